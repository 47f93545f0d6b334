/**
 * The owner's agenda as a grid: for each Bogotá day and each hour from 08:00 to 18:00, what each
 * service's hour is — free, held by a checkout (with the minutes left), booked (who, what, how
 * long, paid or balance due, online or by phone, at home), or closed. Free and closed say exactly
 * what a phone reservation would be told (`reservationRefusal` of schedule.ts, the service's own
 * start window, and whether every hour the booking would run through is free); a
 * held or booked hour is whatever its slot document says, a long booking's later hours its continuation
 * (and so are the hours only its preparation or cleanup takes, marked as such: booking-hours.ts).
 */
import { hourUse, serviceBuffers, type ServiceBuffers } from '../schedule/booking-hours.ts';
import { bookableStarts } from '../schedule/booking-refusal.ts';
import { defaultBusinessHours, exceptionOn, type BusinessHours, type DayHours } from '../schedule/business-hours.ts';
import { isHomeServiceCategory } from '../catalogue/catalogue.ts';
import { AGENDA_MAX_DAYS } from '../shared/limits.ts';
import { lineFigures } from '../money/payment-figures.ts';
import {
  addDays,
  appointmentHoursOn,
  bookingWindows,
  coveredHours,
  dayStatus,
  holidayName,
  hourLabel,
  isPastSlot,
  isShortDay,
  weekdayOf,
  type BookingWindow,
} from '../schedule/schedule.ts';

/** The grid's rows: the widest start window a service may have, 08:00 to 18:00. */
export const agendaHours: readonly string[] = Array.from(
  { length: bookingWindows.reservar.lastHour - bookingWindows.reservar.firstHour + 1 },
  (_, index) => hourLabel(bookingWindows.reservar.firstHour + index),
);

/**
 * Why nobody can book an hour: Tuesday, outside the day's hours (or ending after closing), past,
 * too far ahead, the service is off, or ('sin-espacio') a later hour the booking would run through is taken.
 */
export type AgendaClosedReason = 'martes' | 'horario' | 'pasada' | 'lejana' | 'sin-cupo' | 'sin-espacio';

export interface AgendaService {
  _id: string;
  name: string;
  category: string;
  durationMinutes: number;
  /** The hours it may start at (schedule.ts `serviceBookingWindow`); missing: the spec's 09:00 to 13:00. */
  window?: BookingWindow | undefined;
  stock: number;
  /** Its preparation and cleanup minutes; missing: none. */
  buffers?: ServiceBuffers | undefined;
  /** The shared resource its bookings count against (src/domain/bookings/resources.ts); missing: one of its own, one place. */
  resource?: { key: string; name: string; capacity: number } | undefined;
}

/** A slot document as the grid reads it. */
export interface AgendaSlot {
  _id: string;
  serviceId: string;
  date: string;
  time: string;
  state: 'held' | 'booked';
  heldUntil: Date | string | null;
  /** The payment order (or record) that holds it: a long booking's hours share it. */
  orderId?: string | undefined;
  /** The resource whose unit it is; missing on slots stored before resources (their service's own). */
  resourceKey?: string | undefined;
}

/** A record's appointment line as the grid reads it. */
export interface AgendaRecordLine {
  kind: 'product' | 'service';
  productId: string;
  productName: string;
  category: string;
  lineTotal: number;
  payNow: number;
  reservationDate?: string | undefined;
  reservationTime?: string | undefined;
  serviceDuration?: number | undefined;
  /** The preparation and cleanup minutes it was booked with; missing: none. */
  servicePreparation?: number | undefined;
  serviceCleanup?: number | undefined;
  cancelledAt?: string | undefined;
  /** The owner's notes of a reservation taken by phone. */
  notes?: string | undefined;
  /** The person it is with (src/domain/staff/staff.ts); missing when its service has no people. */
  staffId?: string | undefined;
  staffName?: string | undefined;
  /** The `orderId` of its hours' slots: which of several bookings of one hour is this line's. */
  slotOwner?: string | undefined;
}

export interface AgendaRecord {
  _id: string;
  reference: string;
  status: string;
  user: { name: string; tel: string } | null;
  reservationDetails: readonly AgendaRecordLine[];
  shippingInfo: { name: string; phone: string; address: string; city: string; neighborhood: string };
  payment: { provider: string };
}

