/**
 * A paid appointment bought with a discount code and later cancelled (with its refund) gives the
 * code's use back: the payment is undone. A payment that also sold products keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionMessages as text } from '../../src/domain/promotions/messages-promotions.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { ownService } from './booking-helpers.ts';
import { checkoutConsent, checkoutCookie } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let service: Product;
let product: Product;
const NOW = new Date('2026-03-04T15:00:00Z');
const cookie = checkoutCookie('codigo-cancelado');
const contact = { name: 'Ana Mejía', phone: '3104567890', address: '', shippingMethod: 'pickup', city: '', neighborhood: '' };
let orders = 0;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  service = await ownService(harness, 60);
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((p) => !p.category.startsWith('Servicios') && !p.variants?.length && p.stock > 3)!;
});
afterAll(() => harness.close());

async function newCode(code: string) {
  const response = await harness.request('/api/admin/discount-codes', {
    cookie: admin.cookie,
    json: { code, kind: 'percent', value: 10, maxUses: 1 },
  });
  expect(response.status).toBe(201);
}

function order(items: unknown[], discountCode: string) {
  orders += 1;
  return harness.request('/api/payment/create-order', {
    json: { items, shippingInfo: { ...contact, email: `anulado${orders}@correo.co` }, ...checkoutConsent, discountCode },
    cookie,
    ip: `10.77.0.${orders}`,
  });
}

async function pay(items: unknown[], discountCode: string) {
  const created = await order(items, discountCode);
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const captured = await harness.request('/api/payment/capture-order', { json: { orderID: id }, cookie });
  expect(captured.status).toBe(200);
  const { reference, accessToken } = await body<{ reference: string; accessToken: string }>(captured);
  const records = (
    await body<{ data: { records: PublicRecord[] } }>(await harness.request(`/api/payment/orders/${reference}?access=${accessToken}`))
  ).data.records;
  const lineId = records.find((record) => record.kind === 'reserva')?.reservationDetails[0]?.lineId ?? '';
  return { reference, accessToken, lineId };
}

const cancelLine = (paid: { reference: string; accessToken: string; lineId: string }) =>
  harness.request(`/api/bookings/${paid.reference}/cancel`, { json: { lineId: paid.lineId, access: paid.accessToken } });

describe('a cancelled paid appointment and its discount code', () => {
  it('gives the use back when every appointment of the payment is cancelled', async () => {
    await newCode('VUELVE-1');
    const paid = await pay([{ productId: service._id, reservationDate: '2026-03-12', reservationTime: '10:00' }], 'VUELVE-1');
    const usedUp = await order([{ productId: service._id, reservationDate: '2026-03-12', reservationTime: '11:00' }], 'VUELVE-1');
    expect(usedUp.status).toBe(400);
    expect((await body<{ message: string }>(usedUp)).message).toBe(text.codeUsedUp);

    expect((await cancelLine(paid)).status).toBe(200);
    await pay([{ productId: service._id, reservationDate: '2026-03-12', reservationTime: '12:00' }], 'VUELVE-1');
  });

  it('keeps it when the same payment also bought a product', async () => {
    await newCode('QUEDA-1');
    const paid = await pay(
      [
        { productId: service._id, reservationDate: '2026-03-13', reservationTime: '10:00' },
        { productId: product._id, quantity: 1 },
      ],
      'QUEDA-1',
    );
    expect((await cancelLine(paid)).status).toBe(200);
    const again = await order([{ productId: service._id, reservationDate: '2026-03-13', reservationTime: '11:00' }], 'QUEDA-1');
    expect(again.status).toBe(400);
  });
});
