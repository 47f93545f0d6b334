/**
 * The shop's people (services/staff): the owner's team, availability with people and resources
 * together, a person's hour taken atomically (20 parallel bookings → 1), "Cualquiera disponible"
 * assigned fairly, time off over bookings listed, and a cancellation giving the person back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { staffMessages } from '../../src/domain/staff/messages-staff.ts';
import { staffHourId } from '../../src/domain/staff/staff.ts';
import { bookAppointment, cancel, readBooking, reschedule } from './booking-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { addResource, createService, serviceInput } from './resource-helpers.ts';
import { addPeople, everyDay, orderWithPerson, saveStaff, staffedHours } from './staff-helpers.ts';

// Monday 2 March 2026, 10:00 in Bogotá.
const NOW = new Date('2026-03-02T15:00:00Z');

let harness: Harness;
let admin: string;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

describe('the owner’s team', () => {
  it('is refused in Spanish when a day ends before it starts, a name repeats or a service is unknown', async () => {
    const service = await createService(harness, admin);
    const week = everyDay();
    week[3] = { open: true, from: '15:00', to: '09:00' };
    const badDay = await saveStaff(harness, admin, [{ name: 'Ana', serviceIds: [service._id], week, timeOff: [] }]);
    expect(badDay.status).toBe(400);
    expect((await body(badDay)).message).toContain(staffMessages.fromBeforeTo('Ana', 'miércoles'));
    const twice = await saveStaff(harness, admin, [
      { name: 'Ana', serviceIds: [], week: everyDay(), timeOff: [] },
      { name: 'ana', serviceIds: [], week: everyDay(), timeOff: [] },
    ]);
    expect(twice.status).toBe(400);
    expect((await body(twice)).message).toContain(staffMessages.duplicateName('ana'));
    const unknown = await saveStaff(harness, admin, [
      { name: 'Ana', serviceIds: ['ffffffffffffffffffffffff'], week: everyDay(), timeOff: [] },
    ]);
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).message).toBe(staffMessages.unknownService);
  });
});

describe('availability with people and resources together', () => {
  it('a start needs a unit of the resource and a free person who performs the service and works then', async () => {
    const cabins = await addResource(harness, admin, 'Cabinas (equipo)', 2);
    const facial = await createService(harness, admin, cabins._id);
    const mornings = everyDay('08:00', '12:00');
    const [laura, sofia] = await addPeople(harness, admin, [
      { name: 'Laura (disponibilidad)', serviceIds: [facial._id] },
      {
        name: 'Sofía (disponibilidad)',
        serviceIds: [facial._id],
        week: mornings,
        timeOff: [{ from: '2026-03-06', to: '2026-03-06', reason: 'Cita médica' }],
      },
    ]);
    const date = '2026-03-04';
    let hours = await staffedHours(harness, facial, date);
    expect(hours.get('10:00')).toMatchObject({ available: true, remaining: 2 });
    expect(hours.get('10:00')?.staff?.map((person) => person.name)).toEqual([laura!.name, sofia!.name]);
    // Sofía works until 12:00: at 14:00 only Laura, one place although the resource has two.
    expect(hours.get('14:00')).toMatchObject({ available: true, remaining: 1, staff: [{ _id: laura!._id, name: laura!.name }] });

    expect((await orderWithPerson(harness, facial, date, '10:00', laura!._id)).status).toBe(201);
    hours = await staffedHours(harness, facial, date);
    expect(hours.get('10:00')).toMatchObject({ available: true, remaining: 1, staff: [{ _id: sofia!._id, name: sofia!.name }] });
    const taken = await orderWithPerson(harness, facial, date, '10:00', laura!._id);
    expect(taken.status).toBe(409);
    expect((await body(taken)).message).toBe(staffMessages.personNotFree);

    // A day off: Sofía is not offered on Friday.
    const friday = await staffedHours(harness, facial, '2026-03-06');
    expect(friday.get('10:00')?.staff?.map((person) => person._id)).toEqual([laura!._id]);
  });

  it('a person busy on one service is busy for every other', async () => {
    const massage = await createService(harness, admin);
    const facial = await createService(harness, admin);
    const [marta] = await addPeople(harness, admin, [{ name: 'Marta (dos servicios)', serviceIds: [massage._id, facial._id] }]);
    const date = '2026-03-05';
    expect((await orderWithPerson(harness, massage, date, '11:00', marta!._id)).status).toBe(201);
    expect((await staffedHours(harness, facial, date)).get('11:00')).toMatchObject({ available: false, staff: [] });
    expect((await orderWithPerson(harness, facial, date, '11:00', 'cualquiera')).status).toBe(409);
  });
});

describe('buffers with people', () => {
  it('a cleanup that crosses into the next hour keeps the person busy then too, though the resource has room', async () => {
    const beds = await addResource(harness, admin, 'Camas (limpieza y equipo)', 3);
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const image = all.find((product) => product.category === 'Servicios')!.productImage;
    const created = await harness.request('/api/upload-product', {
      cookie: admin,
      json: serviceInput(image, { serviceDuration: 60, resourceId: beds._id, serviceCleanup: 10 }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const tanning = (await body<{ data: Product }>(created)).data;
    const [laura] = await addPeople(harness, admin, [{ name: 'Laura (limpieza)', serviceIds: [tanning._id] }]);
    const date = '2026-03-05';
    expect((await orderWithPerson(harness, tanning, date, '10:00', laura!._id)).status).toBe(201);
    const hours = await staffedHours(harness, tanning, date);
    // 10:00 and 11:00 (its cleanup) are Laura's; the beds still have places, but nobody performs it then.
    expect(hours.get('11:00')).toMatchObject({ available: false, remaining: 0 });
    expect(hours.get('12:00')).toMatchObject({ available: true, staff: [{ _id: laura!._id }] });
    const taken = await orderWithPerson(harness, tanning, date, '11:00', laura!._id);
    expect(taken.status).toBe(409);
  });
});

describe('a person’s hour is taken atomically', () => {
  it('20 parallel bookings of one person’s hour, through services of different resources: exactly 1', async () => {
    const services = await Promise.all(Array.from({ length: 4 }, () => createService(harness, admin)));
    const [ines] = await addPeople(harness, admin, [{ name: 'Inés (carrera)', serviceIds: services.map((service) => service._id) }]);
    const date = '2026-03-09';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        orderWithPerson(harness, services[index % 4]!, date, '15:00', index % 2 ? ines!._id : 'cualquiera'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const hour = await harness.deps.store.collection('staffHours').findOne({ _id: staffHourId(ines!._id, date, '15:00') });
    const units = await harness.deps.store.collection('slots').find({ staffToken: hour!.token });
    expect(units).toHaveLength(1);
  });
});

describe('"Cualquiera disponible"', () => {
  it('goes to the least booked that day among the free ones, ties by name', async () => {
    const service = await createService(harness, admin);
    const [beatriz, ana] = await addPeople(harness, admin, [
      { name: 'Beatriz (cualquiera)', serviceIds: [service._id] },
      { name: 'Ana (cualquiera)', serviceIds: [service._id] },
    ]);
    const date = '2026-03-13';
    const first = await bookAppointment(harness, service, date, '09:00');
    const staffOf = async (reference: string, access: string) => (await readBooking(harness, reference, access)).lines[0];
    expect(await staffOf(first.reference, first.access)).toMatchObject({ staffId: ana!._id, staffName: ana!.name });
    const second = await bookAppointment(harness, service, date, '10:00');
    expect(await staffOf(second.reference, second.access)).toMatchObject({ staffId: beatriz!._id });
    const third = await bookAppointment(harness, service, date, '11:00');
    expect(await staffOf(third.reference, third.access)).toMatchObject({ staffId: ana!._id });
    // The receipt names the person.
    const receipts = await harness.deps.store.collection('mail').find({ to: first.email });
    expect(receipts.some((mail) => mail.text.includes(`con ${ana!.name}`))).toBe(true);
  });
});

describe('giving a person back', () => {
  it('a cancelled booking frees its person’s hour for the next customer', async () => {
    const service = await createService(harness, admin);
    const [lucia] = await addPeople(harness, admin, [{ name: 'Lucía (cancelación)', serviceIds: [service._id] }]);
    const date = '2026-03-11';
    const booked = await bookAppointment(harness, service, date, '16:00');
    expect((await staffedHours(harness, service, date)).get('16:00')).toMatchObject({ available: false });
    expect((await cancel(harness, booked)).status).toBe(200);
    expect((await staffedHours(harness, service, date)).get('16:00')?.staff).toEqual([{ _id: lucia!._id, name: lucia!.name }]);
    expect((await orderWithPerson(harness, service, date, '16:00', lucia!._id)).status).toBe(201);
  });
});

describe('time off over bookings', () => {
  it('saves, and lists the bookings the person’s new time off leaves out for the owner', async () => {
    const service = await createService(harness, admin);
    const [carla] = await addPeople(harness, admin, [{ name: 'Carla (ausencia)', serviceIds: [service._id] }]);
    const date = '2026-03-12';
    const booked = await bookAppointment(harness, service, date, '09:00');
    const team = (await body<{ data: unknown[] }>(await harness.request('/api/admin/staff', { cookie: admin }))).data as { _id: string }[];
    const edited = team.map((member) =>
      member._id === carla!._id ? { ...member, timeOff: [{ from: date, to: '2026-03-13', reason: 'Vacaciones' }] } : member,
    );
    const saved = await saveStaff(harness, admin, edited);
    expect(saved.status).toBe(200);
    const answer = await body<{
      message: string;
      data: { affected: { reference: string; staffName: string; date: string; time: string }[] };
    }>(saved);
    expect(answer.message).toBe(staffMessages.savedWithAffected(1));
    expect(answer.data.affected).toEqual([
      expect.objectContaining({ reference: booked.reference, staffName: carla!.name, date, time: '09:00' }),
    ]);
    // Nothing is cancelled; the day is no longer offered with her.
    expect((await staffedHours(harness, service, date)).get('10:00')).toMatchObject({ available: false, staff: [] });
  });
});

describe('moves and phone bookings keep the person', () => {
  it('a move goes only to hours the person works and frees, and takes their hour at the new time', async () => {
    const service = await createService(harness, admin);
    const [rosa] = await addPeople(harness, admin, [{ name: 'Rosa (mover)', serviceIds: [service._id], week: everyDay('08:00', '13:00') }]);
    const date = '2026-03-16';
    const booked = await bookAppointment(harness, service, date, '09:00');
    const late = await reschedule(harness, booked, date, '15:00');
    expect(late.status).toBe(409);
    expect((await body(late)).message).toBe(staffMessages.personNotFree);
    expect((await reschedule(harness, booked, date, '11:00')).status).toBe(200);
    const hours = await staffedHours(harness, service, date);
    expect(hours.get('09:00')?.staff).toEqual([{ _id: rosa!._id, name: rosa!.name }]);
    expect(hours.get('11:00')).toMatchObject({ available: false, staff: [] });
    expect((await readBooking(harness, booked.reference, booked.access)).lines[0]).toMatchObject({ staffName: rosa!.name });
  });

  it('a phone booking takes the chosen person, and is refused when they are busy', async () => {
    const service = await createService(harness, admin);
    const [eva] = await addPeople(harness, admin, [{ name: 'Eva (teléfono)', serviceIds: [service._id] }]);
    const byPhone = (staffId?: string) =>
      harness.request('/api/reservations/manual', {
        cookie: admin,
        json: {
          serviceId: service._id,
          reservationDate: '2026-03-18',
          reservationTime: '10:00',
          customer: { name: 'Por teléfono', tel: '3001234567' },
          ...(staffId ? { staffId } : {}),
        },
      });
    const first = await byPhone(eva!._id);
    expect(first.status).toBe(201);
    const record = await body<{ data: { reservationDetails: { staffId?: string; staffName?: string }[] } }>(first);
    expect(record.data.reservationDetails[0]).toMatchObject({ staffId: eva!._id, staffName: eva!.name });
    const second = await byPhone();
    expect(second.status).toBe(409);
    expect((await body(second)).message).toBe(staffMessages.nobodyFree);
  });
});

describe('the agenda', () => {
  it('names the person of each booking and answers the team for a column each', async () => {
    const service = await createService(harness, admin);
    const [nora] = await addPeople(harness, admin, [{ name: 'Nora (agenda)', serviceIds: [service._id] }]);
    const date = '2026-03-19';
    await bookAppointment(harness, service, date, '10:00');
    const response = await harness.request(`/api/admin/agenda?from=${date}&to=${date}&serviceId=${service._id}`, { cookie: admin });
    expect(response.status).toBe(200);
    const answer = await body<{ data: { bookings: { staffId?: string; staffName?: string }[]; staff?: { _id: string }[] } }>(response);
    expect(answer.data.bookings).toEqual([expect.objectContaining({ staffId: nora!._id, staffName: nora!.name })]);
    expect(answer.data.staff?.map((person) => person._id)).toContain(nora!._id);
  });
});
