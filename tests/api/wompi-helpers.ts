/**
 * A shop paid through Wompi: the harness configured with the loopback fake's keys and API base,
 * a shopper, the products and hours a test buys, and what the store says afterwards.
 */
import type { LogEntry } from '../../functions/integrations/logger.ts';
import type { PaymentOrderDoc } from '../../functions/store/documents.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { startFakeWompi, type FakeWompi } from '../fixtures/wompi-fake.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

export const wompiShipping = {
  name: 'Valentina Restrepo',
  email: 'valentina@correo.co',
  phone: '3015551234',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

export interface WompiShop {
  fake: FakeWompi;
  harness: Harness;
  browser: Shopper;
  product: Product;
  service: Product;
  logs: LogEntry[];
  /** A distinct hour each call (Thursday 2026-03-05 from 08:00, then Friday). */
  nextSlot(): { productId: string; reservationDate: string; reservationTime: string };
  stock(): Promise<number>;
  slotState(item: { productId: string; reservationDate: string; reservationTime: string }): Promise<string | null>;
  order(reference: string): Promise<PaymentOrderDoc | null>;
  records(reference: string): Promise<number>;
  close(): Promise<void>;
}

export interface WompiCreated {
  reference: string;
  amountInCents: number;
  currency: string;
  publicKey: string;
  integritySignature: string;
  redirectUrl: string;
}

export async function openWompiShop(): Promise<WompiShop> {
  const fake = await startFakeWompi();
  const logs: LogEntry[] = [];
  const harness = await createHarness({ env: fake.env, now: new Date('2026-03-04T15:00:00Z'), log: (entry) => logs.push(entry) });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const product =
    all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 50) ??
    all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 10)!;
  const service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
  let slots = 0;
  const store = harness.deps.store;
  return {
    fake,
    harness,
    browser: shopper(harness, { shippingInfo: wompiShipping, seed: 'wompi' }),
    product,
    service,
    logs,
    nextSlot() {
      const day = slots < 9 ? '2026-03-05' : '2026-03-06';
      const time = `${String(8 + (slots % 9)).padStart(2, '0')}:00`;
      slots += 1;
      return { productId: service._id, reservationDate: day, reservationTime: time };
    },
    stock: async () => (await store.collection('products').findOne({ _id: product._id }))!.stock,
    slotState: async (item) =>
      (await store.collection('slots').findOne({ _id: `${item.productId}|${item.reservationDate}|${item.reservationTime}` }))?.state ??
      null,
    order: (reference) => store.collection('paymentOrders').findOne({ reference }),
    records: (reference) => store.collection('transactions').countDocuments({ reference }),
    async close() {
      await harness.close();
      await fake.close();
    },
  };
}

/** create-order as the shopper's browser (`cookie`: a session beside its checkout cookie), answering the Web Checkout's fields (`data`). */
export async function createWompiOrder(shop: WompiShop, items: unknown[], options: { cookie?: string } = {}): Promise<WompiCreated> {
  const response = await shop.browser.createOrder(items, options);
  if (response.status !== 201) throw new Error(`create-order answered ${response.status}: ${await response.text()}`);
  return (await body<{ data: WompiCreated }>(response)).data;
}

/** The browser back from Wompi's redirect: POST /api/payment/wompi/confirm with the transaction id. */
export const confirm = (shop: WompiShop, id: string, options: { cookie?: string; ip?: string } = {}) =>
  shop.harness.request('/api/payment/wompi/confirm', {
    json: { id },
    cookie: options.cookie ?? shop.browser.cookie,
    ...(options.ip ? { ip: options.ip } : {}),
  });

/** Wompi posting an event to the shop. */
export const postEvent = (shop: WompiShop, event: unknown, headers: Record<string, string> = {}) =>
  shop.harness.request('/api/payment/wompi/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(event),
  });
