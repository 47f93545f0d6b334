/**
 * The durable outbox. A message is first a document of the `mail` collection, keyed by its
 * idempotency key, and only then sent, after the answer. So:
 * - the cause of a message (a capture, a sign-up) never waits on SMTP and never fails because of it;
 * - queuing the same key twice (a retried capture, a webhook after the browser) sends one message;
 * - a failed send stays `failed` with its error and is retried with backoff by the sweeper;
 * - a sender that crashed mid-send leaves a `sending` message whose lease runs out, and the sweeper
 *   sends it again (with the same Message-ID, so the inbox shows one message).
 */
import type { AppDeps } from '../../deps.ts';
import type { OutgoingMail } from '../../integrations/mail-transport.ts';
import { DuplicateKeyError } from '../../store/contract.ts';
import type { MailAttachment, MailDoc } from '../../store/documents.ts';

/** A message to queue: what the transport sends, but the sender (from the configuration); `key` is its idempotency key, e.g. `receipt:<reference>`. */
export type MailDraft = Omit<OutgoingMail, 'from' | 'attachments'> & { attachments?: MailAttachment[] };

/** How long a sender owns a message it claimed. */
export const SEND_LEASE_MS = 2 * 60_000;
/** After this many failed attempts a message is given up (it stays `failed` for the owner to see). */
export const MAX_MAIL_ATTEMPTS = 8;
const MINUTE = 60_000;
/** Why a message without a recipient was given up (seen by the owner next to the message). */
const NO_RECIPIENT = 'Sin destinatario';

/** Minutes before the next attempt: 1, 5, 15, 60, then every 3 hours. */
export function retryDelayMs(attempts: number): number {
  const minutes = [1, 5, 15, 60][attempts - 1] ?? 180;
  return minutes * MINUTE;
}

/** Stores the message (once per key) and sends it after the answer. */
export async function queueMail(deps: AppDeps, draft: MailDraft): Promise<void> {
  const now = deps.clock();
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
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  try {
    await deps.store.collection('mail').insertOne(doc);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return;
    throw error;
  }
  deps.background.run(() => deliverMail(deps, draft.key));
}

/**
 * Who may send a message now: a due pending or failed one, or one whose sender's lease ran out.
 * Never one without a recipient (an account deletion forgets the address of the account's own
 * messages): there is nobody to send it to, so it is never claimed nor tried.
 */
function sendableNow(now: Date) {
  return {
    to: { $exists: true, $nin: ['', null] },
    $or: [
      // A message given up has no next attempt; `$ne: null` keeps it out on the embedded engine,
      // whose `$lte` counts null as earlier than any date.
      { state: { $in: ['pending', 'failed'] }, nextAttemptAt: { $ne: null, $lte: now } },
      { state: 'sending', leaseUntil: { $lte: now } },
    ],
  };
}

/**
 * Sends one message if it is due and no one else is sending it (claimed with one conditional
 * update). Returns true when it was sent now.
 */
export async function deliverMail(deps: AppDeps, key: string): Promise<boolean> {
  const mail = deps.store.collection('mail');
  const now = deps.clock();
  const claimed = await mail.findOneAndUpdate(
    { _id: key, ...sendableNow(now) },
    { $set: { state: 'sending', leaseUntil: new Date(now.getTime() + SEND_LEASE_MS) }, $inc: { attempts: 1 } },
  );
  if (!claimed) return false;
  try {
    await deps.mail.send({
      key: claimed._id,
      kind: claimed.kind,
      from: deps.config.mail.from,
      to: claimed.to,
      ...(claimed.replyTo ? { replyTo: claimed.replyTo } : {}),
      ...(claimed.listUnsubscribe ? { listUnsubscribe: claimed.listUnsubscribe } : {}),
      subject: claimed.subject,
      text: claimed.text,
      html: claimed.html,
      attachments: claimed.attachments,
    });
  } catch (error) {
    const failedAt = deps.clock();
    const giveUp = claimed.attempts >= MAX_MAIL_ATTEMPTS;
    await mail.updateOne(
      { _id: key, state: 'sending' },
      {
        $set: {
          state: 'failed',
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          nextAttemptAt: giveUp ? null : new Date(failedAt.getTime() + retryDelayMs(claimed.attempts)),
        },
        $unset: { leaseUntil: '' },
      },
    );
    deps.log({ level: 'error', event: 'mail.failed', kind: claimed.kind, attempts: claimed.attempts, error: String(error) });
    return false;
  }
  await mail.updateOne(
    { _id: key },
    { $set: { state: 'sent', sentAt: deps.clock(), nextAttemptAt: null }, $unset: { leaseUntil: '', lastError: '' } },
  );
  deps.log({ level: 'info', event: 'mail.sent', kind: claimed.kind, attempts: claimed.attempts });
  return true;
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
  const due = await deps.store
    .collection('mail')
    .find(sendableNow(deps.clock()), { sort: { createdAt: 1 }, limit: batch, projection: { _id: 1 } });
  let sent = 0;
  for (const { _id } of due) if (await deliverMail(deps, _id)) sent += 1;
  return sent;
}
