/**
 * The owner's agenda as a grid: for each Bogotá day and each hour from 08:00 to 18:00, what each
 * service's hour is — free, held by a checkout (with the minutes left), booked (who, what, how
 * long, paid or balance due, online or by phone, at home), or closed. Free and closed say exactly
 * what a phone reservation would be told (`reservationRefusal` of schedule.ts, the 'reservar'
 * window the phone form books on, and whether every hour the booking would run through is free); a
 * held or booked hour is whatever its slot document says, a long booking's later hours its continuation.
 */
import { defaultBusinessHours, exceptionOn, type BusinessHours, type DayHours } from './business-hours.ts';
import { isHomeServiceCategory } from './catalogue.ts';
import { AGENDA_MAX_DAYS } from './limits.ts';
import { lineFigures } from './payment-figures.ts';
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
  slotTimes,
  weekdayOf,
} from './schedule.ts';

/** The grid's rows: the hours of the /reservar window, 08:00 to 18:00. */
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
  stock: number;
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
  cancelledAt?: string | undefined;
  /** The owner's notes of a reservation taken by phone. */
  notes?: string | undefined;
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
  /** The slot's id (`serviceId|date|time`): the cells name their booking by it. */
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
}

/**
 * One service's hour. `continues` names the booking (its start's slot id) whose time runs through
 * this hour: such an hour is 'booked' with that same booking (its continuation, not a booking of
 * its own), or — for a booking stored before bookings took all their hours — whatever its slot says.
 */
export type AgendaCell = { serviceId: string; time: string; continues?: string } & (
  | { state: 'free' }
  | { state: 'held'; minutesLeft: number }
  | { state: 'booked'; booking: string }
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
  if (!slotTimes(date, 'reservar', service.durationMinutes, hours).includes(time)) return 'horario';
  if (isPastSlot(date, time, now)) return 'pasada';
  return service.stock <= 0 ? 'sin-cupo' : null;
}

/** The reason of an owner's closure on a date (not a special day, which is open). */
function closureReasonOn(hours: BusinessHours, date: string): string | null {
  const exception = exceptionOn(hours, date);
  return exception && !exception.hours ? exception.reason : null;
}

const slotKey = (serviceId: string, date: string, time: string) => `${serviceId}|${date}|${time}`;

/** The record line behind each booked hour, by slot id (a cancelled line or record gave its hour back). */
function appointmentsBySlot(records: readonly AgendaRecord[]) {
  const found = new Map<string, { record: AgendaRecord; line: AgendaRecordLine }>();
  for (const record of records) {
    if (record.status === 'cancelada') continue;
    for (const line of record.reservationDetails) {
      if (line.kind !== 'service' || line.cancelledAt || !line.reservationDate || !line.reservationTime) continue;
      const key = slotKey(line.productId, line.reservationDate, line.reservationTime);
      if (!found.has(key)) found.set(key, { record, line });
    }
  }
  return found;
}

function bookingOf(
  slot: AgendaSlot,
  service: AgendaService,
  appointment: { record: AgendaRecord; line: AgendaRecordLine } | undefined,
): AgendaBooking {
  const record = appointment?.record;
  const line = appointment?.line;
  const money = line ? lineFigures(line) : undefined;
  const durationMinutes = line?.serviceDuration ?? service.durationMinutes;
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
  const appointments = appointmentsBySlot(records);
  const live = new Map<string, AgendaSlot>();
  const bookings = new Map<string, AgendaBooking>();
  // The later hours a long booking runs through, by the cell they cover: its start and its owner.
  const continuing = new Map<string, { start: string; orderId: string | undefined }>();
  // Booked hours that are a booking's continuation (the same owner as its start), not bookings.
  const continuation = new Set<string>();
  const inOrder = [...slots].sort((a, b) => a._id.localeCompare(b._id));
  for (const slot of inOrder) {
    const service = serviceById.get(slot.serviceId);
    if (!service) continue;
    // An expired hold is free: the next checkout or phone call may take it over.
    if (slot.state === 'held' && (slot.heldUntil === null || new Date(slot.heldUntil) <= now)) continue;
    live.set(slot._id, slot);
    if (slot.state !== 'booked') continue;
    const covering = continuing.get(slot._id);
    if (covering && covering.orderId === slot.orderId && !appointments.has(slot._id)) {
      continuation.add(slot._id);
      continue;
    }
    const booking = bookingOf(slot, service, appointments.get(slot._id));
    bookings.set(slot._id, booking);
    for (const hour of coveredHours(booking.time, booking.durationMinutes).slice(1)) {
      continuing.set(slotKey(booking.serviceId, booking.date, hour), { start: booking.slotId, orderId: slot.orderId });
    }
  }
  /** Whether a phone reservation starting here would find every hour it runs through free. */
  const roomFor = (service: AgendaService, date: string, time: string) =>
    coveredHours(time, service.durationMinutes).every((hour) => !live.has(slotKey(service._id, date, hour)));
  const cellOf = (service: AgendaService, date: string, time: string): AgendaCell => {
    const key = slotKey(service._id, date, time);
    const covering = continuing.get(key)?.start;
    const base = { serviceId: service._id, time, ...(covering ? { continues: covering } : {}) };
    if (covering && continuation.has(key)) return { ...base, state: 'booked', booking: covering };
    const slot = live.get(key);
    if (slot?.state === 'booked') return { ...base, state: 'booked', booking: key };
    if (slot?.state === 'held') {
      const left = Math.ceil((new Date(slot.heldUntil ?? now).getTime() - now.getTime()) / 60_000);
      return { ...base, state: 'held', minutesLeft: Math.max(1, left) };
    }
    const reason = closedReason(service, date, time, now, hours) ?? (roomFor(service, date, time) ? null : 'sin-espacio');
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
