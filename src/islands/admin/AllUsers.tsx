// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { formatBogotaDateTime } from '../../domain/schedule.ts';
import { roles, updateUserRoleSchema, type PublicUser, type Role } from '../../domain/schemas.ts';
import { getUsers, updateUserRole } from '../../lib/api/admin/users.ts';
import { toast } from '../../lib/toast.ts';
import { $user } from '../../stores/session.ts';
import AdminGate, { Loading, Toolbar } from './AdminGate.tsx';
import { LoadError, useAdminList } from './use-admin-list.tsx';
import Dialog from './Dialog.tsx';
import { serverMessageOr } from './errors.ts';

/** /admin-panel/all-users: every account, and a dialog to change its role. */
export default function AllUsers() {
  return (
    <AdminGate>
      <UsersSection />
    </AdminGate>
  );
}

function UsersSection() {
  const { items: users, setItems: setUsers, loadError, load } = useAdminList(getUsers, (error) =>
    serverMessageOr(error, adminMessages.adminUsersFetchError),
  );
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const me = useStore($user);

  return (
    <>
      <Toolbar>
        {users && <p className="admin-count">{adminMessages.adminUserCount(users.length)}</p>}
      </Toolbar>
      <LoadError message={loadError} onRetry={() => void load()} />
      {!users && !loadError && <Loading />}
      {users && users.length === 0 && <p className="admin-empty">{adminMessages.adminNoUsers}</p>}
      {users && users.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-label={adminMessages.adminUsersTableLabel} tabIndex={0}>
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">{adminMessages.adminColNumber}</th>
                <th scope="col">{adminMessages.adminColName}</th>
                <th scope="col">{adminMessages.adminColEmail}</th>
                <th scope="col">{adminMessages.adminColTel}</th>
                <th scope="col">{adminMessages.adminColRole}</th>
                <th scope="col">{adminMessages.adminColCreatedAt}</th>
                <th scope="col">
                  <span className="visually-hidden">{adminMessages.adminColActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user, index) => (
                <tr key={user._id}>
                  <td className="admin-num" data-label={adminMessages.adminColNumber}>
                    {index + 1}
                  </td>
                  <th scope="row" className="admin-row-title">
                    {user.name}
                    {me?._id === user._id && <span className="admin-you">{adminMessages.adminYou}</span>}
                  </th>
                  <td data-label={adminMessages.adminColEmail}>
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                  </td>
                  <td className="admin-nowrap" data-label={adminMessages.adminColTel}>
                    {user.tel}
                  </td>
                  <td data-label={adminMessages.adminColRole}>
                    <span className={`admin-role admin-role-${user.role.toLowerCase()}`}>{user.role}</span>
                  </td>
                  <td data-label={adminMessages.adminColCreatedAt}>
                    <time dateTime={user.createdAt}>{formatBogotaDateTime(user.createdAt)}</time>
                  </td>
                  <td className="admin-actions-cell">
                    <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => setEditing(user)}>
                      {adminMessages.adminEditRole}
                      <span className="visually-hidden"> {adminMessages.adminOf(user.name)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog open={editing !== null} title={adminMessages.adminChangeRoleTitle} onClose={() => setEditing(null)}>
        {editing && (
          <RoleForm
            user={editing}
            onCancel={() => setEditing(null)}
            onSaved={(updated) => {
              setUsers((current) => current?.map((user) => (user._id === updated._id ? updated : user)) ?? null);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function RoleForm({ user, onCancel, onSaved }: { user: PublicUser; onCancel: () => void; onSaved: (user: PublicUser) => void }) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = updateUserRoleSchema.safeParse({ userId: user._id, role });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? messages.invalidInput);
      return;
    }
    setSaving(true);
    setError('');
    try {
      const { data, message } = await updateUserRole(body.data);
      toast.success(message ?? messages.roleUpdated);
      onSaved(data);
    } catch (failure) {
      const text = serverMessageOr(failure, adminMessages.adminRoleUpdateError);
      setError(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <dl className="admin-summary">
        <div>
          <dt>{adminMessages.adminColName}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{adminMessages.adminColEmail}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <div className="admin-field">
        <label htmlFor={`${id}-role`}>{adminMessages.adminColRole}</label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          aria-describedby={`${id}-error`}
          aria-invalid={error ? true : undefined}
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <p className="admin-field-error" id={`${id}-error`} aria-live="polite">
          {error}
        </p>
      </div>
      <div className="admin-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {adminMessages.adminCancel}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? adminMessages.adminSaving : adminMessages.adminSave}
        </button>
      </div>
    </form>
  );
}