/** A booked hour, told the way the front desk needs it. */
export interface AgendaBooking {
  /** The slot's id (its resource's unit of the hour): the cells name their booking by it. */
  slotId: string;
  serviceId: string;
  serviceName: string;
  date: string;
  time: string;
  /** When it ends, "HH:mm" (later than 18:00 for a long service at the end of the day). */
  endTime: string;
  durationMinutes: number;
  /** How many of the grid's hours it covers (1 for an hour or less). */
  hours: number;
  /** Its resource's preparation before and cleanup after, when it has any (the hours they take are its continuation too). */
  buffers?: ServiceBuffers;
  /** Null when the slot is booked but no record names it yet (a payment still being written). */
  recordId: string | null;
  reference: string | null;
  recordStatus: string | null;
  customer: string;
  phone: string;
  /** The owner's notes of a phone reservation; empty when there are none. */
  notes: string;
  paid: number;
  balance: number;
  channel: 'online' | 'telefono';
  /** "A domicilio": the address the service is done at; null at the shop. */
  homeAddress: string | null;
  /** The person it is with; missing when its service has no people. */
  staffId?: string;
  staffName?: string;
}

/**
 * One service's hour. `continues` names the booking (its start's slot id) whose time runs through
 * this hour: such an hour is 'booked' with that same booking (its continuation, not a booking of
 * its own), or — for a booking stored before bookings took all their hours — whatever its slot says.
 */
export type AgendaCell = {
  serviceId: string;
  time: string;
  continues?: string;
  /** An hour the booking it continues takes only for its preparation or cleanup (the customer is not there). */
  buffer?: 'preparacion' | 'limpieza';
  /** A service on a shared resource: how many of its places the hour uses, whichever services took them (2 / 3). */
  use?: { used: number; capacity: number };
} & (
  | { state: 'free' }
  | { state: 'held'; minutesLeft: number }
  /** `also`: more bookings of the same service in that hour (a resource with several places). */
  | { state: 'booked'; booking: string; also?: string[] }
  | { state: 'closed'; reason: AgendaClosedReason }
);

export interface AgendaDay {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  holiday: string | null;
  shortDay: boolean;
  /** Whether the shop takes no appointments that day (a closed weekday or holiday, or an owner's closure). */
  closed: boolean;
  /** The reason of the owner's closure that day, if any. */
  closure: string | null;
  /** The day's appointment hours (null when closed), for the short day's note. */
  hours: DayHours | null;
  /** One row per hour of `agendaHours`, each with one cell per service, in the services' order. */
  rows: { time: string; cells: AgendaCell[] }[];
}

export interface AgendaGrid {
  from: string;
  to: string;
  days: AgendaDay[];
  bookings: AgendaBooking[];
}

/** Every date from `from` to `to`, both included (at most AGENDA_MAX_DAYS). */
export function agendaDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < AGENDA_MAX_DAYS; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Why a phone reservation of the service at that hour would be refused; null when it would be taken. */
export function closedReason(
  service: AgendaService,
  date: string,
  time: string,
  now: Date,
  hours: BusinessHours = defaultBusinessHours,
): AgendaClosedReason | null {
  const status = dayStatus(date, now, hours);
  if (status.closed)
    return status.reason === 'martes'
      ? 'martes'
      : status.reason === 'pasado'
        ? 'pasada'
        : status.reason === 'lejano'
          ? 'lejana'
          : 'horario';
  if (!bookableStarts(date, service.window ?? bookingWindows.tarjeta, service.durationMinutes, hours, service.buffers).includes(time))
    return 'horario';
  if (isPastSlot(date, time, now)) return 'pasada';
  return service.stock <= 0 ? 'sin-cupo' : null;
}

/** The reason of an owner's closure on a date (not a special day, which is open). */
function closureReasonOn(hours: BusinessHours, date: string): string | null {
  const exception = exceptionOn(hours, date);
  return exception && !exception.hours ? exception.reason : null;
}

const slotKey = (serviceId: string, date: string, time: string) => `${serviceId}|${date}|${time}`;

type Appointment = { record: AgendaRecord; line: AgendaRecordLine };

/** The record lines behind each service's hour (a cancelled line or record gave its hour back). */
function appointmentsByHour(records: readonly AgendaRecord[]) {
  const found = new Map<string, Appointment[]>();
  for (const record of records) {
    if (record.status === 'cancelada') continue;
    for (const line of record.reservationDetails) {
      if (line.kind !== 'service' || line.cancelledAt || !line.reservationDate || !line.reservationTime) continue;
      const key = slotKey(line.productId, line.reservationDate, line.reservationTime);
      found.set(key, [...(found.get(key) ?? []), { record, line }]);
    }
  }
  return found;
}

