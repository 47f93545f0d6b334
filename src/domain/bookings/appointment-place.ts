/**
 * Where each appointment happens: a home service at the customer's address, any other service at
 * the shop. The place is stored on each line when the order is priced (and on a phone booking),
 * so a mixed order says each line's own place; older lines without one get it from their category
 * and the order's address.
 */
import { business } from '../shared/business.ts';
import { isHomeServiceCategory } from '../catalogue/catalogue.ts';

export interface AppointmentPlace {
  at: 'tienda' | 'domicilio';
  /** The shop's address, or the customer's (street, neighbourhood, city). */
  address: string;
}

export interface PlaceAddress {
  address: string;
  neighborhood: string;
  city: string;
}

/** "Calle 10 # 20-30, El Portal, Envigado": the parts given, in that order. */
export function fullAddress(info: PlaceAddress): string {
  return [info.address, info.neighborhood, info.city].filter((part) => part.trim() !== '').join(', ');
}

/** The place of a service line of this category, for an order with these shipping details. */
export function appointmentPlace(category: string, info: PlaceAddress, shopAddress: string = business.address): AppointmentPlace {
  return isHomeServiceCategory(category) ? { at: 'domicilio', address: fullAddress(info) } : { at: 'tienda', address: shopAddress };
}

/** A line's place: the one stored on it, else derived; null for a product line. */
export function placeOfLine(
  line: { kind: 'product' | 'service'; category: string; place?: AppointmentPlace },
  info: PlaceAddress,
): AppointmentPlace | null {
  if (line.kind !== 'service') return null;
  return line.place ?? appointmentPlace(line.category, info);
}
