/**
 * The sweeper drops the people's hours (services/staff sweepStaffHours) of past dates, and the ones
 * whose unit is gone; an upcoming hour whose unit still holds it stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { staffHourId } from '../../src/domain/staff/staff.ts';
import { bookAppointment } from './booking-helpers.ts';
import { createHarness, type Harness } from './helpers.ts';
import { createService } from './resource-helpers.ts';
import { addPeople } from './staff-helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-02T15:00:00Z');

let harness: Harness;
let admin: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

describe('the sweeper and the people’s hours', () => {
  it('drops the hours of past dates and of units gone, keeps an upcoming hour still booked', async () => {
    const service = await createService(harness, admin);
    const [rosa] = await addPeople(harness, admin, [{ name: 'Rosa (barrido)', serviceIds: [service._id] }]);
    await bookAppointment(harness, service, '2026-03-04', '10:00');
    await bookAppointment(harness, service, '2026-03-05', '10:00');
    const hours = harness.deps.store.collection('staffHours');
    const booked = staffHourId(rosa!._id, '2026-03-05', '10:00');
    const gone = staffHourId(rosa!._id, '2026-03-05', '11:00');
    // An hour whose unit is gone: its slot was deleted without it.
    await hours.insertOne({
      _id: gone,
      staffId: rosa!._id,
      date: '2026-03-05',
      time: '11:00',
      slotId: 'unidad-que-ya-no-existe',
      token: 'ficha',
      createdAt: NOW,
    });

    expect((await runSweep(harness.deps)).staffHoursDropped).toBe(1);
    expect(await hours.findOne({ _id: gone })).toBeNull();
    expect(await hours.findOne({ _id: booked })).not.toBeNull();

    // Thursday 5 March: Wednesday's hour is past and goes; Thursday's booked hour stays.
    harness.setNow(new Date('2026-03-05T13:00:00Z'));
    expect((await runSweep(harness.deps)).staffHoursDropped).toBe(1);
    expect(await hours.findOne({ _id: staffHourId(rosa!._id, '2026-03-04', '10:00') })).toBeNull();
    expect(await hours.findOne({ _id: booked })).not.toBeNull();
    expect((await runSweep(harness.deps)).staffHoursDropped).toBe(0);
  });
});
