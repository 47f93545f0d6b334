/**
 * The WhatsApp notices' durable outbox, like the mail's (services/mail/mail-outbox.ts): a notice is
 * first a document of `whatsappMessages`, keyed by its idempotency key, and only then sent, after
 * the answer, on the shared durable queue (services/outbox). So queuing the same key twice sends one
 * message; two senders never both claim one (a conditional update); a 5xx, a 408/429 or a network
 * error is retried by the sweeper with the queue's backoff; any other 4xx is given up at once with Meta's error kept for the owner; and a
 * number that replied "BAJA" gets nothing more until it replies "ALTA" (checked again at the moment
 * of sending, so pending notices stop too): a later order's ticked box does not lift it, since
 * anybody can type a number at a checkout.
 */
import { whatsappMessages as t } from '../../../src/domain/whatsapp/messages-whatsapp.ts';
import { isOptedOut, whatsappNumber, type WhatsAppNoticeKind } from '../../../src/domain/whatsapp/whatsapp.ts';
import type { AppDeps } from '../../deps.ts';
import { WhatsAppSendError, type WhatsAppSender } from '../../integrations/whatsapp.ts';
import type { Store } from '../../store/contract.ts';
import type { WhatsAppMessageDoc } from '../../store/documents.ts';
import { deliver, deliverDue, enqueue, type QueueWorker } from '../outbox/index.ts';
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
  const queued = await enqueue(deps.store, 'whatsappMessages', doc);
  if (queued && sendable) deps.background.run(() => deliverWhatsApp(deps, draft.key));
}

/**
 * The notices' worker: a number that opted out since the notice was queued stops it; a 4xx other
 * than 408/429 is given up at once; Meta's id is kept, and the statuses it told before are applied.
 */
function whatsappWorker(deps: AppDeps, sender: WhatsAppSender): QueueWorker<WhatsAppMessageDoc> {
  return {
    queue: 'whatsappMessages',
    name: 'whatsapp',
    logFields: (notice) => ({ kind: notice.kind }),
    permanent: (error) => error instanceof WhatsAppSendError && error.permanent,
    async send(notice) {
      if (await numberOptedOut(deps.store, notice.to)) return { stopped: t.optedOut };
      const { id } = await sender.send({
        to: notice.to,
        template: notice.template,
        language: notice.language,
        parameters: notice.parameters,
      });
      return { providerMessageId: id };
    },
    // Statuses Meta told before its answer to the send reached the shop.
    afterSent: (_notice, kept) => applyEarlyStatuses(deps, String(kept.providerMessageId)),
  };
}

/** Sends one notice if it is due and nobody else is sending it. Returns true when it was sent now. */
export async function deliverWhatsApp(deps: AppDeps, key: string): Promise<boolean> {
  return deps.whatsapp ? deliver(deps, whatsappWorker(deps, deps.whatsapp), key) : false;
}

/** The sweeper's chore: sends every notice that is due (new, to retry, or abandoned mid-send). */
export async function deliverDueWhatsApp(deps: AppDeps, batch = 50): Promise<number> {
  return deps.whatsapp ? deliverDue(deps, whatsappWorker(deps, deps.whatsapp), batch) : 0;
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
