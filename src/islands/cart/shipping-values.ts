/** The shipping form's values: what a saved info fills in, and what is validated. */
import { shippingInfoSchema, type ShippingInfo } from '~/domain/schemas.ts';

export type ShippingField = 'name' | 'email' | 'phone' | 'shippingMethod' | 'city' | 'neighborhood' | 'address' | 'deliveryTime';
export type ShippingValues = Record<ShippingField, string>;

/** The form's order, for the focus on the first field in error. */
export const shippingFields: readonly ShippingField[] = ['name', 'email', 'phone', 'shippingMethod', 'city', 'neighborhood', 'address', 'deliveryTime'];

const blank: ShippingValues = { name: '', email: '', phone: '', shippingMethod: 'delivery', city: '', neighborhood: '', address: '', deliveryTime: '' };

/** The saved info when it is complete for this cart (a cart that gained products needs an address). */
export function validShippingInfo(info: ShippingInfo | null, needsAddress: boolean): ShippingInfo | null {
  if (!info) return null;
  const parsed = shippingInfoSchema({ needsAddress }).safeParse(info);
  return parsed.success ? parsed.data : null;
}

export function toShippingValues(info: ShippingInfo | null, needsAddress: boolean): ShippingValues {
  const values = info ? { ...blank, ...info } : { ...blank };
  // A cart with only reservations sends nothing anywhere: pickup, without city or neighbourhood.
  return needsAddress ? values : { ...values, shippingMethod: 'pickup', city: '', neighborhood: '' };
}

/** What is validated and saved: a pickup keeps no city or neighbourhood. */
export function shippingCandidate(values: ShippingValues): ShippingValues {
  return values.shippingMethod === 'pickup' ? { ...values, city: '', neighborhood: '' } : values;
}
