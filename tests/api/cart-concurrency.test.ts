/**
 * Parallel cart writes (item 7 of the trust issue): every add lands, none past the stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness, testStoreEngine } from './helpers.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';

let harness: Harness;
let products: Product[];

beforeAll(async () => {
  harness = await createHarness();
  products = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data.filter(
    (product) => !product.category.startsWith('Servicios') && product.stock > 0,
  );
});
afterAll(() => harness.close());

const setStock = (productId: string, stock: number) =>
  harness.deps.store.collection('products').updateOne({ _id: productId }, { $set: { stock } });
const lineOf = (userId: string, productId: string) => harness.deps.store.collection('carts').findOne({ userId, productId });
const addOne = (cookie: string, productId: string) => harness.request('/api/addtocart', { cookie, json: { productId, quantity: 1 } });

describe('parallel adds of the same product', () => {
  mongoOnlyOnFerret(testStoreEngine(), 'uniqueMissing')('20 parallel adds of 1 give a line of 20', async () => {
    const product = products[0]!;
    await setStock(product._id, 50);
    const { cookie, userId } = await harness.signInAs('GENERAL');
    const answers = await Promise.all(Array.from({ length: 20 }, () => addOne(cookie, product._id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await lineOf(userId, product._id))?.quantity).toBe(20);
    expect(await harness.deps.store.collection('carts').countDocuments({ userId })).toBe(1);
  });

  mongoOnlyOnFerret(testStoreEngine(), 'uniqueMissing')(
    'with a stock of 7, 20 parallel adds give a line of 7 and 13 answers 409',
    async () => {
      const product = products[1]!;
      await setStock(product._id, 7);
      const { cookie, userId } = await harness.signInAs('GENERAL');
      const answers = await Promise.all(Array.from({ length: 20 }, () => addOne(cookie, product._id)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(7);
      expect(statuses.filter((status) => status === 409)).toHaveLength(13);
      const refusals = await Promise.all(answers.filter((answer) => answer.status === 409).map((answer) => body(answer)));
      expect(new Set(refusals.map((refusal) => refusal.message))).toEqual(new Set([messages.onlyUnitsLeft(7)]));
      expect((await lineOf(userId, product._id))?.quantity).toBe(7);
    },
  );

  mongoOnlyOnFerret(testStoreEngine(), 'uniqueMissing')(
    'parallel adds of different sizes never pass the stock, and every accepted unit is in the line',
    async () => {
      const product = products[2]!;
      await setStock(product._id, 10);
      const { cookie, userId } = await harness.signInAs('GENERAL');
      const sizes = [3, 3, 3, 3, 2, 2, 1, 1];
      const answers = await Promise.all(
        sizes.map((quantity) => harness.request('/api/addtocart', { cookie, json: { productId: product._id, quantity } })),
      );
      const accepted = sizes.filter((_, index) => answers[index]?.status === 200).reduce((sum, quantity) => sum + quantity, 0);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      expect((await lineOf(userId, product._id))?.quantity).toBe(accepted);
      expect(accepted).toBeLessThanOrEqual(10);
    },
  );
});

describe('a guest cart merged while adds are running', () => {
  mongoOnlyOnFerret(testStoreEngine(), 'uniqueMissing')('keeps every add made by the other requests', async () => {
    const product = products[3]!;
    await setStock(product._id, 40);
    const { cookie, userId } = await harness.signInAs('GENERAL');
    // The guest cart asks for 2: the merge may only raise a line below 2, never undo an add.
    const merge = harness.request('/api/cart/merge', { cookie, json: { items: [{ productId: product._id, quantity: 2 }] } });
    const adds = Array.from({ length: 10 }, () => addOne(cookie, product._id));
    const answers = await Promise.all([merge, ...adds]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(200));
    const quantity = (await lineOf(userId, product._id))?.quantity;
    // Adds that came before the merge raised the line past 2 or to it; the merge then left it alone.
    expect(quantity === 10 || quantity === 11 || quantity === 12).toBe(true);
  });

  it('brings a line over a stock that dropped down to the stock, and is idempotent', async () => {
    const product = products[4]!;
    await setStock(product._id, 10);
    const { cookie, userId } = await harness.signInAs('GENERAL');
    for (let add = 0; add < 6; add += 1) expect((await addOne(cookie, product._id)).status).toBe(200);
    await setStock(product._id, 4);
    const merged = async () =>
      (await harness.request('/api/cart/merge', { cookie, json: { items: [{ productId: product._id, quantity: 3 }] } })).status;
    expect(await merged()).toBe(200);
    expect((await lineOf(userId, product._id))?.quantity).toBe(4);
    expect(await merged()).toBe(200);
    expect((await lineOf(userId, product._id))?.quantity).toBe(4);
  });
});
