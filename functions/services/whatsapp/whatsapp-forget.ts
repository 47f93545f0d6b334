/**
 * An account deletion forgets the WhatsApp notices of the account's orders: their number and their
 * parameters (service, date, place, link) go, and those still to send are stopped, never sent to
 * anybody. Found by the orders that still name the account, so it runs before they are anonymised.
 */
import type { Store } from '../../store/contract.ts';

const FORGOTTEN = 'Cuenta eliminada';

export async function forgetAccountWhatsApp(store: Store, userId: string): Promise<number> {
  const records = await store.collection('transactions').find({ 'user._id': userId }, { projection: { reference: 1 } });
  const orders = await store.collection('paymentOrders').find({ userId }, { projection: { reference: 1 } });
  const references = [...new Set([...records, ...orders].map((doc) => doc.reference))];
  if (references.length === 0) return 0;
  const notices = store.collection('whatsappMessages');
  await notices.updateMany(
    { reference: { $in: references }, state: { $in: ['pending', 'failed', 'sending'] } },
    { $set: { state: 'stopped', nextAttemptAt: null, lastError: FORGOTTEN }, $unset: { leaseUntil: '' } },
  );
  const { modifiedCount } = await notices.updateMany(
    { reference: { $in: references }, to: { $ne: '' } },
    { $set: { to: '', parameters: [] } },
  );
  return modifiedCount;
}
