/**
 * The customer's request of withdrawal (retracto) from /orders: their own sale, delivered, within
 * five business days of its delivery (Colombian holidays skipped), for lines that admit it, once
 * per sale (the request's `_id` is the sale's). It takes a radicado from the PQRs' own sequence, and
 * the customer and the owner are told by e-mail.
 */
import { filingYear, formatRadicado, radicadoSequence } from '../../../src/domain/contact/contact-requests.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { formatDay } from '../../../src/domain/shared/dates.ts';
import { withdrawalMessages as t } from '../../../src/domain/withdrawals/messages-withdrawals.ts';
import {
  withdrawableLines,
  withdrawalLastDay,
  withinWithdrawalDays,
  type PublicWithdrawal,
  type SaleWithdrawal,
} from '../../../src/domain/withdrawals/withdrawals.ts';
import type { AppDeps } from '../../deps.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { RecordDoc, UserDoc, WithdrawalDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { nextInSequence } from '../platform/index.ts';
import { mailWithdrawalRequested, toPublicWithdrawal } from './withdrawal-view.ts';

export interface WithdrawalInput {
  recordId: string;
  lines: number[];
  reason: string;
}

/** The products of these lines the owner marked "No admite retracto". */
async function notWithdrawableProducts(store: Store, record: RecordDoc): Promise<Set<string>> {
  const ids = [...new Set(record.reservationDetails.map((line) => line.productId))];
  const marked = await store.collection('products').find({ _id: { $in: ids }, noWithdrawal: true }, { projection: { _id: 1 } });
  return new Set(marked.map((product) => product._id));
}

/** Pesos to give back: the lines' totals, and the shipping when every line is withdrawn. */
function amountOf(record: RecordDoc, lines: readonly number[]): number {
  const total = lines.reduce((sum, index) => sum + (record.reservationDetails[index]?.lineTotal ?? 0), 0);
  return lines.length === record.reservationDetails.length ? total + record.amounts.shipping : total;
}

export async function requestWithdrawal(deps: AppDeps, user: UserDoc, input: WithdrawalInput): Promise<PublicWithdrawal> {
  const record = await deps.store.collection('transactions').findOne({ _id: input.recordId });
  // Somebody else's sale reads as none.
  if (!record || record.kind !== 'venta' || record.user?._id !== user._id) throw new ServiceError(404, t.saleNotFound);
  if (record.status === 'cancelada') throw new ServiceError(409, t.cancelledSale);
  const deliveredAt = record.shipment?.deliveredAt;
  if (!deliveredAt) throw new ServiceError(409, t.notDelivered);
  const now = deps.clock();
  const lastDay = withdrawalLastDay(deliveredAt);
  if (!withinWithdrawalDays(deliveredAt, bogotaMoment(now).date)) throw new ServiceError(409, t.expired(formatDay(lastDay)));
  const allowed = withdrawableLines(record.reservationDetails, await notWithdrawableProducts(deps.store, record));
  for (const index of input.lines) {
    const line = record.reservationDetails[index];
    if (!line) throw new ServiceError(400, t.linesRequired);
    if (!allowed.includes(index)) throw new ServiceError(409, t.lineNotWithdrawable(line.productName));
  }
  const withdrawals = deps.store.collection('withdrawals');
  if (await withdrawals.findOne({ _id: record._id }, { projection: { _id: 1 } })) throw new ServiceError(409, t.alreadyRequested);
  const year = filingYear(now);
  const doc: WithdrawalDoc = {
    _id: record._id,
    recordId: record._id,
    reference: record.reference,
    userId: user._id,
    radicado: formatRadicado(year, await nextInSequence(deps.store, radicadoSequence(year))),
    status: 'solicitado',
    lines: input.lines,
    reason: input.reason,
    amount: amountOf(record, input.lines),
    deliveredAt,
    lastDay,
    requestedAt: now,
  };
  try {
    await withdrawals.insertOne(doc);
  } catch (error) {
    // A parallel request of the same sale got there first: one request per sale.
    if (error instanceof DuplicateKeyError) throw new ServiceError(409, t.alreadyRequested);
    throw error;
  }
  const withdrawal = toPublicWithdrawal(doc, record);
  await mailWithdrawalRequested(deps, withdrawal);
  return withdrawal;
}

/** The customer's delivered sales, each with its last day, the lines that admit a withdrawal and its request. */
export async function withdrawalsOfUser(deps: AppDeps, user: UserDoc): Promise<SaleWithdrawal[]> {
  const sales = await deps.store
    .collection('transactions')
    .find({ 'user._id': user._id, kind: 'venta', 'shipment.deliveredAt': { $exists: true } });
  const requests = await deps.store.collection('withdrawals').find({ userId: user._id });
  const today = bogotaMoment(deps.clock()).date;
  const views: SaleWithdrawal[] = [];
  for (const sale of sales) {
    const deliveredAt = sale.shipment?.deliveredAt;
    if (!deliveredAt || sale.status === 'cancelada') continue;
    const request = requests.find((candidate) => candidate._id === sale._id);
    views.push({
      recordId: sale._id,
      lastDay: withdrawalLastDay(deliveredAt),
      open: !request && withinWithdrawalDays(deliveredAt, today),
      lines: withdrawableLines(sale.reservationDetails, await notWithdrawableProducts(deps.store, sale)),
      request: request ? { radicado: request.radicado, status: request.status, lines: request.lines } : null,
    });
  }
  return views;
}
