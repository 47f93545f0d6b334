/**
 * How the dashboard writes its dates and amounts.
 */
import { formatCop } from '~/domain/money/money.ts';

const shortDateFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "4 mar" for a YYYY-MM-DD day. */
export function shortDate(date: string): string {
  return shortDateFormat.format(new Date(`${date}T12:00:00.000Z`)).replace('.', '');
}

export const cop = (amount: number) => formatCop(amount);
export const count = (value: number) => String(value);
