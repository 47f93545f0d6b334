/**
 * Saving the whole list of shipping rates in one write. Reading it is shipping.ts.
 */
import type { z } from 'zod';
import type { shippingRatesBodySchema } from '~/domain/shipping/shipping-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** A refused save changes nothing (PUT /api/shippingRates). */
export const saveShippingRates = (body: z.input<typeof shippingRatesBodySchema>) =>
  apiRequest<'PUT /shippingRates'>('PUT', 'shippingRates', { body });
