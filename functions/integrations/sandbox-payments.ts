/**
 * The test-mode provider used when no PayPal keys are set: orders are approved and captured at
 * once, for the amount the server priced. It never talks to the outside world, and the checkout
 * labels it "Pagar (modo de prueba)" so nobody mistakes it for a real payment.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider, RefundOutcome } from './payments.ts';

export function createSandboxPayments(): PaymentProvider {
  /** The refunds made, by request id, so a repeated refund answers the first one (as PayPal does). */
  const refunds = new Map<string, RefundOutcome>();
  return {
    kind: 'sandbox',
    async createOrder() {
      return { id: `SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}` };
    },
    async captureOrder({ expectedAmountUsd }) {
      return {
        orderStatus: 'COMPLETED',
        captureId: `SANDBOX-CAPTURE-${randomBytes(6).toString('hex').toUpperCase()}`,
        captureStatus: 'COMPLETED',
        amountValue: expectedAmountUsd,
        currency: 'USD',
      };
    },
    async refundCapture({ requestId }) {
      const earlier = refunds.get(requestId);
      if (earlier) return earlier;
      const refund = { refundId: `SANDBOX-REFUND-${randomBytes(6).toString('hex').toUpperCase()}`, status: 'COMPLETED' };
      refunds.set(requestId, refund);
      return refund;
    },
    async verifyWebhook() {
      // There is no provider to vouch for an event in test mode.
      return false;
    },
  };
}
