/**
 * An account deletion forgets the WhatsApp notices of the account's orders: their number and their
 * parameters (service, date, place, link) go, and those still to send are stopped, never sent to
 * anybody. The orders are named by their references, found by the deletion (`account.deleted`)
 * before it anonymises them.
 */
import type { Store } from '../../store/contract.ts';

const FORGOTTEN = 'Cuenta eliminada';

export async function forgetOrdersWhatsApp(store: Store, references: readonly string[]): Promise<number> {
  if (references.length === 0) return 0;
  const notices = store.collection('whatsappMessages');
  await notices.updateMany(
    { reference: { $in: [...references] }, state: { $in: ['pending', 'failed', 'sending'] } },
    { $set: { state: 'stopped', nextAttemptAt: null, lastError: FORGOTTEN }, $unset: { leaseUntil: '' } },
  );
  const { modifiedCount } = await notices.updateMany(
    { reference: { $in: [...references] }, to: { $ne: '' } },
    { $set: { to: '', parameters: [] } },
  );
  return modifiedCount;
}
