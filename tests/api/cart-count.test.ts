/**
 * The header badge's count of a signed-in cart: only the units that can be paid count. A line
 * whose product sold out, has fewer units than the line asks for, or was deleted counts none,
 * by the same rule the browser applies to a guest's cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCount as browserCartCount, type CartState } from '../../src/domain/cart/cart.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let inStock: Product[];

beforeAll(async () => {
  harness = await createHarness();
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  inStock = all.filter((p) => p.stock >= 5 && !p.category.startsWith('Servicios'));
});
afterAll(() => harness.close());

interface Line {
  productId: string;
  quantity: number;
  product: Product;
}

const count = async (cookie: string) =>
  (await body<{ data: { count: number } }>(await harness.request('/api/countAddToCartProduct', { cookie }))).data.count;
const view = async (cookie: string) => (await body<{ data: Line[] }>(await harness.request('/api/view-cart-product', { cookie }))).data;
const setStock = (productId: string, stock: number) =>
  harness.deps.store.collection('products').updateOne({ _id: productId }, { $set: { stock } });

/** The server's lines as the browser mirrors them. */
function mirrored(lines: Line[]): CartState {
  return {
    shippingInfo: null,
    items: lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      productDetails: {
        productName: line.product.productName,
        productImage: '',
        category: line.product.category,
        sellingPrice: line.product.sellingPrice,
        stock: line.product.stock,
      },
    })),
  };
}

describe('the cart count', () => {
  it('leaves out lines of sold-out products, lines past the stock and lines of deleted products', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const [kept, soldOut, short, deleted] = inStock;
    for (const [product, quantity] of [
      [kept!, 2],
      [soldOut!, 1],
      [short!, 3],
      [deleted!, 1],
    ] as const) {
      expect((await harness.request('/api/addtocart', { cookie, json: { productId: product._id, quantity } })).status).toBe(200);
    }
    expect(await count(cookie)).toBe(7);

    await setStock(soldOut!._id, 0);
    await setStock(short!._id, 2);
    await harness.deps.store.collection('products').deleteOne({ _id: deleted!._id });

    expect(await count(cookie)).toBe(2);
    // The browser counts the same lines by the same rule.
    expect(browserCartCount(mirrored(await view(cookie)))).toBe(2);

    // Adding answers the count by the same rule.
    const added = await harness.request('/api/addtocart', { cookie, json: { productId: kept!._id } });
    expect((await body<{ data: { count: number } }>(added)).data.count).toBe(3);

    // Once the stock is back, the line counts again.
    await setStock(short!._id, 5);
    expect(await count(cookie)).toBe(6);
  });
});
