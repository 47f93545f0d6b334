/**
 * Units of a shared resource through the owner's paths and the edge cases: phone bookings, the
 * owner cancelling and reopening one of two bookings of the same hour, a hold made while the
 * service's resource is being changed, and a slot stored before resources (unit 0 of its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { AgendaCell } from '../../src/domain/bookings/agenda-grid.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment } from './booking-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { addResource, createService, listResources, offeredHours, orderHour, saveResources, serviceInput } from './resource-helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-02T15:00:00Z');

let harness: Harness;
let admin: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

const slots = () => harness.deps.store.collection('slots');

const byPhone = (service: Product, date: string, time: string) =>
  harness.request('/api/reservations/manual', {
    cookie: admin,
    json: { serviceId: service._id, reservationDate: date, reservationTime: time, customer: { name: 'Por teléfono', tel: '3001234567' } },
  });

const setStatus = (recordId: string, status: string) =>
  harness.request(`/api/transactions/${recordId}`, { method: 'PATCH', cookie: admin, json: { status } });

describe('the owner’s paths count units too', () => {
  it('phone bookings take units until the resource is full, across services', async () => {
    const beds = await addResource(harness, admin, 'Camas (teléfono)', 2);
    const first = await createService(harness, admin, beds._id);
    const second = await createService(harness, admin, beds._id);
    const date = '2026-03-04';
    expect((await byPhone(first, date, '10:00')).status).toBe(201);
    expect((await byPhone(second, date, '10:00')).status).toBe(201);
    const third = await byPhone(first, date, '10:00');
    expect(third.status).toBe(409);
    expect((await body(third)).message).toBe(messages.slotTaken);
    expect((await slots().find({ resourceKey: beds._id, date })).map((slot) => slot.unit).sort()).toEqual([0, 1]);
  });

  it('cancelling one of two bookings of the same service and hour frees its own unit, for good', async () => {
    const beds = await addResource(harness, admin, 'Camas (estado)', 2);
    const service = await createService(harness, admin, beds._id);
    const date = '2026-03-05';
    const phone = await body<{ data: { _id: string } }>(await byPhone(service, date, '09:00'));
    await bookAppointment(harness, service, date, '09:00');
    const phoneSlot = (await slots().find({ resourceKey: beds._id, date })).find((slot) => slot.orderId.startsWith('manual-'))!;

    expect((await setStatus(phone.data._id, 'cancelada')).status).toBe(200);
    const left = await slots().find({ resourceKey: beds._id, date });
    expect(left).toHaveLength(1);
    expect(left[0]!._id).not.toBe(phoneSlot._id);
    expect(left[0]!.orderId.startsWith('manual-')).toBe(false);
    expect((await offeredHours(harness, service, date)).get('09:00')?.remaining).toBe(1);

    // A real cancellation (records-status.test.ts) is not undone: the unit stays free for another booking.
    expect((await setStatus(phone.data._id, 'confirmada')).status).toBe(409);
    expect((await offeredHours(harness, service, date)).get('09:00')?.remaining).toBe(1);
    expect((await orderHour(harness, service, date, '09:00')).status).toBe(201);
  });
});

/** The agenda's cell of the service at that hour. */
async function agendaCell(service: Product, date: string, time: string): Promise<AgendaCell> {
  const response = await harness.request(`/api/admin/agenda?from=${date}&to=${date}&serviceId=${service._id}`, { cookie: admin });
  expect(response.status).toBe(200);
  const grid = await body<{ data: { days: { rows: { time: string; cells: AgendaCell[] }[] }[] } }>(response);
  return grid.data.days[0]!.rows.find((row) => row.time === time)!.cells[0]!;
}

describe('the agenda shows each hour’s use of a resource', () => {
  it('2 / 3 on every service of the resource, every booking of the hour, and a full cabin closed to the other service', async () => {
    const beds = await addResource(harness, admin, 'Camas (agenda)', 3);
    const first = await createService(harness, admin, beds._id);
    const second = await createService(harness, admin, beds._id);
    const date = '2026-03-12';
    await bookAppointment(harness, first, date, '10:00');
    await bookAppointment(harness, first, date, '10:00');
    const firstCell = await agendaCell(first, date, '10:00');
    expect(firstCell).toMatchObject({ state: 'booked', use: { used: 2, capacity: 3 } });
    expect(firstCell.state === 'booked' && firstCell.also).toHaveLength(1);
    expect(await agendaCell(second, date, '10:00')).toMatchObject({ state: 'free', use: { used: 2, capacity: 3 } });
    expect(await agendaCell(second, date, '11:00')).toMatchObject({ state: 'free', use: { used: 0, capacity: 3 } });

    const cabin = await addResource(harness, admin, 'Cabina (agenda)', 1);
    const relax = await createService(harness, admin, cabin._id);
    const deep = await createService(harness, admin, cabin._id);
    await bookAppointment(harness, relax, date, '15:00');
    expect(await agendaCell(deep, date, '15:00')).toMatchObject({ state: 'closed', reason: 'sin-cupo', use: { used: 1, capacity: 1 } });
    // A service of its own shows no use.
    const own = await createService(harness, admin);
    expect((await agendaCell(own, date, '15:00')).use).toBeUndefined();
  });
});

