/**
 * The invoices' durable queue (services/outbox): one entry per document, keyed
 * `factura:<reference>` or `nota-credito:<what was refunded>`, holding the request built when it was
 * queued. Issued through the configured provider (`deps.invoices`) or, without one, the shop's
 * sandbox. Retried on the provider's or the network's failure, given up at once on a refusal the
 * provider calls permanent (or after the queue's attempts), resumed by the sweeper after a crash.
 * A credit note is sent only once its invoice is issued: until then its attempt fails and waits.
 * Once an invoice is issued its records show it, its buyer gets "Tu factura electrónica", and the
 * notes waiting for it are sent.
 */
import { invoiceMail } from '../../../src/domain/mail/invoice-mail.ts';
import { invoicingMessages as t } from '../../../src/domain/invoicing/messages-invoicing.ts';
import type { InvoiceRequest, IssuedDocument } from '../../../src/domain/invoicing/invoices.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { InvoiceProviderError } from '../../integrations/invoicing.ts';
import type { InvoiceDoc } from '../../store/documents.ts';
import { queueMail } from '../mail/index.ts';
import { deliver, dueNow, enqueue, freshEntry, type QueueWorker } from '../outbox/index.ts';
import { createSandboxInvoices } from './sandbox-invoices.ts';
import { showFailed, showIssued, showPending } from './invoice-summaries.ts';

export const invoiceKey = (reference: string) => `factura:${reference}`;
export const creditNoteKey = (refunded: string) => `nota-credito:${refunded}`;

const entries = (deps: AppDeps) => deps.store.collection('invoices');

/** A credit note's request, completed with the invoice it corrects (issued by then), or why it must wait. */
async function requestToSend(deps: AppDeps, entry: InvoiceDoc): Promise<InvoiceRequest> {
  if (entry.kind !== 'nota-credito' || !entry.invoiceKey) return entry.request;
  const invoice = await entries(deps).findOne({ _id: entry.invoiceKey });
  if (!invoice?.issued) throw new Error(t.notIssuedYet);
  const { number, cufe, issuedAt } = invoice.issued;
  return { ...entry.request, correcting: { number, cufe, issuedAt } };
}

/** Wakes the credit notes that waited for this invoice, and sends them. */
async function sendWaitingNotes(deps: AppDeps, invoiceKey: string): Promise<void> {
  const waiting = await entries(deps).find({ invoiceKey, state: { $in: ['pending', 'failed'] } }, { projection: { _id: 1 } });
  for (const { _id } of waiting) {
    await entries(deps).updateOne({ _id, state: { $in: ['pending', 'failed'] } }, { $set: { nextAttemptAt: deps.clock() } });
    await deliverInvoice(deps, _id);
  }
}

async function mailIssued(deps: AppDeps, entry: InvoiceDoc, issued: IssuedDocument): Promise<void> {
  const record = await deps.store.collection('transactions').findOne({ reference: entry.reference }, { projection: { accessToken: 1 } });
  const access = record ? `?access=${encodeURIComponent(record.accessToken)}` : '';
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `invoice-mail:${entry._id}`,
    kind: 'invoice',
    to: entry.request.buyer.email,
    ...invoiceMail(
      {
        reference: entry.reference,
        number: issued.number,
        cufe: issued.cufe,
        documentUrl: `${issued.pdfUrl}${access}`,
        xmlUrl: `${issued.xmlUrl}${access}`,
        test: issued.test,
      },
      origin,
    ),
  });
}

function invoiceWorker(deps: AppDeps): QueueWorker<InvoiceDoc> {
  const issuer = deps.invoices ?? createSandboxInvoices(deps);
  return {
    queue: 'invoices',
    name: 'invoice',
    logFields: (entry) => ({ kind: entry.kind, reference: entry.reference }),
    async send(entry) {
      const request = await requestToSend(deps, entry);
      const issued = await issuer.issue(request);
      return { request, issued };
    },
    permanent: (error) => error instanceof InvoiceProviderError && error.permanent,
    async afterSent(entry, kept) {
      const issued = kept.issued as IssuedDocument;
      if (entry.kind !== 'factura') return;
      await showIssued(deps, entry, issued);
      await mailIssued(deps, entry, issued);
      await sendWaitingNotes(deps, entry._id);
    },
  };
}

/** Issues one document if it is due and nobody else is issuing it; an invoice given up shows failed. Returns true when issued now. */
export async function deliverInvoice(deps: AppDeps, key: string): Promise<boolean> {
  const issued = await deliver(deps, invoiceWorker(deps), key);
  if (!issued) {
    const entry = await entries(deps).findOne({ _id: key }, { projection: { kind: 1, reference: 1, state: 1, nextAttemptAt: 1 } });
    if (entry?.kind === 'factura' && entry.state === 'failed' && entry.nextAttemptAt === null) await showFailed(deps, entry.reference);
  }
  return issued;
}

/** Queues a document (once per key), shows an invoice pending on its records, and issues it after the answer. */
export async function queueInvoice(
  deps: AppDeps,
  entry: Omit<InvoiceDoc, keyof ReturnType<typeof freshEntry> | 'state'>,
): Promise<boolean> {
  const stored = await enqueue<InvoiceDoc>(deps.store, 'invoices', { ...entry, ...freshEntry(deps.clock()) });
  if (entry.kind === 'factura') await showPending(deps, entry.reference);
  if (stored) deps.background.run(() => deliverInvoice(deps, entry._id));
  return stored;
}

/** The sweeper's chore: issues every document that is due (new, to retry, or abandoned mid-issue). */
export async function deliverDueInvoices(deps: AppDeps, batch = 50): Promise<number> {
  const due = await entries(deps).find(dueNow(deps.clock()), { sort: { createdAt: 1 }, limit: batch, projection: { _id: 1 } });
  let issued = 0;
  for (const { _id } of due) if (await deliverInvoice(deps, _id)) issued += 1;
  return issued;
}
