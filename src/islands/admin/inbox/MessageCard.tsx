/**
 * One message of the inbox: who wrote and what, "Sin leer" until the owner marks it read, and for
 * a PQR or a personal-data request the legal date to answer by. A personal-data request is a
 * consultation (10 business days) until the owner ticks "Es un reclamo" (15).
 */
import { useRef, useState } from 'react';
import { ANSWER_BUSINESS_DAYS } from '~/domain/contact/contact-requests.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { contactFiledMessages } from '~/domain/contact/messages-contact.ts';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { formatBogotaDate, formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import { saveDataRequestClass, type ContactMessage } from '~/lib/api/admin/inbox.ts';
import { markContactMessageRead } from '~/lib/api/admin/stats.ts';
import { toast } from '~/lib/toast.ts';
import { CheckboxField } from '~/islands/ui/CheckboxField.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';

interface MessageCardProps {
  item: ContactMessage;
  /** The message as it is now (read, or with its new class and deadline); it keeps its place in the list. */
  onChange: (item: ContactMessage) => void;
}

/** The answer's subject; a filed request's names its radicado, so the sender can tell which one is answered. */
function replySubject(item: ContactMessage): string {
  const subject = `Re: ${item.subject || adminMessages.adminContactReplySubject}`;
  return item.radicado ? `${subject} · ${contactFiledMessages.number(item.radicado)}` : subject;
}

export default function MessageCard({ item, onChange }: MessageCardProps) {
  const headingId = `message-${item._id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [marking, setMarking] = useState(false);
  const classes = ['admin-card', 'admin-message', item.answerBy ? 'admin-message-flagged' : '', item.readAt ? '' : 'admin-message-unread'];

  async function markRead() {
    if (marking) return;
    setMarking(true);
    try {
      const { message } = await markContactMessageRead(item._id);
      onChange({ ...item, readAt: new Date().toISOString() });
      if (message) toast.success(message);
      // The button goes away: the card's title keeps the focus in place.
      heading.current?.focus();
    } catch (failure) {
      toast.error(serverMessageOr(failure, adminMessages.inboxMarkReadError));
    } finally {
      setMarking(false);
    }
  }

  return (
    <article className={classes.filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {!item.readAt && <p className="admin-message-unread-label">{adminMessages.inboxUnread}</p>}
      <header className="admin-message-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {item.kind !== 'general' && <span className="admin-message-flag">{legalMessages.inboxKindLabels.get(item.kind)}</span>}
          {item.subject || adminMessages.adminNoSubject}
        </h2>
        <time dateTime={item.createdAt}>{formatBogotaDateTime(item.createdAt)}</time>
      </header>
      {item.radicado && <p className="admin-message-radicado">{contactFiledMessages.number(item.radicado)}</p>}
      {item.answerBy && (
        <p className="admin-message-deadline">
          <time dateTime={item.answerBy}>{legalMessages.inboxAnswerBy(formatBogotaDate(item.answerBy))}</time>
        </p>
      )}
      {item.kind === 'datos' && <ClaimBox item={item} onChange={onChange} />}
      <p className="admin-message-from">
        <span className="admin-strong">{item.name}</span> · <a href={`mailto:${item.email}`}>{item.email}</a>
      </p>
      <p className="admin-message-body">{item.message}</p>
      <div className="admin-message-actions">
        <a className="btn btn-outline admin-btn-sm" href={`mailto:${item.email}?subject=${encodeURIComponent(replySubject(item))}`}>
          {adminMessages.adminReplyByEmail}
          <span className="visually-hidden"> {adminMessages.adminOf(item.name)}</span>
        </a>
        {!item.readAt && (
          <button
            type="button"
            className="btn btn-outline admin-btn-sm"
            onClick={() => void markRead()}
            aria-disabled={marking || undefined}
          >
            {adminMessages.inboxMarkRead}
            <span className="visually-hidden"> {adminMessages.adminOf(item.name)}</span>
          </button>
        )}
      </div>
    </article>
  );
}

/** A personal-data request: a consultation, or a claim once ticked; saved at once, the deadline follows. */
function ClaimBox({ item, onChange }: MessageCardProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Ticked at once; back as it was if the server refuses.
  const [checked, setChecked] = useState(item.dataRequest === 'reclamo');
  const inputId = `claim-${item._id}`;

  async function save(claim: boolean) {
    if (saving) return;
    setSaving(true);
    setChecked(claim);
    try {
      const { data, message } = await saveDataRequestClass(item._id, claim ? 'reclamo' : 'consulta');
      setError(undefined);
      onChange({ ...item, dataRequest: data.dataRequest, answerBy: data.answerBy });
      if (message) toast.success(message);
    } catch (failure) {
      setChecked(!claim);
      setError(serverMessageOr(failure, adminMessages.inboxClaimSaveError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="admin-message-claim">
      <CheckboxField
        inputId={inputId}
        label={adminMessages.inboxClaimLabel(ANSWER_BUSINESS_DAYS.datosReclamo)}
        error={error}
        checked={checked}
        aria-busy={saving || undefined}
        onChange={(event) => void save(event.target.checked)}
      />
      <p className="admin-message-note">{adminMessages.inboxClaimHint(ANSWER_BUSINESS_DAYS.datos)}</p>
    </div>
  );
}
