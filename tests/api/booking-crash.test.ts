/**
 * A move or a cancellation whose request died between two writes: the hours it listed on the
 * record to give back are freed by the sweeper after the grace period, once, and never an hour
 * somebody else has booked since; a cancellation asked for (perhaps already refunded) is finished
 * with the same refund. The states are the ones a dead request leaves in the store.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeLines } from '../../functions/services/bookings/booking-records.ts';
import { SLOT_RELEASE_GRACE_MS } from '../../functions/services/bookings/booking-slots.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, cancel, findService, readBooking, reschedule } from './booking-helpers.ts';
import type { SlotToFree } from '../../functions/store/documents.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const BOOKED_AT = new Date('2026-03-04T15:00:00Z');
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';

let harness: Harness;
let service: Product;
let longService: Product;

beforeAll(async () => {
  harness = await createHarness({ now: BOOKED_AT });
  service = await findService(harness);
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  longService = all.find((candidate) => candidate.category === 'Servicios' && candidate.stock > 0 && candidate.serviceDuration === 90)!;
});
beforeEach(() => harness.setNow(BOOKED_AT));
afterAll(() => harness.close());

const slotIdOf = (date: string, time: string) => `${service._id}|${date}|${time}`;
const slotOf = (date: string, time: string) => harness.deps.store.collection('slots').findOne({ _id: slotIdOf(date, time) });
const recordOf = async (reference: string) => (await harness.deps.store.collection('transactions').findOne({ reference }))!;
const later = (ms: number) => new Date(BOOKED_AT.getTime() + ms);

/** Leaves an entry on the record, as a request that died would. */
async function leaveEntry(reference: string, field: 'slotsPending' | 'slotsToFree', entry: SlotToFree) {
  const { matchedCount } = await harness.deps.store.collection('transactions').updateOne({ reference }, { $push: { [field]: entry } });
  expect(matchedCount).toBe(1);
}

async function bookedSlot(date: string, time: string, owner: string) {
  await harness.deps.store.collection('slots').insertOne({
    _id: slotIdOf(date, time),
    serviceId: service._id,
    date,
    time,
    state: 'booked',
    orderId: owner,
    heldUntil: null,
    createdAt: BOOKED_AT,
  });
}

