import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { centsToUsdString, copToUsdCents, serviceDeposit } from '../../src/domain/money/money.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { createScriptedPayments, declinedCapture, type ScriptedPayments } from '../fixtures/scripted-payments.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let payments: ScriptedPayments;
let products: Product[];
let service: Product;
let secondService: Product;

const shipping = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  deliveryTime: 'Tarde',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};
const POBLADO_FEE = 15_000;
const THURSDAY = '2026-03-05';

beforeAll(async () => {
  payments = createScriptedPayments();
  harness = await createHarness({ payments, now: new Date('2026-03-04T15:00:00Z') });
  browser = shopper(harness, { shippingInfo: shipping });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  products = all.filter((p) => !p.category.startsWith('Servicios') && p.stock >= 5);
  service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
  secondService = all.filter((p) => p.category === 'Servicios' && p.stock > 0)[1]!;
});
afterAll(() => harness.close());
beforeEach(() => {
  payments.createFails = false;
  payments.captureThrowsTimes = 0;
  payments.captureOutcome = null;
  payments.captureDelayMs = 0;
  harness.setNow(new Date('2026-03-04T15:00:00Z'));
});

interface Created {
  id: string;
  reference: string;
  amount: { cop: number; usd: string; usdCents: number };
}
let browser: Shopper;
const createOrder = (items: unknown[], options: { cookie?: string; shippingInfo?: unknown } = {}) => browser.createOrder(items, options);
const capture = (orderID: string) => browser.capture(orderID);
const stockOf = async (productId: string) => (await harness.deps.store.collection('products').findOne({ _id: productId }))!.stock;
const recordsOf = (reference: string) => harness.deps.store.collection('transactions').find({ reference });
const slotOf = (serviceId: string, date: string, time: string) =>
  harness.deps.store.collection('slots').findOne({ _id: `${serviceId}|${date}|${time}` });

async function setStock(productId: string, stock: number) {
  await harness.deps.store.collection('products').updateOne({ _id: productId }, { $set: { stock } });
}

describe('GET /api/payment/config', () => {
  it('names the provider and the currency', async () => {
    const config = await body(await harness.request('/api/payment/config'));
    expect(config).toEqual({
      provider: 'paypal',
      clientId: 'scripted-client-id',
      currency: 'USD',
      providers: [{ id: 'paypal', currency: 'USD', clientId: 'scripted-client-id' }],
      whatsappNotices: false,
    });
  });
});

