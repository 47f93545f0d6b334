/**
 * A notice's delivery statuses, as the webhook tells them. Meta may call the webhook before its
 * answer to the send reaches the shop, so a status may name a message id no notice has yet: it is
 * then kept (`whatsappEarlyStatuses`) and applied once the sender stores the id. Both sides look
 * again after writing (the webhook after keeping it, the sender after storing the id), so whichever
 * comes second finds the other's write and the status is never lost.
 */
import { deliveryStatusesBefore } from '../../../src/domain/whatsapp/whatsapp.ts';
import type { WebhookStatus } from '../../../src/domain/whatsapp/whatsapp-webhook.ts';
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError } from '../../store/contract.ts';

/** How long a status for an id the shop never stores is kept before the sweeper drops it. */
export const EARLY_STATUS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Writes the status on the notice with Meta's id, never going back to an earlier one; false when none matched. */
async function applyStatus(deps: AppDeps, status: WebhookStatus): Promise<{ known: boolean; changed: boolean }> {
  const messages = deps.store.collection('whatsappMessages');
  const before = deliveryStatusesBefore(status.status);
  const { matchedCount, modifiedCount } = await messages.updateOne(
    { providerMessageId: status.messageId, $or: [{ delivery: { $exists: false } }, { delivery: { $in: before } }] },
    {
      $set: {
        delivery: status.status,
        deliveryAt: status.at ?? deps.clock(),
        ...(status.error ? { deliveryError: status.error } : {}),
      },
    },
  );
  if (matchedCount > 0) return { known: true, changed: modifiedCount > 0 };
  const known = (await messages.countDocuments({ providerMessageId: status.messageId })) > 0;
  return { known, changed: false };
}

/** Records a delivery status on its notice, or keeps it until the notice's id is stored. True when the notice changed now. */
export async function recordStatus(deps: AppDeps, status: WebhookStatus): Promise<boolean> {
  const first = await applyStatus(deps, status);
  if (first.known) return first.changed;
  const early = deps.store.collection('whatsappEarlyStatuses');
  const _id = `${status.messageId}|${status.status}`;
  try {
    await early.insertOne({
      _id,
      messageId: status.messageId,
      status: status.status,
      at: status.at ?? deps.clock(),
      ...(status.error ? { error: status.error } : {}),
      receivedAt: deps.clock(),
    });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  // The sender may have stored the id meanwhile, and looked for kept statuses before this one was kept.
  const again = await applyStatus(deps, status);
  if (again.known) await early.deleteOne({ _id });
  return again.changed;
}

/** Applies the statuses kept for Meta's id `messageId`, in the order they happened, then forgets them. */
export async function applyEarlyStatuses(deps: AppDeps, messageId: string): Promise<void> {
  const early = deps.store.collection('whatsappEarlyStatuses');
  const kept = await early.find({ messageId }, { sort: { at: 1 } });
  for (const doc of kept) {
    await applyStatus(deps, { messageId, status: doc.status, at: doc.at, ...(doc.error ? { error: doc.error } : {}) });
    await early.deleteOne({ _id: doc._id });
  }
}

/** The sweeper's chore: statuses kept a week for an id no notice ever got (a message sent by other means). */
export async function dropStaleEarlyStatuses(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.clock().getTime() - EARLY_STATUS_KEPT_MS);
  const { deletedCount } = await deps.store.collection('whatsappEarlyStatuses').deleteMany({ receivedAt: { $lt: cutoff } });
  return deletedCount;
}
