import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { roleNames } from '~/domain/accounts/role-names.ts';
import { formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import EmailText from '~/islands/admin/common/EmailText.tsx';
import './users.css';

interface Props {
  users: readonly PublicUser[];
  /** The signed-in admin's id: their row says "Tú". */
  meId: string | undefined;
  onEditRole: (user: PublicUser) => void;
}

/** Every account: name, e-mail, phone, role and creation date (a list of cards on phones). */
export default function UsersTable({ users, meId, onEditRole }: Props) {
  return (
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
                {meId === user._id && <span className="admin-you">{adminMessages.adminYou}</span>}
              </th>
              <td data-label={adminMessages.adminColEmail}>
                <a href={`mailto:${user.email}`}>
                  <EmailText email={user.email} />
                </a>
              </td>
              <td className="admin-nowrap" data-label={adminMessages.adminColTel}>
                {user.tel}
              </td>
              <td data-label={adminMessages.adminColRole}>
                <span className={`admin-role admin-role-${user.role.toLowerCase()}`}>{roleNames[user.role]}</span>
              </td>
              <td data-label={adminMessages.adminColCreatedAt}>
                <time dateTime={user.createdAt}>{formatBogotaDateTime(user.createdAt)}</time>
              </td>
              <td className="admin-actions-cell">
                <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => onEditRole(user)}>
                  {adminMessages.adminEditRole}
                  <span className="visually-hidden"> {adminMessages.adminOf(user.name)}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
