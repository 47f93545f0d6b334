/**
 * The agenda's column of one person (a day): at each of the grid's hours, the booking with them
 * that starts or runs through it, free when they work that hour, else closed ('horario'). Built in
 * the browser from the grid's bookings and the team the agenda answers.
 */
import type { AgendaBooking, AgendaCell } from '../bookings/agenda-grid.ts';
import { worksHours, type StaffMember } from './staff.ts';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function personCells(
  person: Pick<StaffMember, '_id' | 'week' | 'timeOff'>,
  date: string,
  bookings: readonly AgendaBooking[],
  hours: readonly string[],
): AgendaCell[] {
  const theirs = bookings.filter((booking) => booking.staffId === person._id && booking.date === date);
  return hours.map((time) => {
    const starting = theirs.find((booking) => booking.time === time);
    if (starting) return { serviceId: starting.serviceId, time, state: 'booked', booking: starting.slotId };
    const running = theirs.find(
      (booking) => minutesOf(booking.time) < minutesOf(time) && minutesOf(time) < minutesOf(booking.time) + booking.hours * 60,
    );
    if (running) return { serviceId: running.serviceId, time, state: 'booked', booking: running.slotId, continues: running.slotId };
    return worksHours(person, date, [time])
      ? { serviceId: '', time, state: 'free' }
      : { serviceId: '', time, state: 'closed', reason: 'horario' };
  });
}
