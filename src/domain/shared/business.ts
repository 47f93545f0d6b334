/**
 * The business itself: name and contact details (its hours are in business-hours.ts).
 */
export const business = {
  name: 'Tienda Medellín',
  /** The legal name of the data controller and seller (a sample value, like the rest of this file: the owner sets the real one). */
  legalName: 'Tienda Medellín S.A.S.',
  /** The tax id (NIT) of the controller, with its check digit (a sample value, whose check digit is right). */
  nit: '900.123.456-8',
  city: 'Medellín, Antioquia, Colombia',
  tagline: 'Tecnología, ropa y bienestar en Medellín',
  address: 'Carrera 43A # 1-50, El Poblado, Medellín, Antioquia, Colombia',
  phoneDisplay: '+57 300 123 4567',
  phoneE164: '+573001234567',
  /** WhatsApp chat number, digits only, country code first. */
  whatsapp: '573001234567',
  email: 'contacto@tiendamedellin.co',
} as const;

export function whatsappLink(phoneDigits: string = business.whatsapp, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${phoneDigits}${query}`;
}

/** A map search of an address (the shop's by default), for a message that says where to come. */
export function mapsLink(address: string = business.address): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
