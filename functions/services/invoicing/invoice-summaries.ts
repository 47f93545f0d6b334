/**
 * What a payment's records show of its invoice (InvoiceSummary), kept on every record of the order's
 * reference: pendiente once queued, emitida with its number, CUFE, date and links, fallida with the
 * provider's error once given up. An issued invoice is never shown pending or failed again.
 */
import type { InvoiceSummary } from '../../../src/domain/invoicing/invoices.ts';
import type { AppDeps } from '../../deps.ts';
import type { InvoiceDoc } from '../../store/documents.ts';

const records = (deps: AppDeps) => deps.store.collection('transactions');

export async function showPending(deps: AppDeps, reference: string): Promise<void> {
  const pending: InvoiceSummary = { status: 'pendiente' };
  await records(deps).updateMany({ reference, invoice: { $exists: false } }, { $set: { invoice: pending } });
}

export async function showIssued(deps: AppDeps, entry: Pick<InvoiceDoc, 'reference'>, issued: NonNullable<InvoiceDoc['issued']>) {
  const summary: InvoiceSummary = {
    status: 'emitida',
    number: issued.number,
    cufe: issued.cufe,
    issuedAt: issued.issuedAt,
    pdfUrl: issued.pdfUrl,
    xmlUrl: issued.xmlUrl,
    test: issued.test,
  };
  await records(deps).updateMany({ reference: entry.reference }, { $set: { invoice: summary } });
}

export async function showFailed(deps: AppDeps, reference: string): Promise<void> {
  const failed: InvoiceSummary = { status: 'fallida' };
  await records(deps).updateMany({ reference, 'invoice.status': { $ne: 'emitida' } }, { $set: { invoice: failed } });
}
