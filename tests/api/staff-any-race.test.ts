/**
 * "Cualquiera disponible" never loses a race while somebody is free (services/staff
 * takeWithFreePerson): parallel checkouts and phone bookings of the same hour that the server first
 * gives the same person go to the next free one, and answer 409 only when nobody is left. A chosen
 * person still answers 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { addResource, createService } from './resource-helpers.ts';
import { addPeople, orderWithPerson } from './staff-helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-02T15:00:00Z');

let harness: Harness;
let admin: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

/** A service of a resource with room for three at once, performed by two people. */
async function twoPeopleService(label: string) {
  const cabins = await addResource(harness, admin, `Cabinas (${label})`, 3);
  const service = await createService(harness, admin, cabins._id);
  const people = await addPeople(harness, admin, [
    { name: `Ana (${label})`, serviceIds: [service._id] },
    { name: `Bea (${label})`, serviceIds: [service._id] },
  ]);
  return { service, ids: people.map((person) => person._id).sort() };
}

/** The people the orders of the service at that hour are with. */
async function peopleOfOrders(serviceId: string, date: string, time: string) {
  const orders = await harness.deps.store.collection('paymentOrders').find({ status: 'CREATED' });
  return orders
    .flatMap((order) => order.lines)
    .filter((line) => line.productId === serviceId && line.reservationDate === date && line.reservationTime === time)
    .map((line) => line.staffId ?? '')
    .sort();
}

const bookByPhone = (serviceId: string, date: string, time: string, staffId: string) =>
  harness.request('/api/reservations/manual', {
    cookie: admin,
    json: { serviceId, reservationDate: date, reservationTime: time, customer: { name: 'Cliente teléfono', tel: '3001234567' }, staffId },
  });

describe('"Cualquiera disponible" at checkout', () => {
  it('2 people, 2 parallel checkouts of the same hour: both succeed, with different people', async () => {
    const { service, ids } = await twoPeopleService('dos');
    const date = '2026-03-16';
    const answers = await Promise.all([0, 1].map(() => orderWithPerson(harness, service, date, '10:00', 'cualquiera')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await peopleOfOrders(service._id, date, '10:00')).toEqual(ids);
  });

  it('2 people, 3 parallel checkouts of the same hour: exactly 2 succeed, the third is told nobody is free', async () => {
    const { service, ids } = await twoPeopleService('tres');
    const date = '2026-03-20';
    const answers = await Promise.all([0, 1, 2].map(() => orderWithPerson(harness, service, date, '11:00', 'cualquiera')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1);
    expect(await peopleOfOrders(service._id, date, '11:00')).toEqual(ids);
  });

  it('a chosen person taken by a parallel checkout still answers 409', async () => {
    const { service, ids } = await twoPeopleService('elegida');
    const date = '2026-03-18';
    const answers = await Promise.all([0, 1].map(() => orderWithPerson(harness, service, date, '12:00', ids[0])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    // Priced while free, the hour lost at the hold: the answer of an hour taken.
    expect((await body<{ message: string }>(refused)).message).toBe(messages.slotTaken);
    expect(await peopleOfOrders(service._id, date, '12:00')).toEqual([ids[0]]);
  });
});

describe('"Cualquiera disponible" by phone', () => {
  it('2 people, 3 parallel phone bookings of the same hour: exactly 2, with different people', async () => {
    const { service, ids } = await twoPeopleService('teléfono');
    const date = '2026-03-19';
    const answers = await Promise.all([0, 1, 2].map(() => bookByPhone(service._id, date, '09:00', 'cualquiera')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1);
    const records = await harness.deps.store.collection('transactions').find({ 'reservationDetails.productId': service._id });
    expect(records.map((record) => record.reservationDetails[0]?.staffId ?? '').sort()).toEqual(ids);
  });
});
