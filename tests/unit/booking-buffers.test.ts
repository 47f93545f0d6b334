/**
 * The one rule for the hours a booking takes (booking-hours.ts), with a service's preparation and
 * cleanup, and what follows from it: the starts offered (booking-refusal.ts), the pickers' options
 * and refusals, and the agenda's cells.
 */
import { describe, expect, it } from 'vitest';
import { buildAgendaGrid, type AgendaService, type AgendaSlot } from '../../src/domain/bookings/agenda-grid.ts';
import { pickRefusal, slotOptions } from '../../src/domain/bookings/reservation-picker.ts';
import { blockedMinutes, coveredHours, hourUse, lineBuffers, noBuffers, serviceBuffers } from '../../src/domain/schedule/booking-hours.ts';
import { bookableStarts, bookingRefusal, buffersFitDay } from '../../src/domain/schedule/booking-refusal.ts';
import { bufferMessages } from '../../src/domain/schedule/messages-buffers.ts';
import { bookingWindows, reservationRefusal, slotTimes } from '../../src/domain/schedule/schedule.ts';

// Monday 2 March 2026, 08:00 in Bogotá; appointments run 08:00 to 19:00 on weekdays, 09:00 to 16:00 on Sundays.
const NOW = new Date('2026-03-02T13:00:00Z');
const WEDNESDAY = '2026-03-04';
const SUNDAY = '2026-03-08';
const wide = bookingWindows.reservar;
const cleanup10 = { preparationMinutes: 0, cleanupMinutes: 10 };
const preparation15 = { preparationMinutes: 15, cleanupMinutes: 0 };

describe('coveredHours', () => {
  it('without buffers, takes exactly the hours it always took', () => {
    expect(coveredHours('10:00', 60)).toEqual(['10:00']);
    expect(coveredHours('10:00', 90, noBuffers)).toEqual(['10:00', '11:00']);
    expect(coveredHours('10:00', 0, noBuffers)).toEqual(['10:00']);
    expect(coveredHours('17:00', 121, noBuffers)).toEqual(['17:00', '18:00', '19:00']);
  });

  it('takes every grid hour [start − preparation, start + duration + cleanup) touches', () => {
    // The tanning: 60 minutes at 10:00 with 10 of cleanup takes 10:00 and 11:00.
    expect(coveredHours('10:00', 60, cleanup10)).toEqual(['10:00', '11:00']);
    expect(coveredHours('10:00', 60, preparation15)).toEqual(['09:00', '10:00']);
    expect(coveredHours('10:00', 45, cleanup10)).toEqual(['10:00']);
    expect(coveredHours('10:00', 50, cleanup10)).toEqual(['10:00']);
    expect(coveredHours('10:00', 90, { preparationMinutes: 60, cleanupMinutes: 30 })).toEqual(['09:00', '10:00', '11:00']);
    expect(coveredHours('10:00', 60, { preparationMinutes: 61, cleanupMinutes: 0 })).toEqual(['08:00', '09:00', '10:00']);
  });

  it('knows the customer hours from the turnover hours', () => {
    expect(blockedMinutes('10:00', 60, { preparationMinutes: 15, cleanupMinutes: 10 })).toEqual({ from: 585, to: 670 });
    expect(hourUse('09:00', '10:00', 60)).toBe('preparacion');
    expect(hourUse('10:00', '10:00', 60)).toBe('cita');
    expect(hourUse('11:00', '10:00', 60)).toBe('limpieza');
    expect(hourUse('11:00', '10:00', 90)).toBe('cita');
  });

  it('reads a service’s (or a line’s) stored buffers, and stores only those above 0', () => {
    expect(serviceBuffers({})).toEqual(noBuffers);
    expect(serviceBuffers({ servicePreparation: 15, serviceCleanup: 10 })).toEqual({ preparationMinutes: 15, cleanupMinutes: 10 });
    expect(serviceBuffers({ servicePreparation: -3, serviceCleanup: Number.NaN })).toEqual(noBuffers);
    expect(lineBuffers(noBuffers)).toEqual({});
    expect(lineBuffers(cleanup10)).toEqual({ serviceCleanup: 10 });
  });
});

describe('buffers inside the day', () => {
  it('offers only the starts whose preparation and cleanup fit the day’s hours', () => {
    expect(bookableStarts(WEDNESDAY, wide, 60)).toEqual(slotTimes(WEDNESDAY, wide, 60));
    expect(bookableStarts(WEDNESDAY, wide, 60, undefined, cleanup10).at(-1)).toBe('17:00');
    expect(bookableStarts(WEDNESDAY, wide, 60, undefined, preparation15)[0]).toBe('09:00');
    // Sunday's shorter hours (09:00 to 16:00): the cleanup ends by 16:00.
    expect(bookableStarts(SUNDAY, wide, 60, undefined, cleanup10).at(-1)).toBe('14:00');
    expect(buffersFitDay(WEDNESDAY, '18:00', 50, cleanup10)).toBe(true);
    expect(buffersFitDay(WEDNESDAY, '18:00', 51, cleanup10)).toBe(false);
  });

  it('refuses with the buffer’s own reason, and as before without buffers', () => {
    const request = { date: WEDNESDAY, stock: 5, window: wide, durationMinutes: 60 };
    expect(bookingRefusal({ ...request, time: '18:00', buffers: cleanup10 }, NOW)).toBe(bufferMessages.cleanupAfterClosing(10, '19:00'));
    expect(bookingRefusal({ ...request, time: '08:00', buffers: preparation15 }, NOW)).toBe(
      bufferMessages.preparationBeforeOpening(15, '08:00'),
    );
    expect(bookingRefusal({ ...request, time: '17:00', buffers: cleanup10 }, NOW)).toBeNull();
    for (const time of ['08:00', '18:00', '07:00']) {
      expect(bookingRefusal({ ...request, time }, NOW)).toBe(reservationRefusal({ ...request, time }, NOW));
    }
  });
});

