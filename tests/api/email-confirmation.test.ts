/**
 * The account's e-mail, confirmed from its own mailbox. Sign-up leaves the account unconfirmed and
 * queues a link (only its hash stored); POST /api/confirm-email confirms once, before the link
 * expires; /perfil's new link is limited per user, atomically. Until confirmed, the export and the
 * deletion leave alone what depends on the address alone (its newsletter subscription, a guest's
 * orders with it); once confirmed, they act on the subscription. Signing in never waits for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../functions/services/accounts/data-export.ts';
import { confirmAdminEmails } from '../../functions/services/accounts/email-confirmation.ts';
import { DATA_POLICY_VERSION } from '../../src/domain/legal/consent.ts';
import { EMAIL_CONFIRMATION_HOURS } from '../../src/domain/accounts/email-confirmation.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { PublicUser } from '../../src/domain/accounts/account-schemas.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { shopper } from './checkout-helpers.ts';
import { confirmationTokenOf, confirmEmailOf, confirmEmailWith } from './email-confirmation-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const START = new Date('2026-03-04T15:00:00Z');
const HOUR = 3_600_000;
const PASSWORD = 'clave-segura-1';

let harness: Harness;
let product: Product;
let accounts = 0;

beforeAll(async () => {
  harness = await createHarness({ now: START });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
});
afterAll(() => harness.close());

const users = () => harness.deps.store.collection('users');
const subscriptions = () => harness.deps.store.collection('subscriptions');
const sessionCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const details = async (cookie: string) => (await body<{ data: PublicUser }>(await harness.request('/api/user-details', { cookie }))).data;
const resend = (cookie: string) => harness.request('/api/profile/email-confirmation', { method: 'POST', cookie });
const exportOf = async (cookie: string) =>
  JSON.parse(await (await harness.request('/api/profile/export', { cookie })).text()) as DataExport;
const deleteAccount = (cookie: string) => harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: PASSWORD } });

/** Signs up as the form does and signs in (an unconfirmed account signs in like any other). */
async function signUp(email = `confirma${++accounts}@correo.co`) {
  const form = {
    name: `Cliente ${accounts}`,
    email,
    tel: '3001234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    profilePic: pngDataUrl,
    acceptDataPolicy: true,
  };
  const created = await harness.request('/api/signup', { json: form });
  expect(created.status, await created.clone().text()).toBe(201);
  const signin = await harness.request('/api/signin', { json: { email, password: PASSWORD } });
  expect(signin.status).toBe(200);
  return { email, cookie: sessionCookie(signin), userId: (await users().findOne({ email }))!._id };
}

/** A confirmed newsletter subscription of this address, as the footer's form and its link leave it. */
async function subscribe(email: string) {
  const consents = [{ kind: 'marketing' as const, version: DATA_POLICY_VERSION, acceptedAt: START, confirmedAt: START }];
  await subscriptions().insertOne({
    email,
    status: 'confirmed',
    unsubscribeTokenHash: 'a'.repeat(64),
    consents,
    createdAt: START,
    confirmedAt: START,
  });
}

/** A guest's paid order with this e-mail on the shipping form. */
async function guestOrder(email: string): Promise<string> {
  const shippingInfo = {
    name: 'Dueña Del Correo',
    email,
    phone: '3009998877',
    address: 'Carrera 43A # 1-50',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const browser = shopper(harness, { shippingInfo, seed: `invitada-${email}` });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  return (await body<{ reference: string }>(captured)).reference;
}

describe('the link that confirms the e-mail', () => {
  it('is sent at sign-up (only its hash stored); the account signs in unconfirmed; the link confirms once', async () => {
    harness.setNow(START);
    const ana = await signUp();
    expect(await details(ana.cookie)).toMatchObject({ email: ana.email, emailConfirmed: false });
    const token = await confirmationTokenOf(harness, ana.email);
    const stored = (await users().findOne({ _id: ana.userId }))!;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.emailConfirmation).toMatchObject({
      email: ana.email,
      expiresAt: new Date(START.getTime() + EMAIL_CONFIRMATION_HOURS * HOUR),
    });
    expect(stored.emailConfirmedAt).toBeUndefined();

    const confirmed = await confirmEmailWith(harness, token);
    expect(confirmed.status).toBe(200);
    expect((await body(confirmed)).message).toBe(messages.emailConfirmed);
    expect(await details(ana.cookie)).toMatchObject({ emailConfirmed: true });
    expect((await users().findOne({ _id: ana.userId }))?.emailConfirmation).toBeUndefined();

    // Single use.
    const again = await confirmEmailWith(harness, token);
    expect(again.status).toBe(400);
    expect((await body(again)).message).toBe(messages.emailConfirmLinkInvalid);
    // Confirmed already: no new link.
    const refused = await resend(ana.cookie);
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe(messages.emailAlreadyConfirmed);
  });

  it('expires after EMAIL_CONFIRMATION_HOURS; a new link from /perfil replaces the old one', async () => {
    harness.setNow(START);
    const bea = await signUp();
    const first = await confirmationTokenOf(harness, bea.email);
    harness.setNow(new Date(START.getTime() + EMAIL_CONFIRMATION_HOURS * HOUR + 60_000));
    const expired = await confirmEmailWith(harness, first);
    expect(expired.status).toBe(400);
    expect((await body(expired)).message).toBe(messages.emailConfirmLinkInvalid);
    expect(await details(bea.cookie)).toMatchObject({ emailConfirmed: false });

    const sent = await resend(bea.cookie);
    expect(sent.status).toBe(200);
    expect((await body(sent)).message).toBe(messages.emailConfirmationSent);
    const second = await confirmationTokenOf(harness, bea.email);
    expect(second).not.toBe(first);
    expect((await confirmEmailWith(harness, first)).status).toBe(400);
    // Still valid a moment before its own expiry.
    harness.setNow(new Date(START.getTime() + 2 * EMAIL_CONFIRMATION_HOURS * HOUR));
    expect((await confirmEmailWith(harness, second)).status).toBe(200);
    expect(await details(bea.cookie)).toMatchObject({ emailConfirmed: true });
  });

  it('refuses an unknown or empty token with 400 and a Spanish message', async () => {
    for (const token of ['no-existe', '']) {
      const response = await confirmEmailWith(harness, token);
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(messages.emailConfirmLinkInvalid);
    }
  });

  it('sends exactly the hourly limit of new links to 20 parallel requests, and 429 to the rest', async () => {
    harness.setNow(START);
    const caro = await signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => resend(caro.cookie)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(rateRules.emailConfirmationsPerUser.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - rateRules.emailConfirmationsPerUser.limit);
    const refusal = answers.find((answer) => answer.status === 429)!;
    expect((await body(refusal)).message).toBe(messages.emailConfirmationRateLimited);
    // The sign-up's link and one per request that got through.
    expect(await harness.deps.store.collection('mail').countDocuments({ kind: 'email-confirmation', to: caro.email })).toBe(
      1 + rateRules.emailConfirmationsPerUser.limit,
    );
    // The newest link still confirms.
    await confirmEmailOf(harness, caro.email);
  });
});

