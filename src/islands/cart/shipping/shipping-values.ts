/** The shipping form's values: what a saved info fills in, and what is validated. */
import { shippingInfoSchema, type ShippingInfo, type ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import type { ShippingChoice, ShippingNeeds } from '~/domain/shipping/shipping.ts';

export type ShippingField = 'name' | 'email' | 'phone' | 'shippingMethod' | 'city' | 'neighborhood' | 'address' | 'deliveryTime';
export type ShippingValues = Record<ShippingField, string>;

/** The form's order, for the focus on the first field in error. */
export const shippingFields: readonly ShippingField[] = [
  'name',
  'email',
  'phone',
  'shippingMethod',
  'city',
  'neighborhood',
  'address',
  'deliveryTime',
];

const blank: ShippingValues = {
  name: '',
  email: '',
  phone: '',
  shippingMethod: 'delivery',
  city: '',
  neighborhood: '',
  address: '',
  deliveryTime: '',
};

/** The schema the server checks these details with; the rates, once loaded, check a home visit's place. */
export function shippingSchemaFor(needs: ShippingNeeds, rates: readonly ShippingRate[] | null) {
  return shippingInfoSchema({ ...needs, ...(rates ? { rates } : {}) });
}

/** The saved info when it is complete for this cart (a cart that gained products or a home service needs an address). */
export function validShippingInfo(
  info: ShippingInfo | null,
  needs: ShippingNeeds,
  rates: readonly ShippingRate[] | null = null,
): ShippingInfo | null {
  if (!info) return null;
  const parsed = shippingSchemaFor(needs, rates).safeParse(info);
  return parsed.success ? parsed.data : null;
}

export function toShippingValues(info: ShippingInfo | null, needs: ShippingNeeds): ShippingValues {
  return fitValues(info ? { ...blank, ...info } : { ...blank }, needs);
}

/** The values as this cart takes them (again, when the cart changes under an open form). */
export function fitValues(values: ShippingValues, needs: ShippingNeeds): ShippingValues {
  // A cart with only reservations at the shop sends nothing anywhere: pickup, without city or neighbourhood.
  if (!needs.needsAddress)
    return values.shippingMethod === 'pickup' && values.city === '' && values.neighborhood === ''
      ? values
      : { ...values, shippingMethod: 'pickup', city: '', neighborhood: '' };
  // A home service is done at the address: never a pickup.
  return needs.homeVisit && values.shippingMethod !== 'delivery' ? { ...values, shippingMethod: 'delivery' } : values;
}

/** What is validated and saved: a pickup keeps no city or neighbourhood. */
export function shippingCandidate(values: ShippingValues): ShippingValues {
  return values.shippingMethod === 'pickup' ? { ...values, city: '', neighborhood: '' } : values;
}

/** Where the values send the order, as the fee sees it. */
export function shippingChoiceOf(values: ShippingValues): ShippingChoice {
  return {
    shippingMethod: values.shippingMethod === 'pickup' ? 'pickup' : 'delivery',
    city: values.city,
    neighborhood: values.neighborhood,
  };
}

/** The account's name, e-mail and phone in the fields still empty: a signed-in customer only checks them. */
export function withAccountContact(values: ShippingValues, account: { name: string; email: string; tel: string }): ShippingValues {
  return {
    ...values,
    name: values.name || account.name,
    email: values.email || account.email,
    phone: values.phone || account.tel,
  };
}
