import { adminMessages } from '~/domain/messages-admin.ts';
import { legalMessages } from '~/domain/messages-legal.ts';
import { formatBogotaDate, formatBogotaDateTime } from '~/domain/schedule.ts';
import { getContactMessages } from '~/lib/api/admin/inbox.ts';
import AdminGate, { Loading, Toolbar } from './AdminGate.tsx';
import { LoadError, useAdminList } from './use-admin-list.tsx';
import { serverMessageOr } from './errors.ts';
import './contact-inbox.css';

/**
 * /admin-panel/mensajes: the contact form's messages. A PQR and a personal-data request come first,
 * flagged, with the legal date to answer by (the soonest first); then the rest, newest first.
 */
export default function ContactInbox() {
  return (
    <AdminGate>
      <InboxSection />
    </AdminGate>
  );
}

function InboxSection() {
  const { items: inbox, loadError, load } = useAdminList(getContactMessages, (error) =>
    serverMessageOr(error, adminMessages.adminMessagesFetchError),
  );

  return (
    <>
      <Toolbar>
        {inbox && <p className="admin-count">{adminMessages.adminMessageCount(inbox.length)}</p>}
        {inbox?.some((item) => item.answerBy) && (
          <p className="admin-count admin-count-flagged">{legalMessages.inboxFlaggedCount(inbox.filter((item) => item.answerBy).length)}</p>
        )}
      </Toolbar>
      <LoadError message={loadError} onRetry={() => void load()} />
      {!inbox && !loadError && <Loading />}
      {inbox && inbox.length === 0 && <p className="admin-empty">{adminMessages.adminNoMessages}</p>}
      {inbox && inbox.length > 0 && (
        <ol className="admin-inbox">
          {inbox.map((item) => (
            <li key={item._id}>
              <article className={item.answerBy ? 'admin-card admin-message admin-message-flagged' : 'admin-card admin-message'} aria-labelledby={`message-${item._id}`}>
                <header className="admin-message-head">
                  <h2 id={`message-${item._id}`}>
                    {item.kind !== 'general' && <span className="admin-message-flag">{legalMessages.inboxKindLabels.get(item.kind)}</span>}
                    {item.subject || adminMessages.adminNoSubject}
                  </h2>
                  <time dateTime={item.createdAt}>{formatBogotaDateTime(item.createdAt)}</time>
                </header>
                {item.answerBy && (
                  <p className="admin-message-deadline">
                    <time dateTime={item.answerBy}>{legalMessages.inboxAnswerBy(formatBogotaDate(item.answerBy))}</time>
                  </p>
                )}
                <p className="admin-message-from">
                  <span className="admin-strong">{item.name}</span> · <a href={`mailto:${item.email}`}>{item.email}</a>
                </p>
                <p className="admin-message-body">{item.message}</p>
                <a
                  className="btn btn-outline admin-btn-sm"
                  href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject || adminMessages.adminContactReplySubject}`)}`}
                >
                  {adminMessages.adminReplyByEmail}
                  <span className="visually-hidden"> {adminMessages.adminOf(item.name)}</span>
                </a>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
