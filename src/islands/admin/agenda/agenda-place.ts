/**
 * Where the agenda stands, kept in the page's address so it can be bookmarked:
 * `?dia=2026-11-24&vista=semana&servicio=<id>` (a day view of every service when left out).
 */
import { addDays, isValidDate, weekdayOf } from '~/domain/schedule/schedule.ts';

export type AgendaView = 'dia' | 'semana';

export interface AgendaPlace {
  /** The Bogotá day shown, or the day whose week is shown (YYYY-MM-DD). */
  day: string;
  view: AgendaView;
  /** One service's id, or '' for all of them. */
  serviceId: string;
}

/** The place an address names; a missing or broken part falls back to today, the day view, every service. */
export function readAgendaPlace(search: string, today: string): AgendaPlace {
  const params = new URLSearchParams(search);
  const day = params.get('dia') ?? '';
  const serviceId = params.get('servicio') ?? '';
  return {
    day: isValidDate(day) ? day : today,
    view: params.get('vista') === 'semana' ? 'semana' : 'dia',
    serviceId: /^[0-9a-f]{24}$/i.test(serviceId) ? serviceId : '',
  };
}

/** The address's query for a place. */
export function agendaSearch(place: AgendaPlace): string {
  const params = new URLSearchParams({ dia: place.day, vista: place.view });
  if (place.serviceId) params.set('servicio', place.serviceId);
  return `?${params.toString()}`;
}

/** The days a place shows: the day, or its week from Monday to Sunday. */
export function agendaRangeOf(place: AgendaPlace): { from: string; to: string } {
  if (place.view === 'dia') return { from: place.day, to: place.day };
  const monday = addDays(place.day, -((weekdayOf(place.day) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
}

/** The previous (-1) or next (1) day or week. */
export function stepAgendaPlace(place: AgendaPlace, direction: -1 | 1): AgendaPlace {
  return { ...place, day: addDays(place.day, direction * (place.view === 'dia' ? 1 : 7)) };
}

const dayFormat = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('es-CO', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const atNoon = (date: string) => new Date(`${date}T12:00:00.000Z`);

/** "miércoles, 4 de marzo de 2026" for a YYYY-MM-DD date. */
export const dayLabel = (date: string) => dayFormat.format(atNoon(date));
/** "mié, 4 mar" for a week's column. */
export const shortDayLabel = (date: string) => shortDayFormat.format(atNoon(date));
