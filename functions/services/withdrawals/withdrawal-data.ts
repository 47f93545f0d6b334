/**
 * An account's requests of withdrawal in its data export, and their forgetting when it is deleted:
 * the request stays with its sale (its radicado, lines and amount are the accounting's), but its
 * reason, the customer's own words, and the account's id are erased.
 */
import type { PublicWithdrawal } from '../../../src/domain/withdrawals/withdrawals.ts';
import type { AppDeps } from '../../deps.ts';
import { toPublicWithdrawal } from './withdrawal-view.ts';

export async function withdrawalsOfAccount(deps: Pick<AppDeps, 'store'>, userId: string): Promise<PublicWithdrawal[]> {
  const docs = await deps.store.collection('withdrawals').find({ userId }, { sort: { requestedAt: -1 } });
  const records = await deps.store.collection('transactions').find({ _id: { $in: docs.map((doc) => doc.recordId) } });
  return docs.map((doc) => toPublicWithdrawal(doc, records.find((record) => record._id === doc.recordId) ?? null));
}

export async function forgetWithdrawalsOf(deps: Pick<AppDeps, 'store'>, userId: string): Promise<void> {
  await deps.store.collection('withdrawals').updateMany({ userId }, { $set: { userId: '', reason: '' } });
}
