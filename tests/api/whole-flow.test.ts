/**
 * One customer's whole way through the HTTP app, as the browser makes it: sign up, add to the cart,
 * pay an order with a product and an appointment, see the records, cancel the appointment with its
 * refund, download the data and delete the account. It runs on the embedded engine and, in the
 * MongoDB run (`npm run test:mongo`), on a real wire-protocol server through the official driver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../functions/services/bookings/booking-records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { cancel, ownService, readBooking } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let product: Product;
let service: Product;

beforeAll(async () => {
  harness = await createHarness();
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios') && !candidate.variants?.length)!;
  service = await ownService(harness, 60);
});
afterAll(() => harness.close());

const PASSWORD = 'clave-segura-flujo';
const DATE = '2026-03-06';

describe('the whole flow', () => {
  it('signs up, buys a product and an appointment, cancels the appointment with its refund, exports and deletes the account', async () => {
    // Sign up with an address typed in capitals: it is stored and signed in normalised.
    const form = {
      name: 'Lucía Flujo',
      email: '  Lucia.Flujo@Correo.CO ',
      tel: '3001234567',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      profilePic: pngDataUrl,
      acceptDataPolicy: true,
    };
    expect((await harness.request('/api/signup', { json: form })).status).toBe(201);
    const email = 'lucia.flujo@correo.co';
    const signin = await harness.request('/api/signin', { json: { email: 'LUCIA.FLUJO@correo.co', password: PASSWORD } });
    expect(signin.status).toBe(200);
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const user = (await harness.deps.store.collection('users').findOne({ email }))!;
    expect(user).not.toBeNull();

    // The cart, on the server.
    expect((await harness.request('/api/addtocart', { cookie, json: { productId: product._id, quantity: 2 } })).status).toBeLessThan(300);
    const cart = await body<{ data: { productId: string; quantity: number }[] }>(
      await harness.request('/api/view-cart-product', { cookie }),
    );
    expect(cart.data.map((line) => [line.productId, line.quantity])).toEqual([[product._id, 2]]);

    // One order: one unit of the product, picked up, and one appointment.
    const stockBefore = (await harness.deps.store.collection('products').findOne({ _id: product._id }))!.stock;
    const shippingInfo = {
      name: 'Lucía Flujo',
      email,
      phone: '3001234567',
      address: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    };
    const browser = shopper(harness, { shippingInfo, seed: 'flujo-completo', cookie });
    const created = await browser.createOrder(
      [
        { productId: product._id, quantity: 1 },
        { productId: service._id, reservationDate: DATE, reservationTime: '10:00' },
      ],
      { shippingInfo },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const orderID = (await body<{ id: string }>(created)).id;
    const captured = await browser.capture(orderID);
    expect(captured.status).toBe(200);
    const { reference, accessToken } = await body<{ reference: string; accessToken: string }>(captured);
    // Capture is idempotent: a second one changes nothing.
    expect((await browser.capture(orderID)).status).toBe(200);
    expect((await harness.deps.store.collection('products').findOne({ _id: product._id }))!.stock).toBe(stockBefore - 1);
    const slotId = `${service._id}|${DATE}|10:00`;
    expect(await harness.deps.store.collection('slots').findOne({ _id: slotId })).not.toBeNull();

    // The records, as the customer sees them.
    const records = await harness.request(`/api/transactions/${reference}`, { cookie });
    expect(records.status).toBe(200);
    const stored = await harness.deps.store.collection('transactions').find({ reference }, { sort: { kind: 1 } });
    expect(stored.map((record) => record.kind).sort()).toEqual(['reserva', 'venta']);

    // Cancelling the appointment gives its hour back and refunds its deposit.
    const view: BookingView = await readBooking(harness, reference, accessToken);
    const lineId = view.lines[0]!.lineId;
    const cancelled = await cancel(harness, { reference, access: accessToken, lineId, email });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const after = (await body<{ data: BookingView }>(cancelled)).data.lines[0]!;
    const event = after.history[0]!;
    expect(event.kind).toBe('cancelada');
    expect(event.kind === 'cancelada' && event.refundAmount).toBeGreaterThan(0);
    expect(await harness.deps.store.collection('slots').findOne({ _id: slotId })).toBeNull();

    // The owner hands the product over.
    const sale = stored.find((record) => record.kind === 'venta')!;
    const admin = await harness.signInAs('ADMIN');
    const delivered = await harness.request(`/api/transactions/${sale._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'entregada' },
    });
    expect(delivered.status, await delivered.clone().text()).toBe(200);

    // "Descargar mis datos" holds the order.
    const exported = await harness.request('/api/profile/export', { cookie });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(reference);

    // And the account goes; its records stay, anonymised.
    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await harness.deps.store.collection('users').findOne({ _id: user._id })).toBeNull();
    expect((await harness.request('/api/user-details', { cookie })).status).toBe(401);
    const kept = await harness.deps.store.collection('transactions').find({ reference });
    expect(kept).toHaveLength(2);
    for (const record of kept) expect(JSON.stringify(record)).not.toContain(email);
    // A whole customer's way, with three bcrypt hashes and checks, on a busy machine.
  }, 180_000);
});