/** The line a booked start belongs to: the one naming the slot's owner, else an older line (which names none). */
const appointmentOf = (candidates: readonly Appointment[] | undefined, slot: AgendaSlot) =>
  candidates?.find((found) => found.line.slotOwner === slot.orderId) ?? candidates?.find((found) => !found.line.slotOwner);

function bookingOf(slot: AgendaSlot, service: AgendaService, appointment: Appointment | undefined): AgendaBooking {
  const record = appointment?.record;
  const line = appointment?.line;
  const money = line ? lineFigures(line) : undefined;
  const durationMinutes = line?.serviceDuration ?? service.durationMinutes;
  const buffers = line ? serviceBuffers(line) : (service.buffers ?? serviceBuffers({}));
  const turnover = buffers.preparationMinutes > 0 || buffers.cleanupMinutes > 0 ? { buffers } : {};
  const info = record?.shippingInfo;
  const home = line ? isHomeServiceCategory(line.category) : isHomeServiceCategory(service.category);
  return {
    slotId: slot._id,
    serviceId: service._id,
    serviceName: line?.productName ?? service.name,
    date: slot.date,
    time: slot.time,
    endTime: timeOf(minutesOf(slot.time) + durationMinutes),
    durationMinutes,
    hours: Math.max(1, Math.ceil(durationMinutes / 60)),
    ...turnover,
    recordId: record?._id ?? null,
    reference: record?.reference ?? null,
    recordStatus: record?.status ?? null,
    customer: record ? (record.user?.name ?? info?.name ?? '') : '',
    phone: record ? record.user?.tel || info?.phone || '' : '',
    notes: line?.notes ?? '',
    paid: money?.paid ?? 0,
    balance: money?.balance ?? 0,
    channel: record?.payment.provider === 'manual' ? 'telefono' : 'online',
    homeAddress: home && info ? [info.address, info.neighborhood, info.city].filter(Boolean).join(', ') : null,
    ...(line?.staffId ? { staffId: line.staffId, staffName: line.staffName ?? '' } : {}),
  };
}

export interface AgendaInput {
  from: string;
  to: string;
  services: readonly AgendaService[];
  slots: readonly AgendaSlot[];
  records: readonly AgendaRecord[];
  now: Date;
  /** The owner's hours (today's by default). */
  hours?: BusinessHours;
}

