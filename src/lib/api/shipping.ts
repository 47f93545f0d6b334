/**
 * The delivery fees by city and neighbourhood, read by the cart and the admin's editor.
 */
import { apiRequest } from './core.ts';

export const getShippingRates = () => apiRequest<'GET /shippingRates'>('GET', 'shippingRates');
