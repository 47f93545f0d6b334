/**
 * A move must give the new hour the same 24 hours' notice a change needs: an appointment moved
 * into the next 24 hours could no longer be cancelled or changed by the customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../src/domain/bookings/messages-bookings.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, cancel, findService, readBooking, reschedule } from './booking-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const NOW = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Bogotá
const THURSDAY = '2026-03-05';
const SATURDAY = '2026-03-07';

let harness: Harness;
let service: Product;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  service = await findService(harness);
});
afterAll(() => harness.close());

const slotOf = (date: string, time: string) => harness.deps.store.collection('slots').findOne({ _id: `${service._id}|${date}|${time}` });

describe('moving an appointment into the next 24 hours', () => {
  it('refuses a new hour less than 24 hours ahead with the reason, and changes nothing', async () => {
    const booked = await bookAppointment(harness, service, SATURDAY, '10:00');
    for (const time of ['08:00', '09:00']) {
      const response = await reschedule(harness, booked, THURSDAY, time);
      expect(response.status, time).toBe(400);
      expect((await body(response)).message).toBe(bookingMessages.newHourTooSoon(24));
    }
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({
      reservationDate: SATURDAY,
      reservationTime: '10:00',
      reschedulesLeft: 2,
    });
    expect(await slotOf(THURSDAY, '09:00')).toBeNull();
    expect((await slotOf(SATURDAY, '10:00'))?.state).toBe('booked');
  });

  it('accepts a new hour exactly 24 hours ahead, which the customer can still cancel', async () => {
    const booked = await bookAppointment(harness, service, SATURDAY, '11:00');
    const moved = await reschedule(harness, booked, THURSDAY, '10:00');
    expect(moved.status).toBe(200);
    expect((await slotOf(THURSDAY, '10:00'))?.state).toBe('booked');
    expect((await cancel(harness, booked)).status).toBe(200);
  });
});
