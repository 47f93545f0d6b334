/**
 * schema.org data for the shop itself (name, address, phone, hours), for search engines' local results.
 */
import { business } from '~/domain/shared/business.ts';
import { hourLabel } from '~/domain/schedule/schedule.ts';
import { defaultBusinessHours, sameHours, type BusinessHours, type DayHours } from '~/domain/schedule/business-hours.ts';

const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const clock = (hour: number) => hourLabel(hour);

/** The counter's week as schema.org opening hours: one entry per set of days that keep the same hours. */
export function counterOpeningHours(hours: BusinessHours = defaultBusinessHours) {
  const groups: { hours: DayHours; days: string[] }[] = [];
  hours.counter.week.forEach((day, weekday) => {
    if (!day) return;
    const group = groups.find((candidate) => sameHours(candidate.hours, day));
    if (group) group.days.push(schemaDays[weekday]!);
    else groups.push({ hours: day, days: [schemaDays[weekday]!] });
  });
  return groups.map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days,
    opens: clock(group.hours.opens),
    closes: clock(group.hours.closes),
  }));
}

export function storeJsonLd(site: URL, hours: BusinessHours = defaultBusinessHours): Record<string, unknown> {
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
    openingHoursSpecification: counterOpeningHours(hours),
    currenciesAccepted: 'COP',
  };
}