describe('hours left behind by a dead request', () => {
  it('a move that died after taking its new hour: the sweeper gives the hour back after the grace period', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00');
    // What a move dies leaving: the new hour listed as pending and booked under the move's own owner.
    const owner = `booking-${booked.lineId}-muerto`;
    await leaveEntry(booked.reference, 'slotsPending', { slotId: slotIdOf(SATURDAY, '10:00'), owner, since: BOOKED_AT });
    await bookedSlot(SATURDAY, '10:00', owner);

    harness.setNow(later(SLOT_RELEASE_GRACE_MS - 1000));
    expect((await runSweep(harness.deps)).abandonedSlotsFreed).toBe(0);
    expect((await slotOf(SATURDAY, '10:00'))?.orderId).toBe(owner);

    harness.setNow(later(SLOT_RELEASE_GRACE_MS + 1000));
    const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.abandonedSlotsFreed, 0)).toBe(1);
    expect(await slotOf(SATURDAY, '10:00')).toBeNull();
    expect((await recordOf(booked.reference)).slotsPending).toEqual([]);
    // The booking is as it was, and its own hour still booked.
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({
      reservationDate: FRIDAY,
      reservationTime: '10:00',
      reschedulesLeft: 2,
    });
    expect((await slotOf(FRIDAY, '10:00'))?.state).toBe('booked');
  });

  it('an old hour a finished move had still to free is freed, but never once somebody else booked it', async () => {
    const moved = await bookAppointment(harness, service, FRIDAY, '11:00');
    const ownerBefore = (await slotOf(FRIDAY, '11:00'))!.orderId;
    expect((await reschedule(harness, moved, SATURDAY, '11:00')).status).toBe(200);
    expect((await recordOf(moved.reference)).slotsToFree).toEqual([]);
    expect((await recordOf(moved.reference)).slotsPending).toEqual([]);
    expect(await slotOf(FRIDAY, '11:00')).toBeNull();

    // Somebody else books the freed hour; then a stale entry for it (as if the free had to be redone) is swept.
    const next = await bookAppointment(harness, service, FRIDAY, '11:00');
    const stale = { slotId: slotIdOf(FRIDAY, '11:00'), owner: ownerBefore, since: BOOKED_AT };
    await leaveEntry(moved.reference, 'slotsToFree', stale);
    harness.setNow(later(SLOT_RELEASE_GRACE_MS + 1000));
    expect((await runSweep(harness.deps)).abandonedSlotsFreed).toBe(0);
    expect((await slotOf(FRIDAY, '11:00'))?.state).toBe('booked');
    expect((await readBooking(harness, next.reference, next.access)).lines[0]?.reservationTime).toBe('11:00');
    expect((await recordOf(moved.reference)).slotsToFree).toEqual([]);
  });

  it('a long appointment’s move that died after taking its new hours: each is given back, the hour it kept to its old owner', async () => {
    const MONDAY = '2026-03-09';
    const longSlot = (time: string) => `${longService._id}|${MONDAY}|${time}`;
    const slotAt = (time: string) => harness.deps.store.collection('slots').findOne({ _id: longSlot(time) });
    const booked = await bookAppointment(harness, longService, MONDAY, '10:00');
    const ownerBefore = (await slotAt('10:00'))!.orderId;
    expect((await slotAt('11:00'))?.orderId).toBe(ownerBefore);
    // A move to 11:00 died after taking 11:00 (its own hour, passed to the move) and 12:00.
    const owner = `booking-${booked.lineId}-muerto`;
    await leaveEntry(booked.reference, 'slotsPending', { slotId: longSlot('11:00'), owner, since: BOOKED_AT, previousOwner: ownerBefore });
    await leaveEntry(booked.reference, 'slotsPending', { slotId: longSlot('12:00'), owner, since: BOOKED_AT });
    await harness.deps.store.collection('slots').updateOne({ _id: longSlot('11:00') }, { $set: { orderId: owner } });
    await harness.deps.store.collection('slots').insertOne({
      _id: longSlot('12:00'),
      serviceId: longService._id,
      date: MONDAY,
      time: '12:00',
      state: 'booked',
      orderId: owner,
      heldUntil: null,
      createdAt: BOOKED_AT,
    });

    harness.setNow(later(SLOT_RELEASE_GRACE_MS + 1000));
    const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.abandonedSlotsFreed, 0)).toBe(2);
    expect((await slotAt('10:00'))?.orderId).toBe(ownerBefore);
    expect((await slotAt('11:00'))?.orderId).toBe(ownerBefore);
    expect(await slotAt('12:00')).toBeNull();
    expect((await recordOf(booked.reference)).slotsPending).toEqual([]);
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({
      reservationTime: '10:00',
      reschedulesLeft: 2,
    });

    // Its cancellation died after the record's write: both hours are listed, and the sweeper frees both, once.
    expect((await cancel(harness, booked)).status).toBe(200);
    for (const time of ['10:00', '11:00']) {
      await harness.deps.store.collection('slots').insertOne({
        _id: longSlot(time),
        serviceId: longService._id,
        date: MONDAY,
        time,
        state: 'booked',
        orderId: ownerBefore,
        heldUntil: null,
        createdAt: BOOKED_AT,
      });
      await leaveEntry(booked.reference, 'slotsToFree', { slotId: longSlot(time), owner: ownerBefore, since: BOOKED_AT });
    }
    harness.setNow(later(2 * SLOT_RELEASE_GRACE_MS + 2000));
    const again = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(again.reduce((sum, sweep) => sum + sweep.abandonedSlotsFreed, 0)).toBe(2);
    expect(await harness.deps.store.collection('slots').countDocuments({ serviceId: longService._id, date: MONDAY })).toBe(0);
  });

  it('a cancellation that died before freeing its hour: the sweeper frees it', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '12:00');
    const owner = (await slotOf(FRIDAY, '12:00'))!.orderId;
    expect((await cancel(harness, booked)).status).toBe(200);
    expect((await recordOf(booked.reference)).slotsToFree).toEqual([]);
    // As if the process died after the record's write: the hour still booked, listed on the record.
    await bookedSlot(FRIDAY, '12:00', owner);
    await leaveEntry(booked.reference, 'slotsToFree', { slotId: slotIdOf(FRIDAY, '12:00'), owner, since: BOOKED_AT });
    harness.setNow(later(SLOT_RELEASE_GRACE_MS + 1000));
    expect((await runSweep(harness.deps)).abandonedSlotsFreed).toBe(1);
    expect(await slotOf(FRIDAY, '12:00')).toBeNull();
  });

  it('a cancellation whose request died after the refund: the sweeper finishes it with the same refund, once', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '13:00');
    const record = await recordOf(booked.reference);
    // What the request had done: asked to cancel, and PayPal refunded under the line's key.
    const asked = record.reservationDetails.map((line, index) =>
      index === 0 ? { ...line, cancelRequest: { at: BOOKED_AT.toISOString(), by: 'cliente' as const } } : line,
    );
    expect(await writeLines(harness.deps.store, record, asked, BOOKED_AT)).not.toBeNull();
    const refund = await harness.deps.payments.refundCapture({
      captureId: record.payment.captureId,
      amountUsd: '1.00',
      requestId: `refund-${booked.lineId}`,
      note: '',
    });

    harness.setNow(later(SLOT_RELEASE_GRACE_MS - 1000));
    expect((await runSweep(harness.deps)).cancellationsFinished).toBe(0);
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]?.cancelled).toBe(false);

    harness.setNow(later(SLOT_RELEASE_GRACE_MS + 1000));
    const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.cancellationsFinished, 0)).toBeGreaterThanOrEqual(1);
    const line = (await readBooking(harness, booked.reference, booked.access)).lines[0]!;
    expect(line.cancelled).toBe(true);
    expect(line.history).toEqual([expect.objectContaining({ kind: 'cancelada', refundId: refund.refundId })]);
    expect((await recordOf(booked.reference)).reservationDetails[0]?.cancelRequest).toBeUndefined();
    expect(await slotOf(FRIDAY, '13:00')).toBeNull();
  });
});
