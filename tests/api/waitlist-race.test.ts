/**
 * One freed place goes to exactly one waiting person, however many deliveries of `hour.freed` and
 * joins race for it: 20 parallel frees (the cancellation itself and 19 deliveries of the event, as
 * a retried or duplicated outbox would make) and 20 parallel joins. Runs on MongoDB too
 * (scripts/test-mongo.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistSubscriptions } from '../../functions/services/waitlist/index.ts';
import { cancel } from './booking-helpers.ts';
import { createHarness, type Harness } from './helpers.ts';
import { fullHour, join, joined, OFFER_KIND } from './waitlist-helpers.ts';
import { readOutbox } from './outbox.ts';

const START = new Date('2026-03-04T15:00:00Z');
const DATE = '2026-03-11';
const TIME = '10:00';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: START });
});
afterAll(() => harness.close());

describe('a freed place under parallel frees and joins', () => {
  it('is offered to exactly one person, and held for them alone', async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    for (let i = 0; i < 3; i++) await joined(harness, service, DATE, TIME, `en-fila${i}@correo.co`);
    const freed = waitlistSubscriptions['hour.freed']!;
    const payload = { slotId: 'otra-entrega', serviceId: service._id, date: DATE, time: TIME, orderId: 'otra-orden' };
    const answers = await Promise.all([
      cancel(harness, booked),
      ...Array.from({ length: 19 }, () => freed(harness.deps, payload).then(() => new Response(null, { status: 204 }))),
      ...Array.from({ length: 20 }, (_, i) => join(harness, service, DATE, TIME, `carrera${i}@correo.co`)),
    ]);
    expect(answers[0]!.status).toBe(200);
    // A join sees the hour full (200), or free for an instant before it is held for the offer (409).
    for (const answer of answers.slice(20)) expect([200, 409]).toContain(answer.status);

    const entries = await harness.deps.store.collection('waitlist').find({ serviceId: service._id });
    const offered = entries.filter((entry) => entry.status === 'offered');
    expect(offered).toHaveLength(1);
    expect(entries.filter((entry) => entry.status === 'offering')).toHaveLength(0);
    const slots = await harness.deps.store.collection('slots').find({ serviceId: service._id, date: DATE, time: TIME });
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ state: 'held', orderId: `espera:${offered[0]!._id}` });
    const offers = (await readOutbox(harness)).filter((message) => message.file.includes(`-${OFFER_KIND}-`));
    expect(offers.map((message) => message.to)).toEqual([offered[0]!.email]);
  });
});
