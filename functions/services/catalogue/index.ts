/** The catalogue capability's front door: all that other capabilities may import from it. */
export { removePaidCartLines } from './cart.ts';
export { checkDataUrlImage, discardImage, saveCheckedImage } from './images.ts';
export { lowStockThreshold } from './low-stock.ts';
export { releaseMediaUploadSlots, takeMediaUploadSlots } from './media-quota.ts';
export { listShippingRates } from './shipping.ts';
export { forgetStockMarks, returnStock, returnStockOnce, takeStock } from './stock.ts';
export { announceReturned, returnStockAndAnnounce } from './restocks.ts';
export type { StockRequest } from './stock.ts';
export { soldVariant } from './variant-choice.ts';
export { catalogueSubscriptions } from './catalogue-subscriptions.ts';
