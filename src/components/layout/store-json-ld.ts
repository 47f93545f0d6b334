/**
 * schema.org data for the shop itself (name, address, phone, hours), for search engines' local results.
 */
import { business } from '~/domain/business.ts';

export function storeJsonLd(site: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: business.name,
    description: `${business.tagline}.`,
    url: new URL('/', site).href,
    logo: new URL('/logo.svg', site).href,
    telephone: business.phoneE164,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Carrera 43A # 1-50, El Poblado',
      addressLocality: 'Medellín',
      addressRegion: 'Antioquia',
      addressCountry: 'CO',
    },
    // Wednesday to Monday 9:00–16:00, closed on Tuesdays (Sundays and holidays too open).
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:00',
        closes: '16:00',
      },
    ],
    currenciesAccepted: 'COP',
  };
}
