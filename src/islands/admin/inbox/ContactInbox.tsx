import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { getContactMessages, type ContactMessage } from '~/lib/api/admin/inbox.ts';
import AdminGate, { Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import ListState from '~/islands/ui/ListState.tsx';
import MessageCard from './MessageCard.tsx';
import './contact-inbox.css';

/**
 * /admin-panel/mensajes: the contact form's messages. A PQR and a personal-data request come first,
 * flagged, with the legal date to answer by (the soonest first); then the rest, newest first.
 * Unread ones say "Sin leer" wherever they are: reading a message does not move it.
 */
export default function ContactInbox() {
  return (
    <AdminGate>
      <InboxSection />
    </AdminGate>
  );
}

function InboxSection() {
  const {
    items: inbox,
    setItems,
    loadError,
    load,
  } = useAdminList(getContactMessages, (error) => serverMessageOr(error, adminMessages.adminMessagesFetchError));
  // In place: a card the owner just changed stays where it is until the next visit.
  const replace = (changed: ContactMessage) =>
    setItems((items) => items && items.map((item) => (item._id === changed._id ? changed : item)));
  const unread = inbox?.filter((item) => !item.readAt).length ?? 0;

  return (
    <>
      <Toolbar>
        {inbox && <p className="admin-count">{adminMessages.adminMessageCount(inbox.length)}</p>}
        {unread > 0 && <p className="admin-count admin-count-unread">{adminMessages.inboxUnreadCount(unread)}</p>}
        {inbox?.some((item) => item.answerBy) && (
          <p className="admin-count admin-count-flagged">{legalMessages.inboxFlaggedCount(inbox.filter((item) => item.answerBy).length)}</p>
        )}
      </Toolbar>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!inbox && !loadError && adminMessages.adminLoading}
        empty={inbox && inbox.length === 0 && adminMessages.adminNoMessages}
      />
      {inbox && inbox.length > 0 && (
        <ol className="admin-inbox">
          {inbox.map((item) => (
            <li key={item._id}>
              <MessageCard item={item} onChange={replace} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
