/** The payments capability's front door: all that other capabilities may import from it. */
export { resumeStaleCaptures } from './capture.ts';
export { checkPendingWompiPayments } from './wompi-checkout.ts';
export { stockRequests } from './capture.ts';
export { priceCheckout } from './pricing.ts';
export type { CheckoutItem } from './pricing.ts';
