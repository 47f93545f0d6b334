/**
 * The delivery fees by city and neighbourhood, read by the cart and the admin's editor.
 */
import type { ShippingRate } from '~/domain/shipping-schemas.ts';
import { apiRequest } from './core.ts';

export const getShippingRates = () => apiRequest<ShippingRate[]>('GET', 'shippingRates');
