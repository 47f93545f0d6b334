/**
 * "Eliminar mi cuenta": DELETE /api/profile with the password deletes the account, its photo, its
 * cart, its newsletter subscription and every session; its orders and reservations stay with "Cliente eliminado" in place of
 * the person, and the outbox forgets the account's own mail. Refused while an appointment is still
 * to come, a paid sale is not yet delivered, or a payment may still settle; a wrong password counts
 * like a failed sign-in.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_CHECKOUT_WAIT_HOURS } from '../../src/domain/accounts/account-data.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { bookAppointment, cancel, findService, minutesBefore } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { confirmEmailOf } from './email-confirmation-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const START = new Date('2026-03-04T15:00:00Z');
const PASSWORD = 'clave-segura-1';

let harness: Harness;
let product: Product;
let service: Product;
let accounts = 0;

beforeAll(async () => {
  harness = await createHarness({ now: START });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
  service = await findService(harness);
});
afterAll(() => harness.close());

const users = () => harness.deps.store.collection('users');
const sessionCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const signIn = (email: string, password = PASSWORD) => harness.request('/api/signin', { json: { email, password } });
const deleteAccount = (cookie: string, password = PASSWORD, ip = '127.0.0.1') =>
  harness.request('/api/profile', { method: 'DELETE', cookie, json: { password }, ip });

/** A new customer signed up as the form does (with a photo), signed in. */
async function customer() {
  accounts += 1;
  const email = `borrar${accounts}@correo.co`;
  const form = {
    name: `Cliente Borrable ${accounts}`,
    email,
    tel: '3001234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    profilePic: pngDataUrl,
    acceptDataPolicy: true,
  };
  expect((await harness.request('/api/signup', { json: form })).status).toBe(201);
  const cookie = sessionCookie(await signIn(email));
  const user = (await users().findOne({ email }))!;
  return { email, name: form.name, cookie, userId: user._id, photo: user.profilePic };
}

/** Pays one unit of the product as the signed-in customer. */
async function buy(who: { email: string; name: string; cookie: string }): Promise<string> {
  const shippingInfo = {
    name: who.name,
    email: who.email,
    phone: '3007654321',
    address: 'Calle 10 # 43-12',
    shippingMethod: 'delivery',
    city: 'Medellín',
    neighborhood: 'El Poblado',
  };
  const browser = shopper(harness, { shippingInfo, seed: `borrar-${who.email}`, cookie: who.cookie });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  return (await body<{ reference: string }>(captured)).reference;
}

