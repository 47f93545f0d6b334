/**
 * The payment endpoints' answers: the spec's top-level fields (create-order's `id`, `reference`,
 * `amount`; capture's PayPal-shaped result with `reference` and `accessToken`) stay as the spec's
 * contract, and beside them the envelope's `data`, which is all the shop's browser reads.
 */
import { paymentSuccessUrl, type CapturedPayment, type CreatedPayment, type PaymentAmount } from '../../../src/domain/checkout/checkout.ts';
import type { CaptureResult, OrderAmounts } from '../../store/documents.ts';

/** What the order charges now, as the browser shows it: pesos, USD and US cents. */
export function paymentAmount(amounts: OrderAmounts): PaymentAmount {
  return { cop: amounts.totalNow, usd: amounts.totalNowUsd, usdCents: amounts.totalNowUsdCents };
}

/** create-order: `{ id, reference, amount }` and `data: { reference, providerOrderId, amount }`. */
export function createdAnswer(reference: string, providerOrderId: string, amounts: OrderAmounts) {
  const amount = paymentAmount(amounts);
  const data: CreatedPayment = { reference, providerOrderId, amount };
  return { id: providerOrderId, reference, amount, data };
}

/**
 * capture-order: the stored capture result and `data`, whose `receiptUrl` is the result page
 * with the amount the order charged (a completed capture is always exactly that amount).
 */
export function capturedAnswer(amounts: OrderAmounts, result: CaptureResult) {
  const amount = paymentAmount(amounts);
  const data: CapturedPayment = {
    reference: result.reference,
    status: result.status,
    amount,
    receiptUrl: paymentSuccessUrl(result.reference, amount.usdCents),
    accessToken: result.accessToken,
  };
  return { ...result, data };
}

export type CreatedAnswer = ReturnType<typeof createdAnswer>;
export type CapturedAnswer = ReturnType<typeof capturedAnswer>;
