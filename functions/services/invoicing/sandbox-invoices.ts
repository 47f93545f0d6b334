/**
 * The shop's own sandbox, used without a provider's keys (`npm start`, the tests): it issues test
 * documents the way a provider would, without DIAN. It numbers them from the configured resolution
 * (prefix and consecutive from its range; credit notes from their own prefix), through an atomic
 * counter (platform's sequences) whose number is tied to the document's key, so a retry reuses it;
 * computes the CUFE by DIAN's SHA-384 formula with the resolution's technical key (test
 * environment); and links to the shop's own routes that show the document and its XML.
 */
import { createHash } from 'node:crypto';
import { bogotaIssueTime, cufeInput } from '../../../src/domain/invoicing/cufe.ts';
import type { InvoiceRequest, IssuedDocument } from '../../../src/domain/invoicing/invoices.ts';
import { invoicingMessages as t } from '../../../src/domain/invoicing/messages-invoicing.ts';
import { taxTotals } from '../../../src/domain/invoicing/tax.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { InvoiceProviderError, type InvoiceProvider } from '../../integrations/invoicing.ts';
import { nextInSequence } from '../platform/index.ts';

/** DIAN's test environment (TipoAmb 2): every sandbox document is a test. */
const TEST_ENVIRONMENT = 2;
/** An HTTP-like status for a refusal no retry fixes (the range is used up). */
const REFUSED = 422;

/** The numbering of each kind of document: its prefix, its counter, and its range. */
function numberingOf(deps: AppDeps, request: InvoiceRequest) {
  const { resolution, creditNotePrefix } = deps.config.invoicing;
  return request.kind === 'factura'
    ? { prefix: resolution.prefix, sequence: `invoice:${resolution.prefix}`, from: resolution.from, to: resolution.to }
    : { prefix: creditNotePrefix, sequence: `credit-note:${creditNotePrefix}`, from: 1, to: Number.MAX_SAFE_INTEGER };
}

/** The document's consecutive: the one its key already took, or the next of its counter, kept with the key. */
async function consecutiveFor(deps: AppDeps, request: InvoiceRequest): Promise<{ prefix: string; consecutive: number }> {
  const entries = deps.store.collection('invoices');
  const numbering = numberingOf(deps, request);
  const kept = await entries.findOne({ _id: request.key }, { projection: { consecutive: 1 } });
  if (kept?.consecutive) return { prefix: numbering.prefix, consecutive: kept.consecutive };
  const consecutive = numbering.from + (await nextInSequence(deps.store, numbering.sequence)) - 1;
  if (consecutive > numbering.to) throw new InvoiceProviderError(t.rangeExhausted, REFUSED);
  await entries.updateOne({ _id: request.key, consecutive: { $exists: false } }, { $set: { consecutive } });
  // A parallel retry that kept its number first wins: this one's number is a gap, never a repeat.
  const after = await entries.findOne({ _id: request.key }, { projection: { consecutive: 1 } });
  return { prefix: numbering.prefix, consecutive: after?.consecutive ?? consecutive };
}

/** Where the shop shows a document: its printable page and its XML. */
export function documentLinks(deps: AppDeps, key: string): { pdfUrl: string; xmlUrl: string } {
  const base = `${shopOrigin(deps.config)}/api/invoices/${encodeURIComponent(key)}`;
  return { pdfUrl: `${base}/documento`, xmlUrl: `${base}/xml` };
}

export function createSandboxInvoices(deps: AppDeps): Pick<InvoiceProvider, 'issue'> {
  return {
    async issue(request) {
      const { prefix, consecutive } = await consecutiveFor(deps, request);
      const number = `${prefix}${consecutive}`;
      const issuedAt = deps.clock();
      const { date, time } = bogotaIssueTime(issuedAt);
      const taxes = taxTotals(request.lines.map((line) => line.tax));
      const cufe = createHash('sha384')
        .update(
          cufeInput({
            number,
            date,
            time,
            base: taxes.reduce((sum, split) => sum + split.base, 0),
            iva: taxes.reduce((sum, split) => sum + split.tax, 0),
            total: request.total,
            issuerNit: deps.config.invoicing.issuer.nit,
            buyerNumber: request.buyer.documentNumber,
            technicalKey: deps.config.invoicing.resolution.technicalKey,
            environment: TEST_ENVIRONMENT,
          }),
        )
        .digest('hex');
      const document: IssuedDocument = {
        number,
        prefix,
        consecutive,
        cufe,
        issuedAt: issuedAt.toISOString(),
        ...documentLinks(deps, request.key),
        qr: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cufe}`,
        test: true,
      };
      return document;
    },
  };
}
