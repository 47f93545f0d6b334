/**
 * Reads a verified PayPal webhook event. Only PAYMENT.CAPTURE.COMPLETED settles an order; the
 * order id comes from the capture's related ids.
 */
import type { CaptureOutcome } from '../../integrations/payments.ts';

interface CaptureCompletedEvent {
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { value?: string; currency_code?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

export function settledFromWebhook(event: unknown): { orderId: string; outcome: CaptureOutcome } | null {
  const { event_type: type, resource } = (event ?? {}) as CaptureCompletedEvent;
  const orderId = resource?.supplementary_data?.related_ids?.order_id;
  if (type !== 'PAYMENT.CAPTURE.COMPLETED' || !orderId || !resource) return null;
  return {
    orderId,
    outcome: {
      orderStatus: 'COMPLETED',
      captureId: resource.id ?? null,
      captureStatus: resource.status ?? null,
      amountValue: resource.amount?.value ?? null,
      currency: resource.amount?.currency_code ?? null,
    },
  };
}
