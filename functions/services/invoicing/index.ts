/**
 * The invoicing capability's front door: an electronic invoice for every payment and a credit note
 * for every refund, through a durable queue (invoice-queue.ts), issued by the configured provider or
 * the shop's own sandbox; the documents as the shop serves them; the owner's "Facturas".
 */
export { invoicingSubscriptions } from './invoicing-subscriptions.ts';
export { deliverDueInvoices, deliverInvoice } from './invoice-queue.ts';
export { invoiceDocument, type DocumentFormat } from './invoice-documents.ts';
export { listInvoices, retryInvoice } from './invoice-admin.ts';
export { queueWithdrawalCreditNote } from './invoice-requests.ts';
