/**
 * Shared resources with capacity: the owner's list (GET/PUT /api/admin/resources), services that
 * name a resource, and bookings that count units of it whichever service takes them — online,
 * by phone, moved or cancelled — atomically under parallel requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceMessages as t } from '../../src/domain/bookings/messages-resources.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Resource } from '../../src/domain/bookings/resources.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointment, cancel, reschedule } from './booking-helpers.ts';
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

const slotsOf = (filter: Record<string, unknown>) => harness.deps.store.collection('slots').find(filter);
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;

describe('the list of resources', () => {
  it('starts empty, is saved whole with new ids, and keeps ids across saves', async () => {
    const fresh = await createHarness({ now: NOW });
    try {
      const cookie = (await fresh.signInAs('ADMIN')).cookie;
      expect(await listResources(fresh, cookie)).toEqual([]);
      const saved = await saveResources(fresh, cookie, [
        { name: 'Camas de bronceado', capacity: 2 },
        { name: 'Cabina de masajes', capacity: 1 },
      ]);
      expect(saved.status).toBe(200);
      expect(await messageOf(saved.clone())).toBe(t.saved);
      const list = (await body<{ data: Resource[] }>(saved)).data;
      expect(list.map(({ name, capacity }) => ({ name, capacity }))).toEqual([
        { name: 'Camas de bronceado', capacity: 2 },
        { name: 'Cabina de masajes', capacity: 1 },
      ]);
      expect(list.every((resource) => /^[0-9a-f]{24}$/.test(resource._id))).toBe(true);
      const renamed = await saveResources(fresh, cookie, [{ ...list[0], name: 'Camas solares', capacity: 3 }]);
      expect(renamed.status).toBe(200);
      expect(await listResources(fresh, cookie)).toEqual([{ _id: list[0]!._id, name: 'Camas solares', capacity: 3 }]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses bad input with a Spanish 400 and changes nothing', async () => {
    const before = await listResources(harness, admin);
    const cases: [unknown, string][] = [
      [[{ name: '', capacity: 1 }], t.nameRequired],
      [[{ name: 'Cabina', capacity: 0 }], t.capacityInvalid(20)],
      [[{ name: 'Cabina', capacity: 2.5 }], t.capacityInvalid(20)],
      [[{ name: 'Cabina', capacity: 21 }], t.capacityInvalid(20)],
      [[{ name: 'Cabina', capacity: '2' }], t.capacityInvalid(20)],
      [
        [
          { name: 'Cabina', capacity: 1 },
          { name: ' cabína ', capacity: 2 },
        ],
        t.duplicateName('cabína'),
      ],
      [[{ _id: 'a'.repeat(24), name: 'Cabina', capacity: 1 }], t.unknownResource],
      [[{ _id: { $gt: '' }, name: 'Cabina', capacity: 1 }], t.unknownResource],
      ['todas', t.listInvalid],
    ];
    for (const [resources, message] of cases) {
      const response = await saveResources(harness, admin, resources as unknown[]);
      expect(response.status, JSON.stringify(resources)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    expect(await listResources(harness, admin)).toEqual(before);
  });

  it('refuses to remove a resource a service uses, naming the services (409)', async () => {
    const cabin = await addResource(harness, admin, 'Cabina para quitar', 1);
    const service = await createService(harness, admin, cabin._id);
    const others = (await listResources(harness, admin)).filter((resource) => resource._id !== cabin._id);
    const refused = await saveResources(harness, admin, others);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(t.stillUsed('Cabina para quitar', [service.productName]));
    expect((await listResources(harness, admin)).map((resource) => resource._id)).toContain(cabin._id);
  });
});

describe('a service names its resource', () => {
  it('must name one that exists (upload-product and update-product)', async () => {
    const image = (await createService(harness, admin)).productImage;
    const unknown = await harness.request('/api/upload-product', {
      cookie: admin,
      json: serviceInput(image, { resourceId: 'b'.repeat(24) }),
    });
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe(t.unknownResource);
    const malformed = await harness.request('/api/upload-product', {
      cookie: admin,
      json: serviceInput(image, { resourceId: { $ne: '' } }),
    });
    expect(malformed.status).toBe(400);
    const service = await createService(harness, admin);
    expect(service.resourceId).toBeUndefined();
    const update = await harness.request('/api/update-product', {
      cookie: admin,
      json: { ...serviceInput(image, { resourceId: 'c'.repeat(24) }), _id: service._id },
    });
    expect(update.status).toBe(400);
    expect(await messageOf(update)).toBe(t.unknownResource);
  });

  it('changes only while the service has no upcoming hours, else 409 naming them; an empty resourceId goes back to its own', async () => {
    const cabin = await addResource(harness, admin, 'Cabina para cambiar', 2);
    const service = await createService(harness, admin);
    const booked = await bookAppointment(harness, service, '2026-03-05', '11:00');
    const change = (resourceId: string) =>
      harness.request('/api/update-product', {
        cookie: admin,
        json: { ...serviceInput(service.productImage, { resourceId }), productName: service.productName, _id: service._id },
      });
    const refused = await change(cabin._id);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(t.serviceHasBookings(['2026-03-05 11:00']));
    const stored = await harness.deps.store.collection('products').findOne({ _id: service._id });
    expect(stored?.resourceId).toBeUndefined();
    expect(stored?.resourceChangeAt).toBeUndefined();

    expect((await cancel(harness, booked)).status).toBe(200);
    const changed = await change(cabin._id);
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await body<{ data: Product }>(changed)).data.resourceId).toBe(cabin._id);
    expect((await offeredHours(harness, service, '2026-03-05')).get('11:00')).toEqual({ time: '11:00', available: true, remaining: 2 });

    const back = await change('');
    expect(back.status).toBe(200);
    expect((await body<{ data: Product }>(back)).data.resourceId).toBeUndefined();
    expect((await offeredHours(harness, service, '2026-03-05')).get('11:00')).toEqual({ time: '11:00', available: true, remaining: 1 });
  });
});

describe('bookings count units of the resource, whichever service takes them', () => {
  it('two services on one cabin never share an hour: online, by phone, and in the pickers', async () => {
    const cabin = await addResource(harness, admin, 'Cabina de masajes', 1);
    const relax = await createService(harness, admin, cabin._id);
    const deep = await createService(harness, admin, cabin._id);
    const date = '2026-03-04';
    await bookAppointment(harness, relax, date, '10:00');

    const online = await orderHour(harness, deep, date, '10:00');
    expect(online.status).toBe(409);
    expect(await messageOf(online)).toBe(messages.slotTaken);
    const phone = await harness.request('/api/reservations/manual', {
      cookie: admin,
      json: { serviceId: deep._id, reservationDate: date, reservationTime: '10:00', customer: { name: 'Por teléfono', tel: '3001234567' } },
    });
    expect(phone.status).toBe(409);
    const picker = await offeredHours(harness, deep, date);
    expect(picker.get('10:00')).toEqual({ time: '10:00', available: false, remaining: 0 });
    expect(picker.get('11:00')).toEqual({ time: '11:00', available: true, remaining: 1 });
    // A service of its own is not touched by the cabin.
    const own = await createService(harness, admin);
    expect((await offeredHours(harness, own, date)).get('10:00')?.available).toBe(true);
  });

  it('20 parallel create-orders of one hour across two services on a resource of 3: exactly 3 succeed', async () => {
    const beds = await addResource(harness, admin, 'Camas de bronceado (carrera)', 3);
    const first = await createService(harness, admin, beds._id);
    const second = await createService(harness, admin, beds._id);
    const date = '2026-03-06';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => orderHour(harness, index % 2 ? first : second, date, '15:00')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const units = await slotsOf({ resourceKey: beds._id, date, time: '15:00' });
    expect(units.map((slot) => slot.unit).sort()).toEqual([0, 1, 2]);
    expect((await offeredHours(harness, first, date)).get('15:00')).toEqual({ time: '15:00', available: false, remaining: 0 });
    expect((await offeredHours(harness, second, date)).get('16:00')).toEqual({ time: '16:00', available: true, remaining: 3 });
  });

  it('20 parallel bookings of one cabin hour, online and by phone across two services: exactly one gets it', async () => {
    const cabin = await addResource(harness, admin, 'Cabina (carrera)', 1);
    const relax = await createService(harness, admin, cabin._id);
    const deep = await createService(harness, admin, cabin._id);
    const date = '2026-03-13';
    const phone = (service: Product) =>
      harness.request('/api/reservations/manual', {
        cookie: admin,
        json: {
          serviceId: service._id,
          reservationDate: date,
          reservationTime: '12:00',
          customer: { name: 'Por teléfono', tel: '3001234567' },
        },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 4 < 2 ? orderHour(harness, index % 2 ? relax : deep, date, '12:00') : phone(index % 2 ? relax : deep),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await slotsOf({ resourceKey: cabin._id, date, time: '12:00' })).toHaveLength(1);
  });

  it('remaining counts every service: a booking of one leaves 2 of 3 to both, a cancellation gives it back', async () => {
    const beds = await addResource(harness, admin, 'Camas de bronceado', 3);
    const first = await createService(harness, admin, beds._id);
    const second = await createService(harness, admin, beds._id);
    const date = '2026-03-07';
    const booked = await bookAppointment(harness, first, date, '09:00');
    expect((await offeredHours(harness, second, date)).get('09:00')?.remaining).toBe(2);
    expect((await offeredHours(harness, first, date)).get('09:00')?.remaining).toBe(2);
    expect((await cancel(harness, booked)).status).toBe(200);
    expect((await offeredHours(harness, second, date)).get('09:00')?.remaining).toBe(3);
    expect(await slotsOf({ resourceKey: beds._id, date })).toEqual([]);
  });

  it('a long booking takes a unit of every hour it runs through; a move frees exactly its own units', async () => {
    const therapists = await addResource(harness, admin, 'Terapeutas a domicilio', 2);
    const long = await createService(harness, admin, therapists._id, 120);
    const short = await createService(harness, admin, therapists._id);
    const date = '2026-03-09';
    const kept = await bookAppointment(harness, short, date, '11:00');
    const moving = await bookAppointment(harness, long, date, '10:00');
    const hours = await offeredHours(harness, short, date);
    expect([hours.get('10:00')?.remaining, hours.get('11:00')?.remaining, hours.get('12:00')?.remaining]).toEqual([1, 0, 2]);

    // Moved by one hour: 11:00 stays its own, 12:00 is taken, 10:00 is freed; the other booking keeps its unit.
    const moved = await reschedule(harness, moving, date, '11:00');
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = await offeredHours(harness, short, date);
    expect([after.get('10:00')?.remaining, after.get('11:00')?.remaining, after.get('12:00')?.remaining]).toEqual([2, 0, 1]);
    expect((await cancel(harness, kept)).status).toBe(200);
    const owners = await slotsOf({ resourceKey: therapists._id, date });
    expect(owners.every((slot) => slot.serviceId === long._id)).toBe(true);
  });
});

describe('the capacity of a resource', () => {
  it('cannot go below what an upcoming hour uses (409 naming the hours); down to it is fine', async () => {
    const beds = await addResource(harness, admin, 'Camas para bajar', 3);
    const service = await createService(harness, admin, beds._id);
    const date = '2026-03-11';
    await bookAppointment(harness, service, date, '14:00');
    await bookAppointment(harness, service, date, '14:00');
    const withCapacity = async (capacity: number) =>
      saveResources(
        harness,
        admin,
        (await listResources(harness, admin)).map((resource) => (resource._id === beds._id ? { ...resource, capacity } : resource)),
      );
    const refused = await withCapacity(1);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(t.capacityInUse('Camas para bajar', 1, [`${date} 14:00`]));
    expect((await listResources(harness, admin)).find((resource) => resource._id === beds._id)?.capacity).toBe(3);
    expect((await withCapacity(2)).status).toBe(200);
    expect((await offeredHours(harness, service, date)).get('14:00')).toEqual({ time: '14:00', available: false, remaining: 0 });
    expect((await orderHour(harness, service, date, '14:00')).status).toBe(409);
  });
});