/** The grid of the range for the services given, from their slot documents and the records of those days. */
export function buildAgendaGrid({ from, to, services, slots, records, now, hours = defaultBusinessHours }: AgendaInput): AgendaGrid {
  const serviceById = new Map(services.map((service) => [service._id, service]));
  const appointments = appointmentsByHour(records);
  // Each service's hour (`slotKey` of the service) with its first live slot, a booking before a hold.
  const live = new Map<string, AgendaSlot>();
  // More bookings of the same service's hour, by their slot ids.
  const more = new Map<string, string[]>();
  // Live units of each resource's hour (`slotKey` of the resource).
  const used = new Map<string, number>();
  const bookings = new Map<string, AgendaBooking>();
  // The other hours bookings take (later hours, preparation, cleanup), by the cell they cover: each start, its owner, and the hour's use.
  const continuing = new Map<string, { start: string; orderId: string | undefined; buffer?: 'preparacion' | 'limpieza' }[]>();
  // Booked hours that are a booking's continuation (the same owner as its start), not bookings.
  const continuation = new Map<string, string>();
  const inOrder = [...slots].sort((a, b) => `${a.date} ${a.time} ${a._id}`.localeCompare(`${b.date} ${b.time} ${b._id}`));
  /** Marks the other hours a booking takes as its continuation (a preparation's hour comes before its start). */
  const cover = (booking: AgendaBooking, orderId: string | undefined) => {
    const buffers = booking.buffers ?? serviceBuffers({});
    for (const hour of coveredHours(booking.time, booking.durationMinutes, buffers)) {
      if (hour === booking.time) continue;
      const use = hourUse(hour, booking.time, booking.durationMinutes);
      const cell = slotKey(booking.serviceId, booking.date, hour);
      const entry = { start: booking.slotId, orderId, ...(use === 'cita' ? {} : { buffer: use }) };
      continuing.set(cell, [...(continuing.get(cell) ?? []), entry]);
    }
  };
  // Bookings with buffers first: the hours their preparation takes come before their start.
  for (const slot of inOrder) {
    if (slot.state !== 'booked') continue;
    const service = serviceById.get(slot.serviceId);
    const key = slotKey(slot.serviceId, slot.date, slot.time);
    const line = appointmentOf(appointments.get(key), slot);
    if (!service || !line || (line.line.slotOwner ?? slot.orderId) !== slot.orderId || !line.line.servicePreparation) continue;
    const booking = bookingOf(slot, service, line);
    bookings.set(slot._id, booking);
    cover(booking, slot.orderId);
  }
  for (const slot of inOrder) {
    // An expired hold is free: the next checkout or phone call may take it over.
    if (slot.state === 'held' && (slot.heldUntil === null || new Date(slot.heldUntil) <= now)) continue;
    const useKey = slotKey(slot.resourceKey ?? slot.serviceId, slot.date, slot.time);
    used.set(useKey, (used.get(useKey) ?? 0) + 1);
    const service = serviceById.get(slot.serviceId);
    if (!service) continue;
    const key = slotKey(slot.serviceId, slot.date, slot.time);
    if (slot.state !== 'booked') {
      if (!live.has(key)) live.set(key, slot);
      continue;
    }
    const covering = continuing.get(key)?.find((candidate) => candidate.orderId === slot.orderId);
    // A line starting at this hour with this slot's owner (or an older line, which names none) makes it a booking.
    const startsHere = appointments.get(key)?.some((found) => (found.line.slotOwner ?? slot.orderId) === slot.orderId);
    if (covering && !startsHere) {
      continuation.set(key, covering.start);
      continue;
    }
    const early = bookings.get(slot._id);
    const booking = early ?? bookingOf(slot, service, appointmentOf(appointments.get(key), slot));
    bookings.set(slot._id, booking);
    if (live.get(key)?.state === 'booked') more.set(key, [...(more.get(key) ?? []), slot._id]);
    else live.set(key, slot);
    if (!early) cover(booking, slot.orderId);
  }
  const target = (service: AgendaService) => service.resource ?? { key: service._id, capacity: 1 };
  const unitsLeft = (service: AgendaService, date: string, hour: string) =>
    target(service).capacity - (used.get(slotKey(target(service).key, date, hour)) ?? 0);
  /** Whether a phone reservation starting here would find a place in every later hour it runs through. */
  const roomFor = (service: AgendaService, date: string, time: string) =>
    coveredHours(time, service.durationMinutes, service.buffers).every((hour) => unitsLeft(service, date, hour) > 0);
  const cellOf = (service: AgendaService, date: string, time: string): AgendaCell => {
    const key = slotKey(service._id, date, time);
    const covering = continuing.get(key)?.[0]?.start;
    const use = service.resource
      ? { use: { used: used.get(slotKey(service.resource.key, date, time)) ?? 0, capacity: service.resource.capacity } }
      : {};
    const also = more.has(key) ? { also: more.get(key)! } : {};
    const base = { serviceId: service._id, time, ...(covering ? { continues: covering } : {}), ...use };
    const continued = continuation.get(key);
    const only = continuing.get(key)?.find((candidate) => candidate.start === continued)?.buffer;
    const turnover = only ? { buffer: only } : {};
    if (continued) return { ...base, ...turnover, state: 'booked', booking: continued, ...also };
    const slot = live.get(key);
    if (slot?.state === 'booked') return { ...base, state: 'booked', booking: slot._id, ...also };
    if (slot?.state === 'held') {
      const left = Math.ceil((new Date(slot.heldUntil ?? now).getTime() - now.getTime()) / 60_000);
      return { ...base, state: 'held', minutesLeft: Math.max(1, left) };
    }
    const full = unitsLeft(service, date, time) <= 0 ? 'sin-cupo' : null;
    const reason = closedReason(service, date, time, now, hours) ?? full ?? (roomFor(service, date, time) ? null : 'sin-espacio');
    return reason ? { ...base, state: 'closed', reason } : { ...base, state: 'free' };
  };
  const days = agendaDates(from, to).map((date) => ({
    date,
    weekday: weekdayOf(date),
    holiday: holidayName(date),
    shortDay: isShortDay(date, hours),
    closed: appointmentHoursOn(date, hours) === null,
    closure: closureReasonOn(hours, date),
    hours: appointmentHoursOn(date, hours),
    rows: agendaHours.map((time) => ({ time, cells: services.map((service) => cellOf(service, date, time)) })),
  }));
  const ordered = [...bookings.values()].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return { from, to, days, bookings: ordered };
}