describe('what an unconfirmed e-mail reaches', () => {
  it("leaves the address's subscription and a guest's orders alone in the export and the deletion; once confirmed, they act on the subscription", async () => {
    harness.setNow(START);
    const address = 'duena.del.correo@correo.co';
    await subscribe(address);
    const guestReference = await guestOrder(address);
    const guestRecord = await harness.deps.store.collection('transactions').findOne({ reference: guestReference });

    // Someone signs up with that address and never confirms it.
    const intruder = await signUp(address);
    const data = await exportOf(intruder.cookie);
    expect(data.cuenta).toMatchObject({ correo: address, estadoDelCorreo: 'Sin confirmar' });
    expect(data.novedadesPorCorreo).toBeNull();
    expect(JSON.stringify(data)).not.toContain(guestReference);
    expect((await deleteAccount(intruder.cookie)).status).toBe(200);
    expect(await subscriptions().findOne({ email: address })).toMatchObject({ status: 'confirmed' });
    expect(await harness.deps.store.collection('transactions').findOne({ reference: guestReference })).toEqual(guestRecord);

    // The owner of the address signs up and confirms it: the subscription is now the account's.
    const owner = await signUp(address);
    await confirmEmailOf(harness, address);
    const own = await exportOf(owner.cookie);
    expect(own.cuenta.estadoDelCorreo).toBe('Confirmado');
    expect(own.novedadesPorCorreo).toMatchObject({ correo: address, estado: 'Confirmada' });
    expect((await deleteAccount(owner.cookie)).status).toBe(200);
    expect(await subscriptions().findOne({ email: address })).toBeNull();
    // A guest's order is never the account's, confirmed or not.
    expect(await harness.deps.store.collection('transactions').findOne({ reference: guestReference })).toEqual(guestRecord);
  });
});

describe('accounts stored before the confirmation', () => {
  it('the seeded admin is confirmed; the migration confirms older admins only, once', async () => {
    const seeded = harness.deps.config.seedAdmin;
    const signin = await harness.request('/api/signin', { json: { email: seeded.email, password: seeded.password } });
    expect((await body<{ data: PublicUser }>(signin)).data.emailConfirmed).toBe(true);

    const older = { tel: '3001112233', passwordHash: 'x', profilePic: '', createdAt: START, updatedAt: START };
    const { insertedId: adminId } = await users().insertOne({
      ...older,
      name: 'Admin Antigua',
      email: 'admin.antigua@correo.co',
      role: 'ADMIN',
    });
    const { insertedId: customerId } = await users().insertOne({
      ...older,
      name: 'Cliente Antiguo',
      email: 'cliente.antiguo@correo.co',
      role: 'GENERAL',
    });
    const now = new Date(START.getTime() + HOUR);
    expect(await confirmAdminEmails(harness.deps.store, now)).toBe(1);
    expect((await users().findOne({ _id: adminId }))?.emailConfirmedAt).toEqual(now);
    expect((await users().findOne({ _id: customerId }))?.emailConfirmedAt).toBeUndefined();
    expect(await confirmAdminEmails(harness.deps.store, now)).toBe(0);
  });
});
