/** The shipments capability's front door: the carriers, and a sale sent ("enviada") and delivered ("entregada"). */
export { listCarriers, replaceCarriers } from './carriers.ts';
export { deliverSale, dispatchWith, shipSale } from './sale-shipment.ts';
export type { DispatchInput } from './sale-shipment.ts';
