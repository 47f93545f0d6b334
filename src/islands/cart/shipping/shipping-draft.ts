/**
 * Where the open shipping form would send the order (method, city, neighbourhood), before it is
 * saved: the cart's summary previews the fee from it. Null while the form is closed.
 */
import { atom } from 'nanostores';
import type { ShippingChoice } from '~/domain/shipping/shipping.ts';

export const $shippingDraft = atom<ShippingChoice | null>(null);
