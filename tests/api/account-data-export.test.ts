/**
 * "Descargar mis datos": GET /api/profile/export answers a JSON file with the account, its orders,
 * reservations, checkouts, cart and consents — exactly the user's, never another user's nor a
 * guest's who typed the same e-mail — without a password hash, a session or a receipt token, and
 * is limited per user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../functions/services/accounts/data-export.ts';
import { DATA_POLICY_VERSION } from '../../src/domain/consent.ts';
import { rateRules } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import type { Product } from '../../src/domain/schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { bookAppointment, findService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { confirmEmailOf } from './email-confirmation-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let product: Product;
let service: Product;

beforeAll(async () => {
  harness = await createHarness();
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
  service = await findService(harness);
});
afterAll(() => harness.close());

const PASSWORD = 'clave-segura-1';

/** Signs up as the sign-up form does (the data policy accepted) and signs in; returns the session cookie. */
async function signUpAndIn(name: string, email: string): Promise<string> {
  const account = {
    name,
    email,
    tel: '3001234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    profilePic: pngDataUrl,
    acceptDataPolicy: true,
  };
  expect((await harness.request('/api/signup', { json: account })).status).toBe(201);
  const signin = await harness.request('/api/signin', { json: { email, password: PASSWORD } });
  return (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Pays one unit of the product; signed in when `cookie` is given. */
async function buy(info: { name: string; email: string }, cookie?: string): Promise<string> {
  const shippingInfo = {
    ...info,
    phone: '3009998877',
    address: 'Carrera 43A # 1-50',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const browser = shopper(harness, { shippingInfo, seed: `export-${info.email}`, ...(cookie ? { cookie } : {}) });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  return (await body<{ reference: string }>(captured)).reference;
}

const exportOf = (cookie: string) => harness.request('/api/profile/export', { cookie });

describe('GET /api/profile/export', () => {
  it("holds exactly the user's account, orders, reservation, checkouts, cart and consents, and nobody else's", async () => {
    const ana = { name: 'Ana Exporta', email: 'ana.exporta@correo.co' };
    const cookie = await signUpAndIn(ana.name, ana.email);
    // Confirmed: the newsletter subscription of the address is then the account's to see.
    await confirmEmailOf(harness, ana.email);
    const sale = await buy(ana, cookie);
    const booking = await bookAppointment(harness, service, '2026-03-06', '10:00', { cookie });
    expect((await harness.request('/api/addtocart', { cookie, json: { productId: product._id } })).status).toBeLessThan(300);

    // Another customer, and a guest who typed Ana's e-mail: neither belongs in Ana's file.
    const bruno = { name: 'Bruno Ajeno', email: 'bruno.ajeno@correo.co' };
    const otherSale = await buy(bruno, await signUpAndIn(bruno.name, bruno.email));
    const guestSale = await buy({ name: 'Invitado Con Su Correo', email: ana.email });
    // Ana's newsletter subscription (as the footer's form stores it), and Bruno's.
    const subscriptions = harness.deps.store.collection('subscriptions');
    const consent = [{ kind: 'marketing' as const, version: DATA_POLICY_VERSION, acceptedAt: harness.deps.clock() }];
    await subscriptions.insertOne({
      _id: ana.email,
      email: ana.email,
      status: 'pending',
      unsubscribeTokenHash: 'a'.repeat(64),
      confirmTokenHash: 'c'.repeat(64),
      confirmExpiresAt: new Date('2026-03-11T15:00:00Z'),
      consents: consent,
      createdAt: harness.deps.clock(),
    });
    await subscriptions.insertOne({
      _id: bruno.email,
      email: bruno.email,
      unsubscribeTokenHash: 'b'.repeat(64),
      consents: consent,
      createdAt: harness.deps.clock(),
    });

    const response = await exportOf(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mis-datos-2026-03-04.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    const data = JSON.parse(text) as DataExport;

    expect(data.account).toMatchObject({ name: ana.name, email: ana.email, tel: '3001234567', role: 'GENERAL' });
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'dataPolicy', version: DATA_POLICY_VERSION })]);
    expect(data.sales.map((record) => record.reference)).toEqual([sale]);
    expect(data.reservations.map((record) => record.reference)).toEqual([booking.reference]);
    expect(data.reservations[0]!.reservationDetails[0]).toMatchObject({
      productId: service._id,
      reservationDate: '2026-03-06',
      reservationTime: '10:00',
    });
    expect(new Set(data.checkouts.map((checkout) => checkout.reference))).toEqual(new Set([sale, booking.reference]));
    expect(data.checkouts.every((checkout) => checkout.consents.some((consent) => consent.kind === 'terms'))).toBe(true);
    expect(data.cart).toEqual([expect.objectContaining({ productId: product._id, productName: product.productName, quantity: 1 })]);
    // Pending until Ana confirms it from her mailbox (double opt-in).
    expect(data.newsletter).toEqual({
      email: ana.email,
      status: 'pending',
      consents: [expect.objectContaining({ kind: 'marketing' })],
      createdAt: '2026-03-04T15:00:00.000Z',
    });

    // Nobody else's data, and no secret of the account or of its receipts.
    for (const foreign of [otherSale, guestSale, bruno.email, bruno.name, 'Invitado Con Su Correo']) expect(text).not.toContain(foreign);
    const stored = (await harness.deps.store.collection('users').findOne({ email: ana.email }))!;
    expect(stored.sessions?.length).toBeGreaterThan(0);
    for (const session of stored.sessions ?? []) expect(text).not.toContain(session.id);
    expect(text).not.toContain(stored.passwordHash);
    const receiptTokens = (await harness.deps.store.collection('transactions').find({ 'user._id': stored._id })).map(
      (record) => record.accessToken,
    );
    for (const token of receiptTokens) expect(text).not.toContain(token);
    for (const secret of [
      'passwordHash',
      'sessions',
      'passwordReset',
      'accessToken',
      'checkoutKeyHash',
      'unsubscribeTokenHash',
      'confirmTokenHash',
    ])
      expect(text).not.toContain(`"${secret}"`);
  });

  it('has no newsletter when the e-mail has no subscription; answers 401 signed out, and 429 with a Spanish message past the hourly limit', async () => {
    expect((await harness.request('/api/profile/export')).status).toBe(401);
    const { cookie } = await harness.signInAs('GENERAL');
    expect((JSON.parse(await (await exportOf(cookie)).text()) as DataExport).newsletter).toBeNull();
    for (let download = 1; download < rateRules.dataExportsPerUser.limit; download++) expect((await exportOf(cookie)).status).toBe(200);
    const refused = await exportOf(cookie);
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.tooManyDataExports);
    // Another user's downloads are their own.
    expect((await exportOf((await harness.signInAs('GENERAL')).cookie)).status).toBe(200);
  });
});