describe('POST /api/payment/create-order', () => {
  it('prices everything from the store: products in full, services by deposit, plus shipping', async () => {
    const [a, b] = products;
    const response = await createOrder([
      { productId: a!._id, quantity: 2 },
      { productId: b!._id, quantity: 1 },
      { productId: service._id, reservationDate: THURSDAY, reservationTime: '10:00' },
    ]);
    expect(response.status).toBe(201);
    const created = await body<Created>(response);
    const expectedCop = a!.sellingPrice * 2 + b!.sellingPrice + serviceDeposit(service.sellingPrice) + POBLADO_FEE;
    expect(created.amount.cop).toBe(expectedCop);
    expect(created.amount.usdCents).toBe(copToUsdCents(expectedCop));
    expect(created.amount.usd).toBe(centsToUsdString(copToUsdCents(expectedCop)));
    expect(created.reference).toMatch(/^TM-[0-9A-F]{12}$/);

    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: created.reference });
    expect(order?.status).toBe('CREATED');
    expect(order?.lines).toHaveLength(3);
    expect((await slotOf(service._id, THURSDAY, '10:00'))?.state).toBe('held');
  });

  it('ignores a tampered price and refuses a tampered quantity', async () => {
    const product = products[2]!;
    const tampered = await createOrder([{ productId: product._id, quantity: 1, sellingPrice: 1, price: 1, payNow: 1 }], {
      shippingInfo: { ...shipping, shippingMethod: 'pickup', fee: 0 },
    });
    expect(tampered.status).toBe(201);
    expect((await body<Created>(tampered)).amount.cop).toBe(product.sellingPrice);

    for (const quantity of [0, -3, 1.5, '2']) {
      expect((await createOrder([{ productId: product._id, quantity }])).status).toBe(400);
    }
    const tooMany = await createOrder([{ productId: product._id, quantity: product.stock + 1 }]);
    expect(tooMany.status).toBe(409);
    expect((await body(tooMany)).message).toBe(messages.notEnoughStock(product.productName));
  });

  it('re-checks every reservation rule on the server', async () => {
    const cases: [string, string, string][] = [
      ['2026-03-10', '10:00', messages.tuesdayClosed],
      ['2026-03-03', '10:00', messages.reservationDateInPast],
      ['2026-03-04', '09:00', messages.reservationHourPast],
      [THURSDAY, '07:00', messages.reservationHoursRange('08:00', '18:00')],
    ];
    for (const [reservationDate, reservationTime, message] of cases) {
      const response = await createOrder([{ productId: service._id, reservationDate, reservationTime }]);
      expect(response.status, message).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
    await setStock(secondService._id, 0);
    const unavailable = await createOrder([{ productId: secondService._id, reservationDate: THURSDAY, reservationTime: '11:00' }]);
    expect((await body(unavailable)).message).toBe(messages.serviceUnavailable);
    await setStock(secondService._id, 10);
  });

  it('needs the address only when products travel, and the city for delivery', async () => {
    const { address: _address, ...noAddress } = shipping;
    const servicesOnly = await createOrder([{ productId: service._id, reservationDate: THURSDAY, reservationTime: '15:00' }], {
      shippingInfo: { ...noAddress, shippingMethod: 'pickup' },
    });
    expect(servicesOnly.status).toBe(201);
    expect((await body<Created>(servicesOnly)).amount.cop).toBe(serviceDeposit(service.sellingPrice));

    const withProduct = await createOrder([{ productId: products[0]!._id, quantity: 1 }], { shippingInfo: noAddress });
    expect(withProduct.status).toBe(400);
    expect((await body(withProduct)).message).toBe(messages.shippingAddressRequired);
    const noCity = await createOrder([{ productId: products[0]!._id, quantity: 1 }], { shippingInfo: { ...shipping, city: '' } });
    expect((await body(noCity)).message).toBe(messages.shippingCityRequired);
  });

  it('holds a slot for exactly one of 20 parallel checkouts', async () => {
    const item = { productId: service._id, reservationDate: THURSDAY, reservationTime: '16:00' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => createOrder([item])));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = responses.find((response) => response.status === 409)!;
    expect((await body(refused)).message).toBe(messages.slotTaken);
  });

  it('lets the next checkout take over an expired hold', async () => {
    const item = { productId: service._id, reservationDate: THURSDAY, reservationTime: '17:00' };
    expect((await createOrder([item])).status).toBe(201);
    expect((await createOrder([item])).status).toBe(409);
    harness.setNow(new Date('2026-03-04T15:16:00Z'));
    const second = await createOrder([item]);
    expect(second.status).toBe(201);
    const slot = await slotOf(service._id, THURSDAY, '17:00');
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: (await body<Created>(second)).reference });
    expect(slot?.orderId).toBe(order?._id);
  });

  it('fails cleanly when the provider cannot create the order, releasing the holds', async () => {
    payments.createFails = true;
    const response = await createOrder([{ productId: service._id, reservationDate: THURSDAY, reservationTime: '18:00' }]);
    expect(response.status).toBe(502);
    expect((await body(response)).message).toBe(messages.paymentCreateError);
    expect(await slotOf(service._id, THURSDAY, '18:00')).toBeNull();
  });
});

