/**
 * The server cart and the guest cart's merge with variants: every line carries its variant, two
 * sizes of one garment are two lines, and a product with variants is never added without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerCartLine } from '../../src/domain/cart/cart.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { variantMessages } from '../../src/domain/catalogue/messages-variants.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { createGarment, garmentInput, variantIdOf } from './variant-helpers.ts';

let harness: Harness;
let admin: { cookie: string; userId: string };
let garment: Product;
let plain: Product;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.signInAs('ADMIN');
  garment = await createGarment(harness, admin.cookie, [
    { options: { Talla: 'S', Color: 'Negro' }, stock: 5 },
    { options: { Talla: 'M', Color: 'Negro' }, stock: 2 },
    { options: { Talla: 'L', Color: 'Negro' }, stock: 0 },
  ]);
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  plain = all.find((product) => !product.category.startsWith('Servicios') && !product.variants && product.stock >= 5)!;
});
afterAll(() => harness.close());

const add = (cookie: string, json: Record<string, unknown>) => harness.request('/api/addtocart', { cookie, json });
const view = async (cookie: string) =>
  (await body<{ data: ServerCartLine[] }>(await harness.request('/api/view-cart-product', { cookie }))).data;

describe('adding a variant to the server cart', () => {
  it('keeps two sizes of one garment as two lines, each naming its variant', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const small = variantIdOf(garment, 'S', 'Negro');
    const medium = variantIdOf(garment, 'M', 'Negro');
    expect((await add(cookie, { productId: garment._id, variantId: small, quantity: 2 })).status).toBe(200);
    expect((await add(cookie, { productId: garment._id, variantId: medium })).status).toBe(200);
    expect((await add(cookie, { productId: garment._id, variantId: small })).status).toBe(200);
    const lines = await view(cookie);
    expect(lines.map((line) => [line.variantId, line.variantLabel, line.quantity])).toEqual([
      [small, 'Talla S · Negro', 3],
      [medium, 'Talla M · Negro', 1],
    ]);
    const count = await body<{ data: { count: number } }>(await harness.request('/api/countAddToCartProduct', { cookie }));
    expect(count.data.count).toBe(4);
  });

  it("never passes the variant's own stock, whatever its siblings hold", async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const medium = variantIdOf(garment, 'M', 'Negro');
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(cookie, { productId: garment._id, variantId: medium })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    expect((await body(answers.find((answer) => answer.status === 409)!)).message).toBe(messages.onlyUnitsLeft(2));
    expect((await view(cookie)).map((line) => line.quantity)).toEqual([2]);
  });

  it.each([
    ['a product with variants without one', () => ({ productId: garment._id }), 400, variantMessages.variantRequired],
    [
      'a variant the product does not have',
      () => ({ productId: garment._id, variantId: 'a'.repeat(24) }),
      400,
      variantMessages.variantNotFound,
    ],
    ['a variant id that is no id', () => ({ productId: garment._id, variantId: 'talla-m' }), 400, variantMessages.variantNotFound],
    [
      'a variant of a product without variants',
      () => ({ productId: plain._id, variantId: 'a'.repeat(24) }),
      400,
      variantMessages.variantForPlainProduct,
    ],
    [
      'a sold-out variant',
      () => ({ productId: garment._id, variantId: variantIdOf(garment, 'L', 'Negro') }),
      409,
      () => variantMessages.variantOutOfStock(`${garment.productName} — Talla L · Negro`),
    ],
  ])('refuses %s', async (_case, json, status, message) => {
    const { cookie, userId } = await harness.signInAs('GENERAL');
    const answer = await add(cookie, json());
    expect(answer.status).toBe(status);
    expect((await body(answer)).message).toBe(typeof message === 'function' ? message() : message);
    expect(await harness.deps.store.collection('carts').countDocuments({ userId })).toBe(0);
  });

  it('keeps a product without variants as one line, as always', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    await add(cookie, { productId: plain._id });
    await add(cookie, { productId: plain._id });
    const lines = await view(cookie);
    expect(lines.map((line) => [line.productId, line.quantity, line.variantId])).toEqual([[plain._id, 2, undefined]]);
  });
});

describe('merging a guest cart with variants', () => {
  it('merges each variant into its own line and skips the ones that cannot be sold', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const small = variantIdOf(garment, 'S', 'Negro');
    const medium = variantIdOf(garment, 'M', 'Negro');
    const items = [
      { productId: garment._id, variantId: small, quantity: 2 },
      { productId: garment._id, variantId: medium, quantity: 9 },
      { productId: garment._id, variantId: variantIdOf(garment, 'L', 'Negro'), quantity: 1 },
      { productId: garment._id, variantId: 'b'.repeat(24), quantity: 1 },
      { productId: garment._id, quantity: 1 },
      { productId: plain._id, quantity: 1 },
    ];
    const first = await harness.request('/api/cart/merge', { cookie, json: { items } });
    expect(first.status).toBe(200);
    // Twice changes nothing.
    await harness.request('/api/cart/merge', { cookie, json: { items } });
    const lines = await view(cookie);
    expect(lines.map((line) => [line.productId, line.variantId, line.quantity])).toEqual([
      [garment._id, small, 2],
      [garment._id, medium, 2],
      [plain._id, undefined, 1],
    ]);
  });
});

describe('the owner changing the variants', () => {
  it('drops the cart lines of a variant removed', async () => {
    const product = await createGarment(harness, admin.cookie, [
      { options: { Talla: 'S', Color: 'Blanco' }, stock: 3 },
      { options: { Talla: 'M', Color: 'Blanco' }, stock: 3 },
    ]);
    const { cookie } = await harness.signInAs('GENERAL');
    await add(cookie, { productId: product._id, variantId: variantIdOf(product, 'S', 'Blanco') });
    await add(cookie, { productId: product._id, variantId: variantIdOf(product, 'M', 'Blanco') });
    const edited = await harness.request('/api/update-product', {
      cookie: admin.cookie,
      json: { ...garmentInput([{ options: { Talla: 'M', Color: 'Blanco' }, stock: 3 }]), _id: product._id },
    });
    expect(edited.status).toBe(200);
    expect((await view(cookie)).map((line) => line.variantLabel)).toEqual(['Talla M · Blanco']);
  });
});
