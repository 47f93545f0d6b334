import { describe, expect, it } from 'vitest';
import {
  agendaDates,
  agendaHours,
  buildAgendaGrid,
  type AgendaCell,
  type AgendaGrid,
  type AgendaRecord,
  type AgendaService,
  type AgendaSlot,
} from '../../src/domain/bookings/agenda-grid.ts';
import { reservationRefusal, bookingWindows } from '../../src/domain/schedule/schedule.ts';

// Monday 2 March 2026, 08:00 in Bogotá.
const NOW = new Date('2026-03-02T13:00:00Z');
const WEDNESDAY = '2026-03-04';

// The grid's services start on the widest window, 08:00 to 18:00 (one without a window starts 09:00 to 13:00).
const wide = bookingWindows.reservar;
const facial: AgendaService = {
  _id: 'facial',
  name: 'Limpieza facial',
  category: 'Servicios',
  durationMinutes: 60,
  window: wide,
  stock: 5,
};
const massage: AgendaService = {
  _id: 'masaje',
  name: 'Masaje en casa',
  category: 'Servicios-Home',
  durationMinutes: 120,
  window: wide,
  stock: 5,
};
const paused: AgendaService = { _id: 'pausado', name: 'Bronceado', category: 'Servicios', durationMinutes: 30, window: wide, stock: 0 };
const services = [facial, massage, paused];

const slot = (
  service: AgendaService,
  date: string,
  time: string,
  state: AgendaSlot['state'],
  heldUntil: Date | null = null,
): AgendaSlot => ({
  _id: `${service._id}|${date}|${time}`,
  serviceId: service._id,
  date,
  time,
  state,
  heldUntil,
});

const record = (id: string, service: AgendaService, date: string, time: string, extra: Partial<AgendaRecord> = {}): AgendaRecord => ({
  _id: id,
  reference: `TM-${id}`,
  status: 'confirmada',
  user: null,
  reservationDetails: [
    {
      kind: 'service',
      productId: service._id,
      productName: service.name,
      category: service.category,
      lineTotal: 100_000,
      payNow: 20_000,
      reservationDate: date,
      reservationTime: time,
      serviceDuration: service.durationMinutes,
    },
  ],
  shippingInfo: { name: `Cliente ${id}`, phone: '3001234567', address: 'Calle 10 # 43-20', city: 'Medellín', neighborhood: 'El Poblado' },
  payment: { provider: 'sandbox' },
  ...extra,
});

const cellAt = (grid: AgendaGrid, date: string, time: string, service: AgendaService): AgendaCell => {
  const day = grid.days.find((candidate) => candidate.date === date)!;
  const row = day.rows.find((candidate) => candidate.time === time)!;
  return row.cells.find((cell) => cell.serviceId === service._id)!;
};

