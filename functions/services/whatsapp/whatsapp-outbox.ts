/**
 * The WhatsApp notices' durable outbox, like the mail's (services/mail/mail-outbox.ts): a notice is
 * first a document of `whatsappMessages`, keyed by its idempotency key, and only then sent, after
 * the answer. So queuing the same key twice sends one message; two senders never both claim one
 * (a conditional update); a 5xx, a 408/429 or a network error is retried by the sweeper with the
 * mail's backoff; any other 4xx is given up at once with Meta's error kept for the owner; and a
 * number that replied "BAJA" gets nothing more until it replies "ALTA" (checked again at the moment
 * of sending, so pending notices stop too): a later order's ticked box does not lift it, since
 * anybody can type a number at a checkout.
 */
import { whatsappMessages as t } from '../../../src/domain/messages-whatsapp.ts';
import { isOptedOut, whatsappNumber, type WhatsAppNoticeKind } from '../../../src/domain/whatsapp.ts';
import type { AppDeps } from '../../deps.ts';
import { WhatsAppSendError } from '../../integrations/whatsapp.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { WhatsAppMessageDoc } from '../../store/documents.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs, SEND_LEASE_MS } from '../mail/mail-outbox.ts';
import { applyEarlyStatuses } from './whatsapp-status-record.ts';

export interface WhatsAppDraft {
  /** `whatsapp:<kind>:<line id>:<event>`. */
  key: string;
  kind: WhatsAppNoticeKind;
  reference: string;
  lineId: string;
  /** The phone as the customer typed it; normalised here. */
  phone: string;
  consentAt: Date;
  parameters: string[];
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);

/** Whether the number replied "BAJA" and not "ALTA" since, whatever consent an order carries. */
export async function numberOptedOut(store: Store, to: string): Promise<boolean> {
  return isOptedOut(await store.collection('whatsappOptOuts').findOne({ _id: to }));
}

/**
 * Stores the notice (once per key) and sends it after the answer. Nothing without WhatsApp's
 * configuration. A phone that is no WhatsApp number is stored given up, and one that opted out
 * stored stopped: the owner sees why nothing went.
 */
export async function queueWhatsApp(deps: AppDeps, draft: WhatsAppDraft): Promise<void> {
  const config = deps.config.whatsapp;
  if (!config || !deps.whatsapp) return;
  const now = deps.clock();
  const to = whatsappNumber(draft.phone);
  const optedOut = to !== null && (await numberOptedOut(deps.store, to));
  const sendable = to !== null && !optedOut;
  const doc: WhatsAppMessageDoc = {
    _id: draft.key,
    kind: draft.kind,
    reference: draft.reference,
    lineId: draft.lineId,
    to: to ?? '',
    template: config.templates[draft.kind],
    language: config.language,
    parameters: draft.parameters,
    consentAt: draft.consentAt,
    state: sendable ? 'pending' : optedOut ? 'stopped' : 'failed',
    ...(sendable ? {} : { lastError: optedOut ? t.optedOut : t.invalidNumber }),
    attempts: 0,
    nextAttemptAt: sendable ? now : null,
    createdAt: now,
  };
  try {
    await deps.store.collection('whatsappMessages').insertOne(doc);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return;
    throw error;
  }
  if (sendable) deps.background.run(() => deliverWhatsApp(deps, draft.key));
}

/**
 * A due pending or failed notice, or one whose sender's lease ran out. A given-up one (null) is
 * never due: said outright, because the embedded engine counts null as lower than any date.
 */
function sendableNow(now: Date) {
  return {
    $or: [
      { state: { $in: ['pending', 'failed'] }, nextAttemptAt: { $ne: null, $lte: now } },
      { state: 'sending', leaseUntil: { $lte: now } },
    ],
  };
}

/** Sends one notice if it is due and nobody else is sending it. Returns true when it was sent now. */
export async function deliverWhatsApp(deps: AppDeps, key: string): Promise<boolean> {
  const sender = deps.whatsapp;
  if (!sender) return false;
  const messages = deps.store.collection('whatsappMessages');
  const now = deps.clock();
  const claimed = await messages.findOneAndUpdate(
    { _id: key, ...sendableNow(now) },
    { $set: { state: 'sending', leaseUntil: new Date(now.getTime() + SEND_LEASE_MS) }, $inc: { attempts: 1 } },
  );
  if (!claimed) return false;
  if (await numberOptedOut(deps.store, claimed.to)) {
    await messages.updateOne(
      { _id: key, state: 'sending' },
      { $set: { state: 'stopped', nextAttemptAt: null, lastError: t.optedOut }, $unset: { leaseUntil: '' } },
    );
    return false;
  }
  let id: string;
  try {
    ({ id } = await sender.send({
      to: claimed.to,
      template: claimed.template,
      language: claimed.language,
      parameters: claimed.parameters,
    }));
  } catch (error) {
    const giveUp = (error instanceof WhatsAppSendError && error.permanent) || claimed.attempts >= MAX_MAIL_ATTEMPTS;
    const failedAt = deps.clock();
    await messages.updateOne(
      { _id: key, state: 'sending' },
      {
        $set: {
          state: 'failed',
          lastError: errorText(error),
          nextAttemptAt: giveUp ? null : new Date(failedAt.getTime() + retryDelayMs(claimed.attempts)),
        },
        $unset: { leaseUntil: '' },
      },
    );
    deps.log({ level: 'error', event: 'whatsapp.failed', kind: claimed.kind, attempts: claimed.attempts, giveUp, error: errorText(error) });
    return false;
  }
  await messages.updateOne(
    { _id: key },
    {
      $set: { state: 'sent', sentAt: deps.clock(), nextAttemptAt: null, providerMessageId: id },
      $unset: { leaseUntil: '', lastError: '' },
    },
  );
  // Statuses Meta told before its answer to the send reached the shop.
  await applyEarlyStatuses(deps, id);
  return true;
}

/** The sweeper's chore: sends every notice that is due (new, to retry, or abandoned mid-send). */
export async function deliverDueWhatsApp(deps: AppDeps, batch = 50): Promise<number> {
  if (!deps.whatsapp) return 0;
  const due = await deps.store
    .collection('whatsappMessages')
    .find(sendableNow(deps.clock()), { sort: { createdAt: 1 }, limit: batch, projection: { _id: 1 } });
  let sent = 0;
  for (const { _id } of due) if (await deliverWhatsApp(deps, _id)) sent += 1;
  return sent;
}

/** Stops every notice still to send to a number that opted out. */
export async function stopPendingNotices(store: Store, to: string): Promise<number> {
  const { modifiedCount } = await store
    .collection('whatsappMessages')
    .updateMany(
      { to, state: { $in: ['pending', 'failed'] }, nextAttemptAt: { $ne: null } },
      { $set: { state: 'stopped', nextAttemptAt: null, lastError: t.optedOut } },
    );
  return modifiedCount;
}
