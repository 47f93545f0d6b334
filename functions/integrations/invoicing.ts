/**
 * How an electronic invoice or credit note leaves the shop: through a proveedor tecnológico, which
 * builds the UBL 2.1 document, signs it, sends it to DIAN and answers with its number, CUFE and
 * links. The shop knows providers only by this interface. Without a provider's keys the invoicing
 * capability issues through its own sandbox (functions/services/invoicing), which numbers from the
 * configured test range and marks every document as a test.
 */
import type { InvoiceRequest, IssuedDocument } from '../../src/domain/invoicing/invoices.ts';

export interface InvoiceProvider {
  readonly kind: 'factus';
  /**
   * Issues the document, or finds the one already issued with the request's `key` (a retry after a
   * lost answer never issues twice). Rejects with an `InvoiceProviderError` otherwise.
   */
  issue(request: InvoiceRequest): Promise<IssuedDocument>;
}

/** A refused or failed issue: `status` is the provider's HTTP status, null when no answer came (network, timeout). */
export class InvoiceProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'InvoiceProviderError';
    this.status = status;
  }

  /** The provider refused the document itself (a 4xx other than 401, 408, 429): sending it again fails the same way. */
  get permanent(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && ![401, 408, 429].includes(this.status);
  }
}
