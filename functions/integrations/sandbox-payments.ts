/**
 * The test-mode provider used when no PayPal keys are set: orders are approved and captured at
 * once, for the amount the server priced. It never talks to the outside world, and the checkout
 * labels it "Pagar (modo de prueba)" so nobody mistakes it for a real payment.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payments.ts';

export function createSandboxPayments(): PaymentProvider {
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
    async verifyWebhook() {
      // There is no provider to vouch for an event in test mode.
      return false;
    },
  };
}