describe('the agenda grid', () => {
  const grid = buildAgendaGrid({
    from: '2026-03-01',
    to: '2026-03-07',
    services,
    now: NOW,
    slots: [
      slot(facial, WEDNESDAY, '09:00', 'booked'),
      slot(facial, WEDNESDAY, '10:00', 'held', new Date(NOW.getTime() + 7.5 * 60_000)),
      slot(facial, WEDNESDAY, '11:00', 'held', new Date(NOW.getTime() - 60_000)),
      slot(massage, WEDNESDAY, '10:00', 'booked'),
    ],
    records: [
      record('a', facial, WEDNESDAY, '09:00', {
        payment: { provider: 'manual' },
        reservationDetails: [
          { ...record('a', facial, WEDNESDAY, '09:00').reservationDetails[0]!, payNow: 0, notes: 'Prefiere la camilla 2' },
        ],
      }),
      record('b', massage, WEDNESDAY, '10:00', { user: { name: 'Ana Cuenta', tel: '3110000000' } }),
      // A cancelled record gave its hour back: it never names a booking.
      record('c', facial, WEDNESDAY, '09:00', { status: 'cancelada' }),
    ],
  });

  it('has a row per hour from 08:00 to 18:00 and a cell per service, for every day of the range', () => {
    expect(agendaHours).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(grid.days.map((day) => day.date)).toEqual(agendaDates('2026-03-01', '2026-03-07'));
    expect(grid.days).toHaveLength(7);
    for (const day of grid.days) expect(day.rows.every((row) => row.cells.length === services.length)).toBe(true);
  });

  it('tells a booking by its record: customer and phone, the phone notes, length, what is due, phone or online, at home with the address', () => {
    expect(cellAt(grid, WEDNESDAY, '09:00', facial)).toMatchObject({ state: 'booked', booking: `facial|${WEDNESDAY}|09:00` });
    const [byPhone, atHome] = grid.bookings;
    expect(byPhone).toMatchObject({
      customer: 'Cliente a',
      phone: '3001234567',
      notes: 'Prefiere la camilla 2',
      recordId: 'a',
      channel: 'telefono',
      paid: 0,
      balance: 100_000,
      hours: 1,
      endTime: '10:00',
      homeAddress: null,
    });
    expect(atHome).toMatchObject({
      customer: 'Ana Cuenta',
      phone: '3110000000',
      notes: '',
      channel: 'online',
      paid: 20_000,
      balance: 80_000,
      durationMinutes: 120,
      hours: 2,
      endTime: '12:00',
    });
    expect(atHome?.homeAddress).toBe('Calle 10 # 43-20, El Poblado, Medellín');
  });

  it('shows a long booking’s later hours as its continuation: booked by that booking, not a booking of their own', () => {
    const THURSDAY = '2026-03-05';
    const owned = (service: AgendaService, time: string, orderId: string) => ({ ...slot(service, THURSDAY, time, 'booked'), orderId });
    const long = buildAgendaGrid({
      from: THURSDAY,
      to: THURSDAY,
      services,
      now: NOW,
      slots: [owned(massage, '14:00', 'o1'), owned(massage, '15:00', 'o1'), owned(massage, '16:00', 'o2')],
      records: [record('d', massage, THURSDAY, '14:00'), record('e', massage, THURSDAY, '16:00')],
    });
    const start = `masaje|${THURSDAY}|14:00`;
    expect(cellAt(long, THURSDAY, '14:00', massage)).toMatchObject({ state: 'booked', booking: start });
    expect(cellAt(long, THURSDAY, '15:00', massage)).toMatchObject({ state: 'booked', booking: start, continues: start });
    // The next booking right after is its own, with another owner.
    expect(cellAt(long, THURSDAY, '16:00', massage)).toMatchObject({ state: 'booked', booking: `masaje|${THURSDAY}|16:00` });
    expect(long.bookings.map((booking) => booking.time)).toEqual(['14:00', '16:00']);
    // 13:00 is free itself, but a two-hour booking there would run into 14:00: not offered by phone.
    expect(cellAt(long, THURSDAY, '13:00', massage)).toMatchObject({ state: 'closed', reason: 'sin-espacio' });
    expect(cellAt(long, THURSDAY, '12:00', massage).state).toBe('free');
    expect(cellAt(long, THURSDAY, '15:00', facial).state).toBe('free');
  });

  it('a booking stored with its start hour alone: its later hour keeps its own state, with a note', () => {
    expect(cellAt(grid, WEDNESDAY, '11:00', massage)).toMatchObject({ state: 'free', continues: `masaje|${WEDNESDAY}|10:00` });
    expect(cellAt(grid, WEDNESDAY, '12:00', massage).continues).toBeUndefined();
  });

  it('shows a live hold with its minutes left; an expired one is free', () => {
    expect(cellAt(grid, WEDNESDAY, '10:00', facial)).toMatchObject({ state: 'held', minutesLeft: 8 });
    expect(cellAt(grid, WEDNESDAY, '11:00', facial)).toMatchObject({ state: 'free' });
  });

  it('closes Tuesdays, the hours a service would end after closing, and a service without places', () => {
    expect(
      grid.days
        .find((day) => day.date === '2026-03-03')!
        .rows.every((row) => row.cells.every((cell) => cell.state === 'closed' && cell.reason === 'martes')),
    ).toBe(true);
    // A 120-minute service ends by 19:00: 17:00 is its last start.
    expect(cellAt(grid, WEDNESDAY, '17:00', massage).state).toBe('free');
    expect(cellAt(grid, WEDNESDAY, '18:00', massage)).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(cellAt(grid, WEDNESDAY, '18:00', facial).state).toBe('free');
    expect(cellAt(grid, WEDNESDAY, '12:00', paused)).toMatchObject({ state: 'closed', reason: 'sin-cupo' });
  });

  it('keeps Sundays to 9:00–16:00: closed before 9:00 and from 16:00, and a long service ends by 16:00', () => {
    const sunday = '2026-03-08';
    const week = buildAgendaGrid({ from: sunday, to: sunday, services, slots: [], records: [], now: NOW });
    expect(cellAt(week, sunday, '08:00', facial)).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(cellAt(week, sunday, '15:00', facial).state).toBe('free');
    expect(cellAt(week, sunday, '16:00', facial)).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(cellAt(week, sunday, '14:00', massage).state).toBe('free');
    expect(cellAt(week, sunday, '15:00', massage)).toMatchObject({ state: 'closed', reason: 'horario' });
  });

  it('is free exactly where a phone reservation would be taken, and past hours are closed', () => {
    const later = new Date('2026-03-04T15:30:00Z'); // Wednesday 10:30 in Bogotá
    const seen = buildAgendaGrid({ from: '2026-03-01', to: '2026-03-31', services, slots: [], records: [], now: later });
    expect(seen.days).toHaveLength(31);
    for (const day of seen.days) {
      for (const row of day.rows) {
        for (const cell of row.cells) {
          const service = services.find((candidate) => candidate._id === cell.serviceId)!;
          const refusal = reservationRefusal(
            {
              date: day.date,
              time: row.time,
              stock: service.stock,
              window: bookingWindows.reservar,
              durationMinutes: service.durationMinutes,
            },
            later,
          );
          expect(cell.state === 'free', `${day.date} ${row.time} ${service._id}`).toBe(refusal === null);
        }
      }
    }
    expect(cellAt(seen, WEDNESDAY, '10:00', facial)).toMatchObject({ state: 'closed', reason: 'pasada' });
    expect(cellAt(seen, '2026-03-02', '12:00', facial)).toMatchObject({ state: 'closed', reason: 'pasada' });
  });
});
