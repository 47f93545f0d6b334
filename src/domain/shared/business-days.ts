/**
 * Colombian business days: weekdays that are not national holidays (src/domain/schedule's list).
 * The legal deadlines count them: a PQR's answer (src/domain/contact), the right of withdrawal's
 * five days after a delivery (src/domain/withdrawals).
 */
import { addDays, holidayName, weekdayOf } from '../schedule/schedule.ts';

/** True for a weekday that is not a Colombian holiday (YYYY-MM-DD). */
export function isBusinessDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && holidayName(date) === null;
}

/** The `count`-th business day after `date` (which itself never counts). */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  for (let counted = 0; counted < count;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}
