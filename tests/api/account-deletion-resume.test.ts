/**
 * Account deletion with the photo on Cloudinary (the loopback fake of its Upload API), and a
 * deletion that stops half-way — Cloudinary failing, or the request dying between two writes —
 * finished by the sweeper once, after the resume window, with nothing left behind.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaStore } from '../../functions/integrations/media.ts';
import { DELETION_RESUME_AFTER_MS } from '../../functions/services/accounts/account-deletion.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { Store } from '../../functions/store/contract.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { startFakeCloudinary, type FakeCloudinary } from '../fixtures/cloudinary-fake.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const START = new Date('2026-03-04T15:00:00Z');
const PASSWORD = 'clave-segura-1';

let fake: FakeCloudinary;
let media: MediaStore;
let harness: Harness;
let product: Product;
let accounts = 0;

beforeAll(async () => {
  fake = await startFakeCloudinary();
  // Before the SDK is first loaded: it picks http or https from this address then.
  process.env.CLOUDINARY_URL = fake.cloudinaryUrl;
  const { createCloudinaryMedia } = await import('../../functions/integrations/cloudinary.ts');
  media = createCloudinaryMedia(fake.cloudinaryUrl);
  harness = await createHarness({ media, now: START });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
});
afterAll(async () => {
  await harness.close();
  await fake.close();
});

const users = () => harness.deps.store.collection('users');
const sessionCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const deleteAccount = (cookie: string) => harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: PASSWORD } });
const later = (ms: number) => new Date(START.getTime() + ms);

/** A customer with a photo on Cloudinary and one paid order; returns its public id too. */
async function customerWithOrder() {
  accounts += 1;
  const email = `nube${accounts}@correo.co`;
  const name = `Cliente Nube ${accounts}`;
  const before = new Set(fake.assets());
  const form = {
    name,
    email,
    tel: '3001234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    profilePic: pngDataUrl,
    acceptDataPolicy: true,
  };
  expect((await harness.request('/api/signup', { json: form })).status).toBe(201);
  const publicId = fake.assets().find((id) => !before.has(id))!;
  expect(publicId).toMatch(/^tienda\/perfiles\//);
  const cookie = sessionCookie(await harness.request('/api/signin', { json: { email, password: PASSWORD } }));
  const shippingInfo = {
    name,
    email,
    phone: '3005550000',
    address: 'Calle 33 # 70-1',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const browser = shopper(harness, { shippingInfo, seed: `nube-${accounts}`, cookie });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  const { reference } = await body<{ reference: string }>(captured);
  // Delivered: a sale still to deliver would keep the account from being deleted.
  await harness.deps.store.collection('transactions').updateOne({ reference, kind: 'venta' }, { $set: { status: 'entregada' } });
  const userId = (await users().findOne({ email }))!._id;
  return { email, name, cookie, userId, publicId, reference };
}

const recordOf = async (reference: string) => (await harness.deps.store.collection('transactions').findOne({ reference }))!;

describe('deleting an account whose photo is on Cloudinary', () => {
  it('destroys the photo by its public id with a signed request', async () => {
    harness.setNow(START);
    const ana = await customerWithOrder();
    expect((await deleteAccount(ana.cookie)).status).toBe(200);
    expect(fake.assets()).not.toContain(ana.publicId);
    expect(fake.requests.filter((request) => request.action === 'destroy').at(-1)).toMatchObject({
      signed: true,
      fields: { public_id: ana.publicId },
    });
    expect(await users().findOne({ _id: ana.userId })).toBeNull();
  });

  it('when Cloudinary fails, signs the customer out at once and the sweeper deletes the photo and the account later, once', async () => {
    harness.setNow(START);
    const bea = await customerWithOrder();
    fake.failDeletions(true);
    const deleted = await deleteAccount(bea.cookie);
    expect(deleted.status).toBe(200);
    expect((await body(deleted)).message).toBe(messages.accountDeleted);

    // What is left waits for the sweeper, and already names nobody.
    const left = (await users().findOne({ _id: bea.userId }))!;
    expect(left).toMatchObject({ name: messages.deletedCustomer, tel: '', passwordHash: '', sessions: [] });
    expect(left.email).not.toBe(bea.email);
    expect((await recordOf(bea.reference)).shippingInfo.name).toBe(messages.deletedCustomer);
    expect((await harness.request('/api/user-details', { cookie: bea.cookie })).status).toBe(401);
    expect((await harness.request('/api/signin', { json: { email: bea.email, password: PASSWORD } })).status).toBe(401);
    expect(fake.assets()).toContain(bea.publicId);

    fake.failDeletions(false);
    harness.setNow(later(DELETION_RESUME_AFTER_MS - 60_000));
    expect((await runSweep(harness.deps)).accountDeletionsFinished).toBe(0);
    harness.setNow(later(DELETION_RESUME_AFTER_MS + 60_000));
    const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.accountDeletionsFinished, 0)).toBe(1);
    expect(fake.assets()).not.toContain(bea.publicId);
    expect(await users().findOne({ _id: bea.userId })).toBeNull();
  });

  it('a request that dies between two writes leaves nobody signed in, and the sweeper finishes the deletion', async () => {
    harness.setNow(START);
    const caro = await customerWithOrder();
    const store = harness.deps.store;
    const collection = store.collection.bind(store);
    // The process dies as it comes to the records: every write before that one happened.
    const crash = vi.spyOn(store, 'collection').mockImplementation(((name: Parameters<Store['collection']>[0]) => {
      const real = collection(name);
      if (name !== 'transactions') return real;
      return new Proxy(real, {
        get: (target, property) => {
          if (property === 'updateOne') return () => Promise.reject(new Error('el proceso murió'));
          const value = Reflect.get(target, property) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    }) as Store['collection']);
    try {
      expect((await deleteAccount(caro.cookie)).status).toBe(500);
    } finally {
      crash.mockRestore();
    }
    expect((await users().findOne({ _id: caro.userId }))?.deletion?.email).toBe(caro.email);
    expect((await recordOf(caro.reference)).shippingInfo.name).toBe(caro.name);
    expect((await harness.request('/api/user-details', { cookie: caro.cookie })).status).toBe(401);
    expect((await harness.request('/api/signin', { json: { email: caro.email, password: PASSWORD } })).status).toBe(401);

    harness.setNow(later(DELETION_RESUME_AFTER_MS + 60_000));
    expect((await runSweep(harness.deps)).accountDeletionsFinished).toBe(1);
    expect(await users().findOne({ _id: caro.userId })).toBeNull();
    expect(fake.assets()).not.toContain(caro.publicId);
    const record = await recordOf(caro.reference);
    expect(record.user?.name).toBe(messages.deletedCustomer);
    expect(JSON.stringify(record)).not.toContain(caro.email);
    expect((await runSweep(harness.deps)).accountDeletionsFinished).toBe(0);
  });
});
