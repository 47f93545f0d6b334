/**
 * /payment-response?id=…: the shopper back from Wompi (its redirect, or the widget's callback).
 * The server reads the transaction from Wompi and settles it; this page only follows its answer:
 * the receipt when approved, the failure page when declined, and the spec's 'Pago Pendiente' page
 * while Wompi has not decided (PSE can take minutes) or the shop must review what Wompi charged.
 * The pending page keeps asking the server, which asks Wompi, and turns into the receipt once settled.
 */
import { paymentPendingUrl } from '~/domain/checkout/checkout.ts';
import { messages } from '~/domain/shared/messages.ts';
import { confirmWompiPayment } from '~/lib/api/checkout.ts';
import { ApiError } from '~/lib/api/core.ts';
import { completePayment, failPayment } from './payment-flow.ts';

const POLL_MS = 4_000;
const MAX_POLLS = 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows the server's confirm to a result page; `show` puts the server's word on the page meanwhile. */
export async function followWompiPayment(id: string, show: (text: string) => void): Promise<void> {
  for (let poll = 1; ; poll++) {
    let answer;
    try {
      answer = await confirmWompiPayment(id);
    } catch (error) {
      // Wompi or the connection away for a moment: ask again; anything else is the answer.
      const retry = error instanceof ApiError && (error.status === 0 || error.status === 502) && poll < MAX_POLLS;
      if (!retry) return failPayment(error instanceof ApiError ? error.message : messages.paymentProcessingError);
      await wait(POLL_MS);
      continue;
    }
    const { data, message } = answer;
    if (data.status === 'APPROVED') {
      if (data.payment) return completePayment(data.payment, false);
      // Another browser than the buyer's: the receipt page without the receipt token.
      return window.location.assign(
        `/payment-success?${new URLSearchParams({ status: 'APPROVED', reference: data.reference }).toString()}`,
      );
    }
    if (data.status === 'PENDING') {
      if (message) show(message);
      return window.location.assign(paymentPendingUrl(data.reference));
    }
    // Wompi charged but the order could not take it: the result page says the shop will look at it
    // (the failure page would say nothing was charged).
    if (data.status === 'REVIEW') {
      return window.location.assign(`/payment-success?${new URLSearchParams({ status: 'REVIEW', reference: data.reference }).toString()}`);
    }
    return failPayment(message ?? messages.paymentFailed);
  }
}
