/**
 * What the cash-on-delivery tests share: the owner's settings, a product with a known stock, a
 * delivery in Medellín, and placing an order from an address of its own.
 */
import { expect } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { checkoutConsent } from './checkout-helpers.ts';
import { body, type Harness } from './helpers.ts';

export const poblado = {
  name: 'Compradora Contra Entrega',
  email: 'contraentrega@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

/** Medellín (all of it) up to $200.000 with a $5.000 fee; Laureles up to $50.000 without a fee; unconfirmed orders released after 2 hours. */
export const medellinSettings = {
  places: [
    { city: 'Medellín', neighborhood: '', maxAmount: 200_000, fee: 5_000 },
    { city: 'Medellín', neighborhood: 'Laureles', maxAmount: 50_000, fee: 0 },
  ],
  releaseHours: 2,
};

export async function saveSettings(harness: Harness, adminCookie: string, settings: unknown = medellinSettings) {
  const response = await harness.request('/api/admin/cash-on-delivery/settings', { method: 'PUT', cookie: adminCookie, json: settings });
  expect(response.status).toBe(200);
}

/** A product without variants, its stock set to `stock` by the owner. */
export async function productWithStock(
  harness: Harness,
  adminCookie: string,
  stock: number,
  skip: readonly string[] = [],
): Promise<Product> {
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const product = all.find(
    (candidate) =>
      !candidate.category.startsWith('Servicios') &&
      !skip.includes(candidate._id) &&
      (candidate.variants ?? []).length === 0 &&
      candidate.sellingPrice >= 10_000 &&
      candidate.sellingPrice <= 40_000 &&
      candidate.packSessions === undefined,
  )!;
  const { _id, productName, brandName, category, productImage, description, price, sellingPrice } = product;
  const response = await harness.request('/api/update-product', {
    cookie: adminCookie,
    json: { _id, productName, brandName, category, productImage, description, price, sellingPrice, stock },
  });
  expect(response.status).toBe(200);
  return { ...product, stock };
}

export async function stockOf(harness: Harness, productId: string): Promise<number> {
  return (await harness.deps.store.collection('products').findOne({ _id: productId }))?.stock ?? -1;
}

let addressCounter = 0;

/** Places an order paid on delivery from an address of its own (unless given). */
export function placeOrder(
  harness: Harness,
  productId: string,
  quantity: number,
  shippingInfo: Record<string, unknown> = poblado,
  ip?: string,
  cookie?: string,
) {
  addressCounter += 1;
  return harness.request('/api/cash-on-delivery/orders', {
    json: { items: [{ productId, quantity }], shippingInfo, ...checkoutConsent },
    ip: ip ?? `10.140.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    ...(cookie ? { cookie } : {}),
  });
}

/** The token of the confirmation link mailed for an order. */
export async function confirmationToken(harness: Harness, reference: string): Promise<string> {
  const mail = await harness.deps.store.collection('mail').findOne({ _id: `cod-confirmation:${reference}` });
  const match = /token=([A-Za-z0-9_-]+)/.exec(String(mail?.text ?? ''));
  expect(match).not.toBeNull();
  return match![1]!;
}
