import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { formatShortDayOf } from '~/domain/shared/dates.ts';
import { Avatar } from '~/islands/ui/Avatar.tsx';

/** "4 mar 2026": the day the account was created, in Bogotá. */
function memberSince(createdAt: string): string {
  return formatShortDayOf(createdAt);
}

/** The profile's card: photo, name, contact facts (whether the e-mail is confirmed), role, and the way to the orders or the admin panel. */
export function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <section className="account-panel profile-card" aria-labelledby="profile-name">
      <Avatar user={user} size={120} alt={accountMessages.accountPhotoOf(user.name)} />
      <h2 id="profile-name">{user.name}</h2>
      <dl className="profile-facts">
        <div>
          <dt>{accountMessages.accountEmailLabel}</dt>
          <dd>
            {user.email}{' '}
            <span className={user.emailConfirmed ? 'email-status email-status-confirmed' : 'email-status email-status-pending'}>
              {user.emailConfirmed ? accountMessages.accountEmailConfirmed : accountMessages.accountEmailUnconfirmed}
            </span>
          </dd>
        </div>
        <div>
          <dt>{accountMessages.accountTelLabel}</dt>
          <dd>{user.tel}</dd>
        </div>
        <div>
          <dt>{accountMessages.accountRoleLabel}</dt>
          <dd>{accountMessages.accountRoleNames[user.role]}</dd>
        </div>
        <div>
          <dt>{accountMessages.accountMemberSince}</dt>
          <dd>
            <time dateTime={user.createdAt}>{memberSince(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {user.role === 'ADMIN' ? (
        <a className="btn btn-secondary" href="/admin-panel">
          {accountMessages.accountAdminPanel}
        </a>
      ) : (
        <a className="btn btn-secondary" href="/orders">
          {sessionMessages.accountMyOrders}
        </a>
      )}
    </section>
  );
}
