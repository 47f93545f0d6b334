import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { getUsers } from '~/lib/api/admin/users.ts';
import { $user } from '~/stores/session.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import AdminGate, { Loading, Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import UsersTable from './UsersTable.tsx';

// Loaded when the dialog first opens: the table needs neither the form nor its schema.
const RoleForm = lazy(() => import('./RoleForm.tsx'));

/** /admin-panel/all-users: every account, and a dialog to change its role. */
export default function AllUsers() {
  return (
    <AdminGate>
      <UsersSection />
    </AdminGate>
  );
}

function UsersSection() {
  const {
    items: users,
    setItems: setUsers,
    loadError,
    load,
  } = useAdminList(getUsers, (error) => serverMessageOr(error, adminMessages.adminUsersFetchError));
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const me = useStore($user);

  return (
    <>
      <Toolbar>{users && <p className="admin-count">{adminMessages.adminUserCount(users.length)}</p>}</Toolbar>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!users && !loadError && adminMessages.adminLoading}
        empty={users && users.length === 0 && adminMessages.adminNoUsers}
      />
      {users && users.length > 0 && <UsersTable users={users} meId={me?._id} onEditRole={setEditing} />}
      <Dialog open={editing !== null} title={adminMessages.adminChangeRoleTitle} onClose={() => setEditing(null)}>
        {editing && (
          <Suspense fallback={<Loading />}>
            <RoleForm
              user={editing}
              onCancel={() => setEditing(null)}
              onSaved={(updated) => {
                setUsers((current) => current?.map((user) => (user._id === updated._id ? updated : user)) ?? null);
                setEditing(null);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
