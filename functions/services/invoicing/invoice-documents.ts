/**
 * An issued document as the shop serves it (the sandbox's links point here): its printable page
 * and its XML, readable only by the order's owner (its receipt token, or the signed-in customer)
 * or an admin. A stranger learns nothing, not even that the document exists.
 */
import { invoiceDocumentHtml, invoiceDocumentXml } from '../../../src/domain/invoicing/invoice-document.ts';
import { invoicingMessages as t } from '../../../src/domain/invoicing/messages-invoicing.ts';
import type { AppDeps } from '../../deps.ts';
import type { UserDoc } from '../../store/documents.ts';
import { ServiceError } from '../errors.ts';
import { mayRead } from '../records/index.ts';

export type DocumentFormat = 'html' | 'xml';

export async function invoiceDocument(
  deps: AppDeps,
  key: string,
  format: DocumentFormat,
  viewer: UserDoc | null,
  accessToken: string | undefined,
): Promise<string> {
  const entry = await deps.store.collection('invoices').findOne({ _id: key });
  const record = entry ? await deps.store.collection('transactions').findOne({ reference: entry.reference }) : null;
  if (!entry?.issued || !record || !mayRead(record, viewer, accessToken)) throw new ServiceError(404, t.invoiceNotFound);
  const { issuer, resolution } = deps.config.invoicing;
  const facts = { request: entry.request, issued: entry.issued, issuer, resolution };
  return format === 'html' ? invoiceDocumentHtml(facts) : invoiceDocumentXml(facts);
}
