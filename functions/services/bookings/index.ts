/** The bookings capability's front door: all that other capabilities may import from it. */
export { cancelOpenedLine, finishRequestedCancellations } from './booking-cancel.ts';
export { findBooking, lineIdOf, refusalError } from './booking-records.ts';
export { queueDueReminders } from './booking-reminders.ts';
export { appointmentOf, bookedHourEntries, freeAbandonedSlots } from './booking-slots.ts';
export { cancelledEventCalendar, movedEventCalendar, reservationCalendar } from './calendar.ts';
export { movedLine, remindedLine } from './line-as-published.ts';
export { republishLineChanges } from './line-change-events.ts';
export { bookingHours, findService, serviceAvailability } from './reservations.ts';
