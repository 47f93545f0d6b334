/**
 * The shipments' and withdrawals' api tests: a customer who pays a product sale (signed in when
 * asked), the owner's status change with a carrier and a guide, and the sale's record.
 */
import { expect } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper } from './checkout-helpers.ts';
import { body, type Harness } from './helpers.ts';

const delivery = {
  name: 'Camila Restrepo',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};
let sales = 0;

/** A product sold alone (no sizes, in stock), from the sample catalogue. */
export async function plainProduct(harness: Harness): Promise<Product> {
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  return all.find(
    (product) => !product.category.startsWith('Servicios') && !product.variants?.length && !product.packSessions && product.stock > 5,
  )!;
}

/** A paid sale of `quantity` of `product`, delivered to Medellín; its e-mail, reference and record. */
export async function paidSale(harness: Harness, product: Product, options: { cookie?: string; email?: string; quantity?: number } = {}) {
  sales += 1;
  const email = options.email ?? `envio${sales}@correo.co`;
  const shippingInfo = { ...delivery, email };
  const browser = shopper(harness, { shippingInfo, seed: `envio-${sales}`, ...(options.cookie ? { cookie: options.cookie } : {}) });
  const created = await browser.createOrder([{ productId: product._id, quantity: options.quantity ?? 1 }], {
    shippingInfo,
    ip: `10.77.${sales >> 8}.${sales & 255}`,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status, await captured.clone().text()).toBe(200);
  const { reference } = await body<{ reference: string }>(captured);
  const sale = await harness.deps.store.collection('transactions').findOne({ reference, kind: 'venta' });
  return { email, reference, sale: sale! };
}

/** The owner sets a record's status, with a carrier and a guide when given. */
export function setSaleStatus(
  harness: Harness,
  adminCookie: string,
  recordId: string,
  status: string,
  shipment?: unknown,
  ip = '10.98.0.1',
) {
  return harness.request(`/api/transactions/${recordId}`, {
    method: 'PATCH',
    cookie: adminCookie,
    json: shipment === undefined ? { status } : { status, shipment },
    ip,
  });
}
