/** The payments capability's front door: all that other capabilities may import from it. */
export { resumeStaleCaptures } from './capture.ts';
export { checkPendingWompiPayments } from './wompi-checkout.ts';
