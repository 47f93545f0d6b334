/**
 * The WhatsApp notices after the confirmation, queued beside the matching e-mails: a move (the new
 * hour), a cancellation by the customer or by the shop, and the reminder the day before, by the
 * e-mail reminder's sweeper and rules (once per appointment; never for a booking made less than
 * 24 hours ahead, nor for a cancelled one). An account deletion (`account.deleted`) forgets them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../src/domain/shared/dates.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { publish } from '../../functions/services/events/index.ts';
import { DELETION_RESUME_AFTER_MS, deleteAccount } from '../../functions/services/accounts/account-deletion.ts';
import type { Store } from '../../functions/store/contract.ts';
import { domainEvent } from '../../src/domain/shared/events.ts';
import type { FakeWhatsApp } from '../fixtures/whatsapp-fake.ts';
import { bookAppointment, cancel, minutesBefore, reschedule } from './booking-helpers.ts';
import { TEST_PASSWORD, type Harness } from './helpers.ts';
import { BOOKED_AT, FRIDAY, SATURDAY, optIn, later, useWhatsAppShop, sentFor as sharedSentFor } from './whatsapp-helpers.ts';

const optInCustomer = optIn('3115550000');
const shop = useWhatsAppShop();
let fake: FakeWhatsApp;
let harness: Harness;
let service: Product;
beforeAll(() => ({ fake, harness, service } = shop));

const sentFor = (reference: string) => sharedSentFor(shop, reference);
const templatesFor = async (reference: string) => (await sentFor(reference)).map((message) => message.template);

describe('a change by WhatsApp', () => {
  it('tells the new date and hour of a moved appointment, once per move', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '09:00', optInCustomer);
    expect((await reschedule(harness, booked, SATURDAY, '11:00')).status).toBe(200);
    const sent = await sentFor(booked.reference);
    expect(sent.map((message) => message.template)).toEqual(['cita_confirmada', 'cita_reprogramada']);
    expect(sent[1]!.parameters.slice(0, 3)).toEqual([service.productName, formatDay(SATURDAY), '11:00 a. m.']);
    expect(sent[1]!.to).toBe('573115550000');
    expect((await reschedule(harness, booked, SATURDAY, '12:00')).status).toBe(200);
    expect(await templatesFor(booked.reference)).toEqual(['cita_confirmada', 'cita_reprogramada', 'cita_reprogramada']);
  });

  it('tells a cancellation by the customer, once', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '10:00', optInCustomer);
    expect((await cancel(harness, booked)).status).toBe(200);
    expect((await cancel(harness, booked)).status).not.toBe(200);
    await runSweep(harness.deps);
    const sent = await sentFor(booked.reference);
    expect(sent.map((message) => message.template)).toEqual(['cita_confirmada', 'cita_cancelada']);
    expect(sent[1]!.parameters.slice(0, 3)).toEqual([service.productName, formatDay(FRIDAY), '10:00 a. m.']);
  });

  it('tells a cancellation by the shop (the path a closure takes too)', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '11:00', optInCustomer);
    const admin = await harness.signInAs('ADMIN');
    const response = await harness.request(`/api/bookings/${booked.reference}/cancel`, {
      json: { lineId: booked.lineId },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference, kind: 'reserva' });
    expect(record?.reservationDetails[0]?.cancelledBy).toBe('tienda');
    expect(await templatesFor(booked.reference)).toEqual(['cita_confirmada', 'cita_cancelada']);
  });

  it('sends nothing of the kind to a customer who did not tick the box', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '12:00');
    expect((await reschedule(harness, booked, SATURDAY, '13:00')).status).toBe(200);
    expect((await cancel(harness, { ...booked })).status).toBe(200);
    expect(await templatesFor(booked.reference)).toEqual([]);
  });
});

describe('the reminder by WhatsApp', () => {
  it('is sent once in the last 24 hours, however often or however many sweepers run', async () => {
    const booked = await bookAppointment(harness, service, FRIDAY, '14:00', optInCustomer);
    harness.setNow(minutesBefore(FRIDAY, '14:00', 24 * 60 + 1));
    await runSweep(harness.deps);
    expect(await templatesFor(booked.reference)).toEqual(['cita_confirmada']);
    harness.setNow(minutesBefore(FRIDAY, '14:00', 23 * 60));
    await Promise.all([runSweep(harness.deps), runSweep(harness.deps), runSweep(harness.deps)]);
    harness.setNow(minutesBefore(FRIDAY, '14:00', 2 * 60));
    await runSweep(harness.deps);
    const sent = await sentFor(booked.reference);
    expect(sent.map((message) => message.template)).toEqual(['cita_confirmada', 'cita_recordatorio']);
    expect(sent[1]!.parameters.slice(0, 3)).toEqual([service.productName, formatDay(FRIDAY), '2:00 p. m.']);
    const notice = await harness.deps.store
      .collection('whatsappMessages')
      .findOne({ _id: `whatsapp:reminder:${booked.lineId}:${FRIDAY}T14:00` });
    expect(notice?.state).toBe('sent');
  });

  it('is not sent for a booking made less than 24 hours ahead, nor for a cancelled one', async () => {
    harness.setNow(minutesBefore(FRIDAY, '15:00', 20 * 60));
    const late = await bookAppointment(harness, service, FRIDAY, '15:00', optInCustomer);
    harness.setNow(BOOKED_AT);
    const cancelled = await bookAppointment(harness, service, FRIDAY, '16:00', optInCustomer);
    expect((await cancel(harness, cancelled)).status).toBe(200);
    harness.setNow(minutesBefore(FRIDAY, '15:00', 2 * 60));
    await runSweep(harness.deps);
    expect(await templatesFor(late.reference)).toEqual(['cita_confirmada']);
    expect(await templatesFor(cancelled.reference)).toEqual(['cita_confirmada', 'cita_cancelada']);
  });
});

describe('an account deletion', () => {
  it("forgets the number and the parameters of the account's notices, and stops those still to send", async () => {
    const { cookie, userId } = await harness.signInAs('GENERAL');
    const booked = await bookAppointment(harness, service, SATURDAY, '09:00', { ...optInCustomer, cookie });
    fake.fail(1, 500);
    expect((await cancel(harness, booked)).status).toBe(200);
    await harness.deps.background.settle();
    const notices = harness.deps.store.collection('whatsappMessages');
    expect((await notices.findOne({ _id: `whatsapp:cancelled:${booked.lineId}:cancelled` }))?.state).toBe('failed');

    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    const left = await notices.find({ reference: booked.reference }, { sort: { createdAt: 1 } });
    expect(left.map((notice) => [notice.kind, notice.state, notice.to, notice.parameters])).toEqual([
      ['confirmation', 'sent', '', []],
      ['cancelled', 'stopped', '', []],
    ]);
    // Told by `account.deleted` (ids only); publishing it twice more forgets nothing twice.
    const [told] = await harness.deps.store.collection('eventDeliveries').find({ topic: 'account.deleted', 'payload.userId': userId });
    expect(told).toMatchObject({ subscriber: 'whatsapp', state: 'sent', attempts: 1, payload: { userId, references: [booked.reference] } });
    const event = domainEvent.accountDeleted({ userId, references: [booked.reference] });
    expect(await Promise.all([publish(harness.deps, event), publish(harness.deps, event)])).toEqual([0, 0]);
    await runSweep(harness.deps);
    expect(await harness.deps.store.collection('eventDeliveries').findOne({ _id: told!._id })).toMatchObject({
      state: 'sent',
      attempts: 1,
    });
    harness.setNow(later(24 * 60));
    await runSweep(harness.deps);
    expect(await templatesFor(booked.reference)).toEqual(['cita_confirmada']);
  });

  it('forgets them even when the deletion dies right after it stored `account.deleted`, once the sweeper resumes', async () => {
    const { cookie, userId } = await harness.signInAs('GENERAL');
    const booked = await bookAppointment(harness, service, SATURDAY, '10:00', { ...optInCustomer, cookie });
    expect((await cancel(harness, booked)).status).toBe(200);
    await harness.deps.background.settle();
    const user = await harness.deps.store.collection('users').findOne({ _id: userId });
    // The process dies the moment the outbox claims the event's delivery: stored, not yet reacted to.
    const dying: Store = new Proxy(harness.deps.store, {
      get(target, property, receiver) {
        if (property !== 'collection') return Reflect.get(target, property, receiver);
        return (name: Parameters<Store['collection']>[0]) => {
          const collection = target.collection(name);
          if (name !== 'eventDeliveries') return collection;
          return new Proxy(collection, {
            get: (inner, method, innerReceiver) =>
              method === 'findOneAndUpdate'
                ? () => Promise.reject(new Error('proceso terminado'))
                : Reflect.get(inner, method, innerReceiver),
          });
        };
      },
    });
    await expect(deleteAccount({ ...harness.deps, store: dying }, user!, TEST_PASSWORD, '127.0.0.1')).rejects.toThrow('proceso terminado');
    const notices = harness.deps.store.collection('whatsappMessages');
    expect((await notices.findOne({ reference: booked.reference }))?.to).not.toBe('');

    harness.setNow(new Date(BOOKED_AT.getTime() + DELETION_RESUME_AFTER_MS + 60_000));
    await runSweep(harness.deps);
    const left = await notices.find({ reference: booked.reference }, { sort: { createdAt: 1 } });
    expect(left.map((notice) => [notice.kind, notice.to, notice.parameters])).toEqual([
      ['confirmation', '', []],
      ['cancelled', '', []],
    ]);
    expect(await harness.deps.store.collection('users').findOne({ _id: userId })).toBeNull();
    const deliveries = await harness.deps.store.collection('eventDeliveries').find({ topic: 'account.deleted', 'payload.userId': userId });
    expect(deliveries.map((delivery) => [delivery.subscriber, delivery.state, delivery.attempts])).toEqual([['whatsapp', 'sent', 1]]);
  });
});
