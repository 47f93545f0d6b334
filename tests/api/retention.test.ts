/**
 * The retention periods the sweeper applies (src/domain/legal/retention.ts): contact messages go after
 * two calendar years; a signed-in customer's cart is emptied after 90 days without a change (a
 * cart with one recent change keeps every line); a guest's cart never reaches the server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { CartLineDoc } from '../../functions/store/documents.ts';
import { retention } from '../../src/domain/legal/retention.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const NOW = new Date('2026-03-04T15:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let harness: Harness;
let products: Product[];

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  products = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data
    .filter((candidate) => candidate.stock > 0 && !candidate.category.startsWith('Servicios'))
    .slice(0, 3);
});
beforeEach(async () => {
  harness.setNow(NOW);
  await harness.deps.store.collection('contactMessages').deleteMany({});
  await harness.deps.store.collection('carts').deleteMany({});
});
afterAll(() => harness.close());

async function contactMessage(subject: string, createdAt: Date) {
  await harness.deps.store
    .collection('contactMessages')
    .insertOne({ name: 'Remitente', email: 'remite@correo.co', subject, message: 'Hola', ip: '10.0.0.1', createdAt });
}

async function cartLine(userId: string, product: Product, changedAt: Date | null, createdAt = changedAt ?? daysAgo(400)) {
  const line = { userId, productId: product._id, quantity: 1, createdAt, ...(changedAt ? { updatedAt: changedAt } : {}) };
  // An older line may lack `updatedAt`, which the current type requires.
  await harness.deps.store.collection('carts').insertOne(line as Omit<CartLineDoc, '_id'>);
}

const subjects = async () =>
  (await harness.deps.store.collection('contactMessages').find({}, { sort: { createdAt: 1 } })).map((message) => message.subject);

describe('contact messages', () => {
  it(`are deleted ${retention.contactMessageYears} calendar years after they arrived, once however many sweepers run`, async () => {
    await contactMessage('hace tres años', new Date('2023-02-01T12:00:00Z'));
    await contactMessage('dos años y un minuto', new Date('2024-03-04T14:59:00Z'));
    await contactMessage('dos años menos un minuto', new Date('2024-03-04T15:01:00Z'));
    await contactMessage('de ayer', daysAgo(1));

    const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.contactMessagesDeleted, 0)).toBe(2);
    expect(await subjects()).toEqual(['dos años menos un minuto', 'de ayer']);

    harness.setNow(new Date('2026-03-04T15:02:00Z'));
    expect((await runSweep(harness.deps)).contactMessagesDeleted).toBe(1);
    expect(await subjects()).toEqual(['de ayer']);
  });
});

describe('signed-in carts', () => {
  it(`are emptied after ${retention.userCartInactiveDays} days without a change; one recent change keeps the whole cart`, async () => {
    const idle = await harness.signInAs('GENERAL');
    const busy = await harness.signInAs('GENERAL');
    const old = await harness.signInAs('GENERAL');
    const [first, second, third] = products as [Product, Product, Product];
    await cartLine(idle.userId, first, daysAgo(retention.userCartInactiveDays + 1));
    await cartLine(idle.userId, second, daysAgo(200));
    await cartLine(busy.userId, first, daysAgo(200));
    await cartLine(busy.userId, second, daysAgo(retention.userCartInactiveDays - 1));
    // A line written before `updatedAt` existed counts from its creation.
    await cartLine(old.userId, third, null, daysAgo(retention.userCartInactiveDays + 5));

    const sweeps = await Promise.all([runSweep(harness.deps), runSweep(harness.deps)]);
    expect(sweeps.reduce((sum, sweep) => sum + sweep.inactiveCartLinesCleared, 0)).toBe(3);
    const carts = harness.deps.store.collection('carts');
    expect(await carts.countDocuments({ userId: idle.userId })).toBe(0);
    expect(await carts.countDocuments({ userId: old.userId })).toBe(0);
    expect(await carts.countDocuments({ userId: busy.userId })).toBe(2);
  });

  it('a change through the cart moves the line’s date, so a cart in use is never emptied', async () => {
    const shopper = await harness.signInAs('GENERAL');
    const [product] = products as [Product];
    harness.setNow(daysAgo(retention.userCartInactiveDays + 10));
    expect((await harness.request('/api/addtocart', { cookie: shopper.cookie, json: { productId: product._id } })).status).toBeLessThan(
      300,
    );
    harness.setNow(daysAgo(2));
    expect((await harness.request('/api/addtocart', { cookie: shopper.cookie, json: { productId: product._id } })).status).toBeLessThan(
      300,
    );
    harness.setNow(NOW);
    expect((await runSweep(harness.deps)).inactiveCartLinesCleared).toBe(0);
    expect(await harness.deps.store.collection('carts').countDocuments({ userId: shopper.userId })).toBe(1);
  });

  it('a guest’s cart never reaches the server: the cart endpoints need a session', async () => {
    const [product] = products as [Product];
    for (const [path, json] of [
      ['/api/addtocart', { productId: product._id }],
      ['/api/cart/merge', { items: [{ productId: product._id, quantity: 1 }] }],
    ] as const) {
      expect((await harness.request(path, { json })).status).toBe(401);
    }
    expect(await harness.deps.store.collection('carts').countDocuments({})).toBe(0);
  });
});
