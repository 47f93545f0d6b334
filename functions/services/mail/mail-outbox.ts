/**
 * The mail's outbox, on the shared durable queue (services/outbox): a message is first a document
 * of the `mail` collection, keyed by its idempotency key, and only then sent, after the answer. So:
 * - the cause of a message (a capture, a sign-up) never waits on SMTP and never fails because of it;
 * - queuing the same key twice (a retried capture, a webhook after the browser) sends one message;
 * - a failed send stays `failed` with its error and is retried with backoff by the sweeper;
 * - a sender that crashed mid-send leaves a `sending` message whose lease runs out, and the sweeper
 *   sends it again (with the same Message-ID, so the inbox shows one message).
 */
import type { AppDeps } from '../../deps.ts';
import type { OutgoingMail } from '../../integrations/mail-transport.ts';
import type { MailAttachment, MailDoc } from '../../store/documents.ts';
import { deliver, deliverDue, enqueue, freshEntry, type QueueWorker } from '../outbox/index.ts';

/** A message to queue: what the transport sends, but the sender (from the configuration); `key` is its idempotency key, e.g. `receipt:<reference>`. */
export type MailDraft = Omit<OutgoingMail, 'from' | 'attachments'> & { attachments?: MailAttachment[] };

/** Why a message without a recipient was given up (seen by the owner next to the message). */
const NO_RECIPIENT = 'Sin destinatario';

/** Stores the message (once per key) and sends it after the answer. */
export async function queueMail(deps: AppDeps, draft: MailDraft): Promise<void> {
  const doc: MailDoc = {
    _id: draft.key,
    kind: draft.kind,
    to: draft.to,
    ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
    ...(draft.listUnsubscribe ? { listUnsubscribe: draft.listUnsubscribe } : {}),
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    attachments: draft.attachments ?? [],
    ...freshEntry(deps.clock()),
  };
  if (await enqueue(deps.store, 'mail', doc)) deps.background.run(() => deliverMail(deps, draft.key));
}

/**
 * The mail's worker. Never a message without a recipient (an account deletion forgets the address
 * of the account's own messages): there is nobody to send it to, so it is never claimed nor tried.
 */
function mailWorker(deps: AppDeps): QueueWorker<MailDoc> {
  return {
    queue: 'mail',
    name: 'mail',
    claimable: { to: { $exists: true, $nin: ['', null] } },
    logFields: (message) => ({ kind: message.kind }),
    async send(message) {
      await deps.mail.send({
        key: message._id,
        kind: message.kind,
        from: deps.config.mail.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.listUnsubscribe ? { listUnsubscribe: message.listUnsubscribe } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
    },
  };
}

/** Sends one message if it is due and no one else is sending it. Returns true when it was sent now. */
export function deliverMail(deps: AppDeps, key: string): Promise<boolean> {
  return deliver(deps, mailWorker(deps), key);
}

/** The sweeper's chore: sends every message that is due (new, to retry, or abandoned mid-send). */
export async function deliverDueMail(deps: AppDeps, batch = 50): Promise<number> {
  // A queued message without a recipient (forgotten by an older account deletion) is given up, never tried.
  await deps.store.collection('mail').updateMany(
    {
      $or: [{ to: { $exists: false } }, { to: { $in: ['', null] } }],
      state: { $in: ['pending', 'failed'] },
      nextAttemptAt: { $ne: null },
    },
    { $set: { state: 'failed', nextAttemptAt: null, lastError: NO_RECIPIENT } },
  );
  return deliverDue(deps, mailWorker(deps), batch);
}
