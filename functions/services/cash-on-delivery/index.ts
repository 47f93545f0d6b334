/** The cash-on-delivery capability's front door: all that other capabilities may import from it. */
export { releaseUnconfirmedOrders } from './cod-progress.ts';