describe('the owner’s changes racing with bookings never over-book an hour', () => {
  it('a service’s resource changed while 10 checkouts of its hour run: the change or the holds, never both', async () => {
    const cabin = await addResource(harness, admin, 'Cabina (cambio en carrera)', 1);
    const other = await createService(harness, admin, cabin._id);
    const service = await createService(harness, admin);
    const date = '2026-03-16';
    await bookAppointment(harness, other, date, '10:00');
    const change = harness.request('/api/update-product', {
      cookie: admin,
      json: { ...serviceInput(service.productImage, { resourceId: cabin._id }), productName: service.productName, _id: service._id },
    });
    const answers = await Promise.all([change, ...Array.from({ length: 10 }, () => orderHour(harness, service, date, '10:00'))]);
    const [changed, ...orders] = answers.map((answer) => answer.status);
    expect([200, 409]).toContain(changed);
    const stored = await harness.deps.store.collection('products').findOne({ _id: service._id });
    const live = await slots().find({ serviceId: service._id, date });
    if (changed === 200) {
      expect(stored?.resourceId).toBe(cabin._id);
      // The cabin was full: nothing of the service may be held at 10:00, under any key.
      expect(live).toEqual([]);
      expect(orders.every((status) => status === 409)).toBe(true);
    } else {
      // Refused because a hold was there when it looked (that hold may have given its unit back since).
      expect(stored?.resourceId).toBeUndefined();
      expect(live.length).toBeLessThanOrEqual(1);
      expect(orders.filter((status) => status === 201)).toHaveLength(live.length);
    }
    expect(stored?.resourceChangeAt).toBeUndefined();
  });

  it('a capacity lowered while 10 checkouts of an hour run: the hour ends within the capacity the list keeps', async () => {
    const beds = await addResource(harness, admin, 'Camas (bajar en carrera)', 3);
    const first = await createService(harness, admin, beds._id);
    const second = await createService(harness, admin, beds._id);
    const date = '2026-03-17';
    const lowered = (await listResources(harness, admin)).map((resource) =>
      resource._id === beds._id ? { ...resource, capacity: 1 } : resource,
    );
    const answers = await Promise.all([
      saveResources(harness, admin, lowered),
      ...Array.from({ length: 10 }, (_, index) => orderHour(harness, index % 2 ? first : second, date, '16:00')),
    ]);
    expect([200, 409]).toContain(answers[0]!.status);
    const capacity = (await listResources(harness, admin)).find((resource) => resource._id === beds._id)!.capacity;
    const units = await slotsOf(beds._id, date);
    expect(units.length).toBeLessThanOrEqual(capacity);
    expect(units.every((slot) => (slot.unit ?? 0) < capacity)).toBe(true);
    expect(answers.slice(1).filter((answer) => answer.status === 201)).toHaveLength(units.length);
  });
});

const slotsOf = (resourceKey: string, date: string) => slots().find({ resourceKey, date });

describe('edges', () => {
  it('a hold made while the service’s resource is being changed gives its unit back', async () => {
    const beds = await addResource(harness, admin, 'Camas (cambio)', 3);
    const service = await createService(harness, admin, beds._id);
    await harness.deps.store.collection('products').updateOne({ _id: service._id }, { $set: { resourceChangeAt: NOW } });
    const refused = await orderHour(harness, service, '2026-03-06', '10:00');
    expect(refused.status).toBe(409);
    expect(await slots().find({ serviceId: service._id })).toEqual([]);
    // A mark older than a minute belongs to a request that died: holds go on.
    await harness.deps.store
      .collection('products')
      .updateOne({ _id: service._id }, { $set: { resourceChangeAt: new Date(NOW.getTime() - 61_000) } });
    expect((await orderHour(harness, service, '2026-03-06', '10:00')).status).toBe(201);
  });

  it('a slot stored before resources is unit 0 of its service’s own: the hour stays taken', async () => {
    const service = await createService(harness, admin);
    const date = '2026-03-07';
    await slots().insertOne({
      _id: `${service._id}|${date}|11:00`,
      serviceId: service._id,
      date,
      time: '11:00',
      state: 'booked',
      orderId: 'antiguo',
      heldUntil: null,
      createdAt: NOW,
    });
    expect((await offeredHours(harness, service, date)).get('11:00')).toEqual({ time: '11:00', available: false, remaining: 0 });
    expect((await orderHour(harness, service, date, '11:00')).status).toBe(409);
  });
});