/** The owner sets the status of the sale with this reference, as the admin panel does. */
async function setSaleStatus(reference: string, status: 'enviada' | 'entregada' | 'cancelada') {
  const sale = (await harness.deps.store.collection('transactions').findOne({ reference, kind: 'venta' }))!;
  const admin = await harness.signInAs('ADMIN');
  // "enviada" goes with the carrier and the guide, as the admin's dialog sends it.
  const shipment = status === 'enviada' ? { shipment: { carrierId: 'servientrega', guide: '700123' } } : {};
  const response = await harness.request(`/api/transactions/${sale._id}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { status, ...shipment },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('DELETE /api/profile', () => {
  it('deletes the account, its photo, cart and sessions, and leaves its past records anonymised', async () => {
    harness.setNow(START);
    const ana = await customer();
    // Confirmed: the newsletter subscription of the address is then the account's to delete.
    await confirmEmailOf(harness, ana.email);
    const second = sessionCookie(await signIn(ana.email));
    const sale = await buy(ana);
    const booking = await bookAppointment(harness, service, '2026-03-06', '10:00', { cookie: ana.cookie });
    await harness.request('/api/addtocart', { cookie: ana.cookie, json: { productId: product._id } });
    const subscriptions = harness.deps.store.collection('subscriptions');
    for (const email of [ana.email, 'otra.persona@correo.co']) {
      await subscriptions.insertOne({ _id: email, email, unsubscribeTokenHash: '0'.repeat(64), consents: [], createdAt: START });
    }
    const photoFile = path.join(harness.dataDir, 'media', ana.photo.split('/').pop()!);
    await access(photoFile);

    // The appointment has passed and the sale was delivered: nothing stands in the way any more.
    harness.setNow(new Date('2026-03-07T15:00:00Z'));
    await setSaleStatus(sale, 'entregada');
    const before = await harness.deps.store
      .collection('transactions')
      .find({ reference: { $in: [sale, booking.reference] } }, { sort: { reference: 1 } });
    const wrong = await deleteAccount(ana.cookie, 'no-es-la-clave');
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe(messages.accountPasswordWrong);
    expect(await users().findOne({ _id: ana.userId })).not.toBeNull();

    const deleted = await deleteAccount(ana.cookie);
    expect(deleted.status).toBe(200);
    expect((await body(deleted)).message).toBe(messages.accountDeleted);
    expect(deleted.headers.get('set-cookie')).toMatch(/token=;/);

    expect(await users().findOne({ _id: ana.userId })).toBeNull();
    await expect(access(photoFile)).rejects.toThrow();
    expect((await harness.request(ana.photo)).status).toBe(404);
    expect(await harness.deps.store.collection('carts').countDocuments({ userId: ana.userId })).toBe(0);
    expect((await subscriptions.find({})).map((subscription) => subscription.email)).toEqual(['otra.persona@correo.co']);
    for (const cookie of [ana.cookie, second]) expect((await harness.request('/api/user-details', { cookie })).status).toBe(401);
    expect((await signIn(ana.email)).status).toBe(401);

    // The records stay, with the same lines, amounts and statuses, and nobody's name on them.
    const after = await harness.deps.store
      .collection('transactions')
      .find({ reference: { $in: [sale, booking.reference] } }, { sort: { reference: 1 } });
    expect(after).toHaveLength(2);
    after.forEach((record, index) => {
      const was = before[index]!;
      expect(record.user).toEqual({ _id: '', name: messages.deletedCustomer, email: '', tel: '' });
      expect(record.shippingInfo).toEqual({
        ...was.shippingInfo,
        name: messages.deletedCustomer,
        email: '',
        phone: '',
        address: was.shippingInfo.address ? messages.deletedCustomer : '',
      });
      expect({ status: record.status, amounts: record.amounts, lines: record.reservationDetails, reference: record.reference }).toEqual({
        status: was.status,
        amounts: was.amounts,
        lines: was.reservationDetails,
        reference: was.reference,
      });
    });
    const orders = await harness.deps.store.collection('paymentOrders').find({ reference: { $in: [sale, booking.reference] } });
    expect(orders.map((order) => [order.userId, order.shippingInfo.name, order.shippingInfo.email, order.shippingInfo.phone])).toEqual([
      [null, messages.deletedCustomer, '', ''],
      [null, messages.deletedCustomer, '', ''],
    ]);
    expect(orders.every((order) => order.status === 'COMPLETED')).toBe(true);

    // The outbox keeps each message's key (nothing is queued again) but no longer names the customer.
    const mail = await harness.deps.store.collection('mail').find({});
    expect(mail.some((message) => message._id === `welcome:${ana.userId}`)).toBe(true);
    const dump = JSON.stringify([mail, after, orders, await users().find({})]);
    for (const personal of [ana.email, ana.name, 'Calle 10 # 43-12', '3007654321']) expect(dump).not.toContain(personal);

    // The e-mail is free: it can open a new account.
    const again = {
      name: 'Ana Vuelve',
      email: ana.email,
      tel: '3001234567',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      profilePic: pngDataUrl,
      acceptDataPolicy: true,
    };
    expect((await harness.request('/api/signup', { json: again })).status).toBe(201);
    expect((await users().findOne({ email: ana.email }))?._id).not.toBe(ana.userId);
  });

  it('is refused while an appointment is still to come, naming it; allowed once it is cancelled', async () => {
    harness.setNow(START);
    const bea = await customer();
    const booking = await bookAppointment(harness, service, '2026-03-09', '11:00', { cookie: bea.cookie });

    harness.setNow(minutesBefore('2026-03-09', '11:00', 3 * 24 * 60));
    const refused = await deleteAccount(bea.cookie);
    expect(refused.status).toBe(409);
    const { message } = await body<{ message: string }>(refused);
    expect(message).toContain(booking.reference);
    expect(message).toContain('11:00');
    expect(message).toContain('Mi reserva');
    // Nothing changed, and the customer is still signed in.
    expect((await users().findOne({ _id: bea.userId }))?.deletion).toBeUndefined();
    expect((await harness.request('/api/user-details', { cookie: bea.cookie })).status).toBe(200);

    expect((await cancel(harness, booking)).status).toBe(200);
    expect((await deleteAccount(bea.cookie)).status).toBe(200);
    expect(await users().findOne({ _id: bea.userId })).toBeNull();
  });

  it('is refused while a paid sale is not delivered, naming its reference; allowed once it is delivered or cancelled', async () => {
    harness.setNow(START);
    const eva = await customer();
    const first = await buy(eva);
    const second = await buy(eva);

    const refused = await deleteAccount(eva.cookie);
    expect(refused.status).toBe(409);
    const { message } = await body<{ message: string }>(refused);
    expect(message).toBe(messages.accountDeletionSaleToDeliver(`pedido ${first}, pedido ${second}`));
    // Nothing changed: the owner still sees who to deliver to, and the customer is still signed in.
    expect((await users().findOne({ _id: eva.userId }))?.deletion).toBeUndefined();
    expect((await harness.request('/api/user-details', { cookie: eva.cookie })).status).toBe(200);
    const record = (await harness.deps.store.collection('transactions').findOne({ reference: first, kind: 'venta' }))!;
    expect(record.user).toMatchObject({ _id: eva.userId, email: eva.email });
    expect(record.shippingInfo).toMatchObject({ name: eva.name, email: eva.email, phone: '3007654321' });

    // Sent but not yet received still holds the account.
    await setSaleStatus(first, 'enviada');
    await setSaleStatus(second, 'cancelada');
    const stillRefused = await deleteAccount(eva.cookie);
    expect(stillRefused.status).toBe(409);
    expect((await body(stillRefused)).message).toBe(messages.accountDeletionSaleToDeliver(`pedido ${first}`));

    await setSaleStatus(first, 'entregada');
    expect((await deleteAccount(eva.cookie)).status).toBe(200);
    expect(await users().findOne({ _id: eva.userId })).toBeNull();
  });

  it('waits for a payment that may still settle', async () => {
    harness.setNow(START);
    const caro = await customer();
    const shippingInfo = {
      name: caro.name,
      email: caro.email,
      phone: '3001234567',
      address: 'Calle 5 # 6-7',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    };
    const created = await shopper(harness, { shippingInfo, cookie: caro.cookie, seed: 'pendiente' }).createOrder(
      [{ productId: product._id, quantity: 1 }],
      { shippingInfo },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const unpaid = (await harness.deps.store.collection('paymentOrders').findOne({ userId: caro.userId }))!;

    const refused = await deleteAccount(caro.cookie);
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe(messages.accountDeletionPaymentPending(UNPAID_CHECKOUT_WAIT_HOURS));

    // Abandoned: after the wait, the unpaid checkout no longer holds the account.
    harness.setNow(new Date(START.getTime() + (UNPAID_CHECKOUT_WAIT_HOURS + 1) * 3_600_000));
    expect((await deleteAccount(caro.cookie)).status).toBe(200);
    expect(await harness.deps.store.collection('paymentOrders').findOne({ _id: unpaid._id })).toMatchObject({
      status: 'CREATED',
      userId: null,
      shippingInfo: { name: messages.deletedCustomer, email: '', phone: '' },
    });
  });

  it('counts wrong passwords like failed sign-ins (429 when spent), and never deletes an admin', async () => {
    harness.setNow(START);
    const dani = await customer();
    for (let attempt = 0; attempt < rateRules.signinFailuresPerEmail.limit; attempt++) {
      expect((await deleteAccount(dani.cookie, 'otra-clave', '10.9.9.9')).status).toBe(400);
    }
    const limited = await deleteAccount(dani.cookie, PASSWORD, '10.9.9.9');
    expect(limited.status).toBe(429);
    expect((await body(limited)).message).toBe(messages.tooManyLoginAttempts);
    expect(await users().findOne({ _id: dani.userId })).not.toBeNull();

    const admin = await harness.signInAs('ADMIN');
    const refused = await deleteAccount(admin.cookie, 'clave-segura-123');
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe(messages.accountDeletionAdmin);
    expect(await users().findOne({ _id: admin.userId })).not.toBeNull();
  });

  it('answers 400 without a password', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const response = await harness.request('/api/profile', { method: 'DELETE', cookie, json: {} });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.accountPasswordRequired);
  });
});