describe('the pickers', () => {
  it('offer and refuse by the same rule as the server', () => {
    const times = slotOptions(WEDNESDAY, wide, 60, NOW, null, undefined, cleanup10).map((option) => option.time);
    expect(times.at(-1)).toBe('17:00');
    expect(slotOptions(WEDNESDAY, wide, 60, NOW, null).at(-1)?.time).toBe('18:00');
    const options = slotOptions(WEDNESDAY, wide, 60, NOW, null, undefined, cleanup10);
    const pick = { date: WEDNESDAY, time: '18:00', stock: 5, window: wide, durationMinutes: 60, options };
    expect(pickRefusal({ ...pick, buffers: cleanup10 }, NOW)).toBe(bufferMessages.cleanupAfterClosing(10, '19:00'));
    expect(pickRefusal(pick, NOW)).toBeNull();
  });
});

describe('the agenda', () => {
  const bed = { key: 'cama', name: 'Cama', capacity: 1 };
  const tanning: AgendaService = {
    _id: 'bronceado',
    name: 'Bronceado',
    category: 'Servicios',
    durationMinutes: 60,
    window: wide,
    stock: 5,
    buffers: cleanup10,
    resource: bed,
  };
  const facial: AgendaService = {
    _id: 'facial',
    name: 'Facial',
    category: 'Servicios',
    durationMinutes: 60,
    window: wide,
    stock: 5,
    buffers: preparation15,
  };
  const booked = (service: AgendaService, time: string, orderId: string, resourceKey?: string): AgendaSlot => ({
    _id: `${resourceKey ?? service._id}|${WEDNESDAY}|${time}|0`,
    serviceId: service._id,
    date: WEDNESDAY,
    time,
    state: 'booked',
    heldUntil: null,
    orderId,
    ...(resourceKey ? { resourceKey } : {}),
  });
  const line = (service: AgendaService, time: string, owner: string, buffers: Record<string, number>) => ({
    _id: owner,
    reference: `TM-${owner}`,
    status: 'confirmada',
    user: null,
    reservationDetails: [
      {
        kind: 'service' as const,
        productId: service._id,
        productName: service.name,
        category: service.category,
        lineTotal: 100_000,
        payNow: 20_000,
        reservationDate: WEDNESDAY,
        reservationTime: time,
        serviceDuration: 60,
        slotOwner: owner,
        ...buffers,
      },
    ],
    shippingInfo: { name: `Cliente ${owner}`, phone: '3001234567', address: '', city: '', neighborhood: '' },
    payment: { provider: 'sandbox' },
  });
  const grid = buildAgendaGrid({
    from: WEDNESDAY,
    to: WEDNESDAY,
    services: [tanning, facial],
    now: NOW,
    slots: [
      booked(tanning, '10:00', 'a', 'cama'),
      booked(tanning, '11:00', 'a', 'cama'),
      booked(facial, '13:00', 'b'),
      booked(facial, '14:00', 'b'),
    ],
    records: [line(tanning, '10:00', 'a', { serviceCleanup: 10 }), line(facial, '14:00', 'b', { servicePreparation: 15 })],
  });
  const cell = (service: AgendaService, time: string) =>
    grid.days[0]!.rows.find((row) => row.time === time)!.cells.find((candidate) => candidate.serviceId === service._id)!;

  it('shows the booking at its start and the hours its cleanup or preparation takes as its own', () => {
    expect(grid.bookings.map((found) => [found.time, found.buffers])).toEqual([
      ['10:00', cleanup10],
      ['14:00', preparation15],
    ]);
    expect(cell(tanning, '11:00')).toMatchObject({ state: 'booked', continues: 'cama|2026-03-04|10:00|0', buffer: 'limpieza' });
    expect(cell(facial, '13:00')).toMatchObject({ state: 'booked', continues: 'facial|2026-03-04|14:00|0', buffer: 'preparacion' });
    expect(cell(facial, '14:00')).toMatchObject({ state: 'booked', booking: 'facial|2026-03-04|14:00|0' });
  });

  it('closes the starts whose turnover would need a taken hour', () => {
    expect(cell(tanning, '09:00')).toMatchObject({ state: 'closed', reason: 'sin-espacio' });
    expect(cell(tanning, '12:00').state).toBe('free');
    expect(cell(tanning, '18:00')).toMatchObject({ state: 'closed', reason: 'horario' });
    expect(cell(facial, '15:00')).toMatchObject({ state: 'closed', reason: 'sin-espacio' });
    expect(cell(facial, '16:00').state).toBe('free');
  });
});
