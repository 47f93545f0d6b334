// First: it must run before the schemas are built. This form is loaded on demand, and the
// page's own entry imports no zod.
import '~/lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { roleNames } from '~/domain/accounts/role-names.ts';
import { roles, updateUserRoleSchema, type PublicUser, type Role } from '~/domain/accounts/account-schemas.ts';
import { updateUserRole } from '~/lib/api/admin/users.ts';
import { toast } from '~/lib/toast.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import { SelectField } from '~/islands/ui/Field.tsx';
import { useZodForm } from '~/islands/ui/use-zod-form.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import SummaryList from '~/islands/admin/common/SummaryList.tsx';
import '~/islands/admin/common/admin-forms.css';
import DialogFormActions from '~/islands/admin/common/DialogFormActions.tsx';

interface Props {
  user: PublicUser;
  onCancel: () => void;
  onSaved: (user: PublicUser) => void;
}

type RoleBody = { userId: string; role: Role };

/**
 * A user's role; the server refuses an admin's dropping their own. Making someone Administrador
 * opens the whole panel to them, so it asks first ("Volver" changes nothing).
 */
export default function RoleForm({ user, onCancel, onSaved }: Props) {
  const id = useId();
  const roleId = `${id}-role`;
  const [role, setRole] = useState<Role>(user.role);
  // The user's id comes from the server; a message about it is shown beside the role too.
  const { errors, setErrors, validate } = useZodForm(updateUserRoleSchema, ['role', 'userId'] as const, () => roleId);
  const [saving, setSaving] = useState(false);
  const error = errors.role ?? errors.userId;

  const [promoting, setPromoting] = useState<RoleBody | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = validate({ userId: user._id, role });
    if (!body) return;
    if (body.role === 'ADMIN' && user.role !== 'ADMIN') setPromoting(body);
    else await save(body);
  }

  async function save(body: RoleBody) {
    setPromoting(null);
    setSaving(true);
    try {
      const { data, message } = await updateUserRole(body);
      toast.success(message ?? messages.roleUpdated);
      onSaved(data);
    } catch (failure) {
      const text = serverMessageOr(failure, adminMessages.adminRoleUpdateError);
      setErrors({ role: text });
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <SummaryList
        grid={false}
        items={[
          { term: adminMessages.adminColName, value: user.name },
          { term: adminMessages.adminColEmail, value: user.email },
        ]}
      />
      <SelectField
        inputId={roleId}
        label={adminMessages.adminColRole}
        error={error}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {roleNames[option]}
          </option>
        ))}
      </SelectField>
      <DialogFormActions onCancel={onCancel} saving={saving} submitLabel={adminMessages.adminSave} />
      <Dialog open={promoting !== null} title={adminMessages.adminPromoteTitle} size="narrow" onClose={() => setPromoting(null)}>
        <p>{adminMessages.adminPromoteQuestion(user.name, user.email)}</p>
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setPromoting(null)}>
            {adminMessages.adminPromoteBack}
          </button>
          <button type="button" className="btn" onClick={() => promoting && void save(promoting)}>
            {adminMessages.adminPromoteConfirm}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
