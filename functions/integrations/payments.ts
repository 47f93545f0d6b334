/**
 * What the checkout needs from a payment provider: PayPal in production, a sandbox without keys.
 */
export interface ProviderOrder {
  id: string;
}

/** What the provider says happened at capture; the checkout decides what it means. */
export interface CaptureOutcome {
  /** The order's status at the provider (PayPal: COMPLETED once captured). */
  orderStatus: string;
  captureId: string | null;
  /** The capture's own status: COMPLETED, DECLINED, PENDING… */
  captureStatus: string | null;
  /** "123.45" */
  amountValue: string | null;
  currency: string | null;
}

/** A refund the provider accepted (COMPLETED, or PENDING while it settles). */
export interface RefundOutcome {
  refundId: string;
  status: string;
}

export interface PaymentProvider {
  readonly kind: 'paypal' | 'sandbox';
  /** The public client id the browser loads the PayPal buttons with. */
  readonly clientId?: string;
  createOrder(input: { reference: string; amountUsd: string; description: string }): Promise<ProviderOrder>;
  captureOrder(input: { orderId: string; reference: string; expectedAmountUsd: string }): Promise<CaptureOutcome>;
  /**
   * Gives back part of a capture. The same `requestId` never refunds twice: a retried or repeated
   * call answers the refund already made. Throws PaymentProviderError when nothing was refunded.
   */
  refundCapture(input: { captureId: string; amountUsd: string; requestId: string; note: string }): Promise<RefundOutcome>;
  /** True only when the provider itself vouches for the webhook event. */
  verifyWebhook(headers: Record<string, string | undefined>, event: unknown): Promise<boolean>;
}

/** The provider could not be reached or answered with an error; nothing may be assumed. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
