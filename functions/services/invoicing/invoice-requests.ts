/**
 * The documents each decision queues, built whole when queued (a resume sends the same thing):
 * - a paid order: its invoice, for what the payment took (src/domain/invoicing/invoice-lines.ts),
 *   to the buyer the checkout named or to consumidor final;
 * - a cancelled appointment whose deposit was refunded (or is to be given back by hand): a credit
 *   note for the amount refunded, correcting the order's invoice;
 * - a cancelled sale: a credit note for what the sale charged.
 * A credit note waits for its invoice to be issued (invoice-queue.ts).
 */
import { finalConsumer } from '../../../src/domain/invoicing/buyer.ts';
import { chargedLine, hasAnticipo, invoiceTotal, orderInvoiceLines, refundLine } from '../../../src/domain/invoicing/invoice-lines.ts';
import type { InvoiceLine, InvoiceRequest } from '../../../src/domain/invoicing/invoices.ts';
import type { TaxTreatment } from '../../../src/domain/invoicing/tax.ts';
import { invoicingMessages as t } from '../../../src/domain/invoicing/messages-invoicing.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentOrderDoc, RecordDoc } from '../../store/documents.ts';
import { defaultTaxTreatment, lineIdFor } from '../records/index.ts';
import { creditNoteKey, invoiceKey, queueInvoice } from './invoice-queue.ts';

/** The lines with their treatment when sold, or the shop's default for a line priced before treatments existed. */
async function withTreatments<Line extends { taxTreatment?: TaxTreatment }>(deps: AppDeps, lines: readonly Line[]): Promise<Line[]> {
  if (lines.every((line) => line.taxTreatment)) return [...lines];
  const shopDefault = await defaultTaxTreatment(deps.store);
  return lines.map((line) => ({ ...line, taxTreatment: line.taxTreatment ?? shopDefault }));
}

function paymentMethodOf(order: Pick<PaymentOrderDoc, 'provider' | 'nothingToPay'>): InvoiceRequest['paymentMethod'] {
  if (order.nothingToPay) return 'otro';
  // Collected on delivery (services/cash-on-delivery/): invoiced when collected, as cash.
  if (order.provider === 'contra-entrega') return 'efectivo';
  return order.provider === 'wompi' ? 'transferencia' : 'tarjeta';
}

/** Queues the paid order's invoice (once: its key is the order's reference). False when there is no such paid order. */
export async function queueOrderInvoice(deps: AppDeps, reference: string): Promise<boolean> {
  const order = await deps.store.collection('paymentOrders').findOne({ reference });
  if (!order || !['CAPTURING', 'COMPLETED'].includes(order.status)) return false;
  const lines = orderInvoiceLines(await withTreatments(deps, order.lines), order.amounts.shipping);
  // Appointments a pack's credits paid, and nothing else: nothing was charged (the pack was invoiced when sold).
  if (lines.length === 0) return false;
  const note = [t.invoiceNote(reference), ...(hasAnticipo(order.lines) ? [t.anticipoNote] : [])].join(' · ');
  const key = invoiceKey(reference);
  await queueInvoice(deps, {
    _id: key,
    kind: 'factura',
    reference,
    request: {
      kind: 'factura',
      key,
      buyer: order.invoiceBuyer ?? finalConsumer(order.shippingInfo.email),
      lines,
      total: invoiceTotal(lines),
      paymentMethod: paymentMethodOf(order),
      note,
    },
  });
  return true;
}

/** Queues a credit note of `lines`, correcting the order's invoice (queued first when it is not yet). */
async function queueCreditNote(deps: AppDeps, reference: string, refunded: string, lines: InvoiceLine[], note: string): Promise<void> {
  if (lines.length === 0 || invoiceTotal(lines) <= 0) return;
  const invoice = await deps.store.collection('invoices').findOne({ _id: invoiceKey(reference) });
  // An order its invoice's own event has not reached yet (a failed delivery): the invoice is queued now.
  if (!invoice && !(await queueOrderInvoice(deps, reference))) return;
  const corrected = invoice ?? (await deps.store.collection('invoices').findOne({ _id: invoiceKey(reference) }));
  if (!corrected) return;
  const key = creditNoteKey(refunded);
  await queueInvoice(deps, {
    _id: key,
    kind: 'nota-credito',
    reference,
    invoiceKey: corrected._id,
    request: {
      kind: 'nota-credito',
      key,
      buyer: corrected.request.buyer,
      lines,
      total: invoiceTotal(lines),
      paymentMethod: corrected.request.paymentMethod,
      note,
    },
  });
}

/** The refund of a cancelled appointment: what its cancellation gave back (by the provider, or by hand). */
function refundedAmount(line: RecordDoc['reservationDetails'][number]): number {
  const cancelled = [...(line.history ?? [])].reverse().find((event) => event.kind === 'cancelada');
  if (cancelled?.kind !== 'cancelada') return 0;
  return cancelled.refundId || line.refundPending ? cancelled.refundAmount : 0;
}

export async function queueAppointmentCreditNote(deps: AppDeps, recordId: string, lineIndex: number): Promise<void> {
  const record = await deps.store.collection('transactions').findOne({ _id: recordId });
  const line = record?.reservationDetails[lineIndex];
  if (!record || !line?.cancelledAt) return;
  const amount = refundedAmount(line);
  const [treated] = await withTreatments(deps, [line]);
  const charged = chargedLine(treated!);
  if (amount <= 0 || !charged) return;
  const lineId = line.lineId ?? lineIdFor(recordId, lineIndex);
  await queueCreditNote(
    deps,
    record.reference,
    lineId,
    [refundLine(charged, Math.min(amount, charged.total))],
    t.creditNoteAppointment(record.reference),
  );
}

export async function queueSaleCreditNote(deps: AppDeps, recordId: string): Promise<void> {
  const record = await deps.store.collection('transactions').findOne({ _id: recordId });
  if (!record || record.kind !== 'venta') return;
  const lines = orderInvoiceLines(await withTreatments(deps, record.reservationDetails), record.amounts.shipping)
    .filter((line) => line.total > 0)
    .map((line) => refundLine(line, line.total));
  await queueCreditNote(deps, record.reference, record._id, lines, t.creditNoteSale(record.reference));
}

/**
 * A withdrawn sale's lines (retracto): a credit note for what they charged, and the shipping when
 * every line is withdrawn; keyed by the withdrawal (`retracto-<record id>`), so it is queued once.
 */
export async function queueWithdrawalCreditNote(
  deps: AppDeps,
  recordId: string,
  lineIndexes: readonly number[],
  radicado: string,
): Promise<void> {
  const record = await deps.store.collection('transactions').findOne({ _id: recordId });
  if (!record || record.kind !== 'venta') return;
  const withdrawn = record.reservationDetails.filter((_line, index) => lineIndexes.includes(index));
  if (withdrawn.length === 0) return;
  const shipping = withdrawn.length === record.reservationDetails.length ? record.amounts.shipping : 0;
  const lines = orderInvoiceLines(await withTreatments(deps, withdrawn), shipping)
    .filter((line) => line.total > 0)
    .map((line) => refundLine(line, line.total));
  await queueCreditNote(deps, record.reference, `retracto-${recordId}`, lines, t.creditNoteWithdrawal(record.reference, radicado));
}