describe('POST /api/payment/capture-order', () => {
  it('captures once: takes stock, books the slot, writes a sale and a reservation record', async () => {
    const buyer = await harness.signInAs('GENERAL');
    const product = products[3]!;
    await harness.request('/api/addtocart', { cookie: buyer.cookie, json: { productId: product._id } });
    const before = await stockOf(product._id);
    const created = await body<Created>(
      await createOrder(
        [
          { productId: product._id, quantity: 2 },
          { productId: service._id, reservationDate: THURSDAY, reservationTime: '12:00' },
        ],
        { cookie: buyer.cookie },
      ),
    );
    const response = await capture(created.id);
    expect(response.status).toBe(200);
    const result = await body<{
      id: string;
      status: string;
      reference: string;
      accessToken: string;
      purchase_units: { payments: { captures: { amount: { value: string } }[] } }[];
    }>(response);
    expect(result.id).toBe(created.id);
    expect(result.status).toBe('COMPLETED');
    expect(result.reference).toBe(created.reference);
    expect(result.purchase_units[0]?.payments.captures[0]?.amount.value).toBe(created.amount.usd);

    expect(await stockOf(product._id)).toBe(before - 2);
    expect((await slotOf(service._id, THURSDAY, '12:00'))?.state).toBe('booked');
    const records = await recordsOf(created.reference);
    expect(records.map((record) => record.kind).sort()).toEqual(['reserva', 'venta']);
    const sale = records.find((record) => record.kind === 'venta')!;
    expect(sale.user?._id).toBe(buyer.userId);
    expect(sale.status).toBe('pagada');
    expect(sale.shippingInfo.neighborhood).toBe('El Poblado');
    expect(sale.amounts.shipping).toBe(POBLADO_FEE);
    expect(sale.createdAt).toBeInstanceOf(Date);
    expect(records.find((record) => record.kind === 'reserva')?.status).toBe('confirmada');
    // The server cart is cleared after the purchase.
    const cart = await body<{ data: unknown[] }>(await harness.request('/api/view-cart-product', { cookie: buyer.cookie }));
    expect(cart.data).toEqual([]);
  });

  it('repeated 5 times, sequentially and concurrently, makes one set of records', async () => {
    const product = products[4]!;
    const before = await stockOf(product._id);
    const created = await body<Created>(await createOrder([{ productId: product._id, quantity: 1 }]));
    payments.captureDelayMs = 50;
    const concurrent = await Promise.all([capture(created.id), capture(created.id), capture(created.id)]);
    const sequential = [await capture(created.id), await capture(created.id)];
    const results = await Promise.all([...concurrent, ...sequential].map((response) => body<{ purchase_units: unknown }>(response)));
    expect([...concurrent, ...sequential].every((response) => response.status === 200)).toBe(true);
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(await recordsOf(created.reference)).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(before - 1);
  });

  it('serves exactly 3 of 20 buyers for a stock of 3, refusing the rest cleanly', async () => {
    const product = products[5]!;
    await setStock(product._id, 3);
    const orders = await Promise.all(
      Array.from({ length: 20 }, async () => body<Created>(await createOrder([{ productId: product._id, quantity: 1 }]))),
    );
    const captures = await Promise.all(orders.map((order) => capture(order.id)));
    const statuses = captures.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const refusal = await body(captures.find((response) => response.status === 409)!);
    expect(refusal.message).toBe(messages.soldOutDuringPayment(product.productName));
    expect(await stockOf(product._id)).toBe(0);
    const sales = await harness.deps.store.collection('transactions').find({ 'reservationDetails.productId': product._id });
    expect(sales).toHaveLength(3);
  });

  it('a declined capture takes no stock, writes no record and releases the slot', async () => {
    const product = products[6]!;
    const before = await stockOf(product._id);
    const created = await body<Created>(
      await createOrder([
        { productId: product._id, quantity: 1 },
        { productId: secondService._id, reservationDate: THURSDAY, reservationTime: '09:00' },
      ]),
    );
    payments.captureOutcome = declinedCapture;
    const response = await capture(created.id);
    expect(response.status).toBe(402);
    expect((await body(response)).message).toBe(messages.paymentFailed);
    expect(await stockOf(product._id)).toBe(before);
    expect(await recordsOf(created.reference)).toEqual([]);
    expect(await slotOf(secondService._id, THURSDAY, '09:00')).toBeNull();
    // And trying again does not capture a failed order.
    payments.captureOutcome = null;
    expect((await capture(created.id)).status).toBe(402);
  });

  it('refuses an amount that does not match what was priced', async () => {
    const product = products[7]!;
    const before = await stockOf(product._id);
    const created = await body<Created>(await createOrder([{ productId: product._id, quantity: 1 }]));
    payments.captureOutcome = () => ({
      orderStatus: 'COMPLETED',
      captureId: 'C',
      captureStatus: 'COMPLETED',
      amountValue: '0.01',
      currency: 'USD',
    });
    const response = await capture(created.id);
    expect(response.status).toBe(402);
    expect((await body(response)).message).toBe(messages.paymentProcessingError);
    expect(await stockOf(product._id)).toBe(before);
    expect(await recordsOf(created.reference)).toEqual([]);
  });

  it('gives the stock back when the provider is unreachable, and a retry completes', async () => {
    const product = products[8]!;
    const before = await stockOf(product._id);
    const created = await body<Created>(await createOrder([{ productId: product._id, quantity: 1 }]));
    payments.captureThrowsTimes = 1;
    const failed = await capture(created.id);
    expect(failed.status).toBe(502);
    expect((await body(failed)).message).toBe(messages.paymentProcessingError);
    expect(await stockOf(product._id)).toBe(before);
    expect((await capture(created.id)).status).toBe(200);
    expect(await stockOf(product._id)).toBe(before - 1);
    expect(await recordsOf(created.reference)).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for a missing id', async () => {
    expect((await capture('NO-EXISTE')).status).toBe(404);
    expect((await harness.request('/api/payment/capture-order', { json: {} })).status).toBe(400);
  });
});

describe('POST /api/payment/cancel-payment', () => {
  it('releases the holds of a pending order, and the slot can be taken again', async () => {
    const item = { productId: secondService._id, reservationDate: THURSDAY, reservationTime: '14:00' };
    const created = await body<Created>(await createOrder([item]));
    expect((await createOrder([item])).status).toBe(409);
    const response = await browser.cancel(created.id);
    expect(response.status).toBe(200);
    expect(await slotOf(secondService._id, THURSDAY, '14:00')).toBeNull();
    expect((await capture(created.id)).status).toBe(409);
    expect((await createOrder([item])).status).toBe(201);
    expect((await browser.cancel('NADA')).status).toBe(404);
  });
});

describe('records and receipts', () => {
  let reference: string;
  let accessToken: string;
  let owner: { cookie: string; userId: string };

  beforeAll(async () => {
    owner = await harness.signInAs('GENERAL');
    const created = await body<Created>(
      await createOrder([{ productId: service._id, reservationDate: THURSDAY, reservationTime: '13:00' }], { cookie: owner.cookie }),
    );
    const result = await body<{ reference: string; accessToken: string }>(await capture(created.id));
    reference = result.reference;
    accessToken = result.accessToken;
  });

  it('accepts the success page notice only for a captured reference, and never creates a record from it', async () => {
    const forged = await harness.request('/api/transactions', {
      json: { reference: 'TM-FALSA000000', amountInCents: 100, status: 'APPROVED', reservationDetails: [], shippingInfo: {}, user: null },
    });
    expect(forged.status).toBe(404);
    expect(await recordsOf('TM-FALSA000000')).toEqual([]);

    const pending = await body<Created>(await createOrder([{ productId: products[9]!._id, quantity: 1 }]));
    const uncaptured = await harness.request('/api/transactions', { json: { reference: pending.reference, status: 'APPROVED' } });
    expect(uncaptured.status).toBe(404);
    expect(await recordsOf(pending.reference)).toEqual([]);

    const genuine = await harness.request('/api/transactions', { json: { reference, status: 'APPROVED', amountInCents: 1 } });
    expect(genuine.status).toBe(200);
    expect(await recordsOf(reference)).toHaveLength(1);
  });

  it('shows the details to the owner, an admin and the receipt token; to nobody else', async () => {
    const owned = await harness.request(`/api/transactions/${reference}`, { cookie: owner.cookie });
    expect(owned.status).toBe(200);
    const [record] = (await body<{ data: Record<string, unknown>[] }>(owned)).data;
    expect(record).toMatchObject({ reference, kind: 'reserva' });
    expect(record).not.toHaveProperty('accessToken');

    const admin = await harness.signInAs('ADMIN');
    expect((await harness.request(`/api/transactions/${reference}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await harness.request(`/api/transactions/${reference}?access=${accessToken}`)).status).toBe(200);

    const stranger = await harness.signInAs('GENERAL');
    expect((await harness.request(`/api/transactions/${reference}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await harness.request(`/api/transactions/${reference}`)).status).toBe(404);
    expect((await harness.request(`/api/transactions/${reference}?access=adivinanza`)).status).toBe(404);
  });

  it('lists a user’s own history and the admin’s lists by type', async () => {
    const mine = await body<{ data: { reference: string }[] }>(await harness.request('/api/transactions?mine=1', { cookie: owner.cookie }));
    expect(mine.data.map((record) => record.reference)).toContain(reference);
    const general = await harness.signInAs('GENERAL');
    expect((await harness.request('/api/transactions?type=reservas', { cookie: general.cookie })).status).toBe(403);
    const admin = await harness.signInAs('ADMIN');
    const reservas = await body<{ data: { kind: string }[] }>(
      await harness.request('/api/transactions?type=reservas', { cookie: admin.cookie }),
    );
    expect(reservas.data.length).toBeGreaterThan(0);
    expect(reservas.data.every((record) => record.kind === 'reserva')).toBe(true);
    expect((await harness.request('/api/transactions?type=otros', { cookie: admin.cookie })).status).toBe(400);
  });

  it('offers the reservation as a calendar file in Bogotá time', async () => {
    const response = await harness.request(`/api/transactions/${reference}/calendar.ics?access=${accessToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20260305T180000Z'); // 13:00 in Bogotá
    expect(text).toContain(service.productName);
    expect((await harness.request(`/api/transactions/${reference}/calendar.ics`)).status).toBe(404);
  });
});

describe('POST /api/payment/webhook', () => {
  const event = (orderId: string, value: string) => ({
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: 'CAPTURE-WEBHOOK',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });
  const send = (payload: unknown, signature: string) =>
    harness.request('/api/payment/webhook', { json: payload, headers: { 'paypal-transmission-sig': signature } });

  it('changes nothing without a verified signature', async () => {
    const created = await body<Created>(await createOrder([{ productId: products[10]!._id, quantity: 1 }]));
    const response = await send(event(created.id, created.amount.usd), 'firma-falsa');
    expect(response.status).toBe(401);
    expect(await recordsOf(created.reference)).toEqual([]);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference: created.reference });
    expect(order?.status).toBe('CREATED');
  });

  it('reconciles an order whose browser never came back, exactly like a capture', async () => {
    const product = products[10]!;
    const before = await stockOf(product._id);
    const created = await body<Created>(await createOrder([{ productId: product._id, quantity: 1 }]));
    const calls = payments.captureCalls;
    expect((await send(event(created.id, created.amount.usd), 'firma-valida')).status).toBe(200);
    expect(payments.captureCalls).toBe(calls);
    expect(await recordsOf(created.reference)).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(before - 1);
    // The browser's late capture and a repeated webhook change nothing more.
    expect((await capture(created.id)).status).toBe(200);
    expect((await send(event(created.id, created.amount.usd), 'firma-valida')).status).toBe(200);
    expect(await recordsOf(created.reference)).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(before - 1);
  });

  it('a concurrent capture and webhook make one set of records', async () => {
    const product = products[11]!;
    const created = await body<Created>(await createOrder([{ productId: product._id, quantity: 1 }]));
    payments.captureDelayMs = 100;
    await Promise.all([capture(created.id), send(event(created.id, created.amount.usd), 'firma-valida')]);
    expect(await recordsOf(created.reference)).toHaveLength(1);
  });
});
