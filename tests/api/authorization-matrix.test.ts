/**
 * Every endpoint marked (A), (U) or (O) in the API contract, checked signed out, as GENERAL, as
 * another user and as ADMIN. A new protected endpoint joins this table. (The bookings endpoints also
 * open to the receipt token, which tests/api/bookings.test.ts checks.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayStatus } from '../../src/domain/schedule/schedule.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { defaultSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import { checkoutConsent } from './checkout-helpers.ts';
import { body, createHarness, ORIGIN, TEST_PASSWORD, type Harness } from './helpers.ts';

type Mark = 'A' | 'U' | 'O';
type Account = { cookie: string; userId: string };

interface Protected {
  mark: Mark;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path, or a function of the owned object for (O) endpoints. */
  path: string | ((context: { objectId: string }) => string);
  /** The request body; `objectId` is the owned object an (O) endpoint acts on. */
  json?: (context: { targetUserId: string; objectId: string }) => unknown;
  form?: () => FormData;
  /** (O) only: creates the object as its owner and returns its id. */
  createOwned?: (owner: Account) => Promise<string>;
  /** (O) only: whether an admin may act on another user's object. */
  adminMayActOnOthers?: boolean;
  /** What an admin gets for a request on an object that does not exist (the guard let it through), or that the use case refuses an admin (409). */
  adminStatus?: 404 | 409;
  /** What a caller without a valid session gets; 404 where a guest's receipt token is the other way in. */
  anonymousStatus?: 401 | 404;
}

let harness: Harness;
let product: Product;
let service: Product;
let bookedDays = 0;

async function ownedCartLine(owner: Account): Promise<string> {
  await harness.request('/api/addtocart', { cookie: owner.cookie, json: { productId: product._id } });
  const lines = (await body<{ data: { _id: string }[] }>(await harness.request('/api/view-cart-product', { cookie: owner.cookie }))).data;
  return lines[0]!._id;
}

/** A paid order of the owner's: its reference names the records only they (and admins) may read. */
/** An order the owner started (signed in): its provider id is what capture and cancel act on. */
async function ownedPaymentOrder(owner: Account): Promise<string> {
  const created = await body<{ id: string }>(
    await harness.request('/api/payment/create-order', {
      cookie: owner.cookie,
      json: {
        ...checkoutConsent,
        items: [{ productId: product._id, quantity: 1 }],
        shippingInfo: {
          name: 'Dueña',
          email: 'duena@correo.co',
          phone: '3001234567',
          address: 'Calle 1',
          shippingMethod: 'pickup',
        },
      },
    }),
  );
  return created.id;
}

async function ownedPaidReference(owner: Account): Promise<string> {
  const orderID = await ownedPaymentOrder(owner);
  const captured = await harness.request('/api/payment/capture-order', { cookie: owner.cookie, json: { orderID } });
  return (await body<{ reference: string }>(captured)).reference;
}

/**
 * A reservation the owner paid (signed in), each on a day of its own at 10:00 so a move to 11:00 is
 * always free: the id is `<reference> <lineId> <date>`, what the bookings endpoints act on.
 */
async function ownedBooking(owner: Account): Promise<string> {
  let date = addDays('2026-03-06', bookedDays);
  while (dayStatus(date, harness.deps.clock()).closed) date = addDays(date, 1);
  bookedDays = Number((Date.parse(date) - Date.parse('2026-03-06')) / 86_400_000) + 1;
  const created = await body<{ id: string }>(
    await harness.request('/api/payment/create-order', {
      cookie: owner.cookie,
      json: {
        ...checkoutConsent,
        items: [{ productId: service._id, reservationDate: date, reservationTime: '10:00' }],
        shippingInfo: { name: 'Dueña', email: 'duena@correo.co', phone: '3001234567', address: '', shippingMethod: 'pickup' },
      },
    }),
  );
  const captured = await harness.request('/api/payment/capture-order', { cookie: owner.cookie, json: { orderID: created.id } });
  const { reference } = await body<{ reference: string }>(captured);
  const record = await harness.deps.store.collection('transactions').findOne({ reference, kind: 'reserva' });
  return [reference, record!.reservationDetails[0]!.lineId, date].join(' ');
}

const booking = (objectId: string) => {
  const [reference, lineId, date] = objectId.split(' ') as [string, string, string];
  return { reference, lineId, date };
};

const matrix: Protected[] = [
  { mark: 'U', method: 'GET', path: '/api/user-details' },
  { mark: 'U', method: 'PATCH', path: '/api/profile', json: () => ({ name: 'Nombre Nuevo' }) },
  {
    mark: 'U',
    method: 'PATCH',
    path: '/api/profile/password',
    json: () => ({ currentPassword: TEST_PASSWORD, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }),
  },
  { mark: 'U', method: 'GET', path: '/api/profile/export' },
  { mark: 'U', method: 'GET', path: '/api/profile/credits' },
  { mark: 'U', method: 'GET', path: '/api/withdrawals/mine' },
  { mark: 'U', method: 'GET', path: '/api/reviews/mine' },
  { mark: 'U', method: 'GET', path: '/api/profile/invoice-buyer' },
  {
    mark: 'U',
    method: 'PUT',
    path: '/api/profile/invoice-buyer',
    json: () => ({ invoiceBuyer: { documentType: 'CC', documentNumber: '43123456', name: 'Ana Gómez', email: 'ana@correo.co' } }),
  },
  { mark: 'U', method: 'DELETE', path: '/api/profile/invoice-buyer' },
  // An admin account is not deleted from the profile (the shop would lose its owner).
  { mark: 'U', method: 'DELETE', path: '/api/profile', json: () => ({ password: TEST_PASSWORD }), adminStatus: 409 },
  // A new link to confirm the account's own e-mail (the users here are stored unconfirmed).
  { mark: 'U', method: 'POST', path: '/api/profile/email-confirmation' },
  { mark: 'U', method: 'POST', path: '/api/addtocart', json: () => ({ productId: product._id }) },
  { mark: 'U', method: 'GET', path: '/api/countAddToCartProduct' },
  { mark: 'U', method: 'GET', path: '/api/view-cart-product' },
  { mark: 'U', method: 'POST', path: '/api/cart/merge', json: () => ({ items: [] }) },
  {
    mark: 'O',
    method: 'POST',
    path: '/api/update-cart-product',
    json: ({ objectId }) => ({ _id: objectId, quantity: 1 }),
    createOwned: ownedCartLine,
    adminMayActOnOthers: false,
  },
  {
    mark: 'O',
    method: 'POST',
    path: '/api/delete-cart-product',
    json: ({ objectId }) => ({ _id: objectId }),
    createOwned: ownedCartLine,
    adminMayActOnOthers: false,
  },
  {
    mark: 'O',
    method: 'POST',
    path: '/api/payment/capture-order',
    json: ({ objectId }) => ({ orderID: objectId }),
    createOwned: ownedPaymentOrder,
    adminMayActOnOthers: false,
    anonymousStatus: 404,
  },
  {
    mark: 'O',
    method: 'POST',
    path: '/api/payment/cancel-payment',
    json: ({ objectId }) => ({ orderID: objectId }),
    createOwned: ownedPaymentOrder,
    adminMayActOnOthers: false,
    anonymousStatus: 404,
  },
  {
    mark: 'O',
    method: 'GET',
    path: ({ objectId }) => `/api/payment/orders/${objectId}`,
    createOwned: ownedPaidReference,
    adminMayActOnOthers: false,
    anonymousStatus: 404,
  },
  { mark: 'U', method: 'GET', path: '/api/transactions?mine=1' },
  {
    mark: 'O',
    method: 'GET',
    path: ({ objectId }) => `/api/transactions/${objectId}`,
    createOwned: ownedPaidReference,
    adminMayActOnOthers: true,
    anonymousStatus: 404,
  },
  {
    mark: 'O',
    method: 'GET',
    path: ({ objectId }) => `/api/bookings/${booking(objectId).reference}`,
    createOwned: ownedBooking,
    adminMayActOnOthers: true,
    anonymousStatus: 404,
  },
  {
    mark: 'O',
    method: 'POST',
    path: ({ objectId }) => `/api/bookings/${booking(objectId).reference}/reschedule`,
    json: ({ objectId }) => ({ lineId: booking(objectId).lineId, date: booking(objectId).date, time: '11:00' }),
    createOwned: ownedBooking,
    adminMayActOnOthers: true,
    anonymousStatus: 404,
  },
  {
    mark: 'O',
    method: 'POST',
    path: ({ objectId }) => `/api/bookings/${booking(objectId).reference}/cancel`,
    json: ({ objectId }) => ({ lineId: booking(objectId).lineId }),
    createOwned: ownedBooking,
    adminMayActOnOthers: true,
    anonymousStatus: 404,
  },
  { mark: 'A', method: 'GET', path: '/api/transactions?type=reservas' },
  { mark: 'A', method: 'GET', path: '/api/transactions?type=ventas' },
  { mark: 'A', method: 'GET', path: '/api/transactions/export.csv?type=ventas' },
  { mark: 'A', method: 'PATCH', path: '/api/transactions/ffffffffffffffffffffffff', json: () => ({ status: 'enviada' }), adminStatus: 404 },
  { mark: 'A', method: 'DELETE', path: '/api/transactions/ffffffffffffffffffffffff', adminStatus: 404 },
  { mark: 'A', method: 'GET', path: '/api/payment-reviews' },
  { mark: 'A', method: 'GET', path: '/api/admin/whatsapp/TM-NINGUNA' },
  { mark: 'A', method: 'POST', path: '/api/payment-reviews/TM-NINGUNA/handled', adminStatus: 404 },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/transactions/ffffffffffffffffffffffff/lines/ffffffffffffffffffffffff-0/refund-done',
    adminStatus: 404,
  },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/reservations/manual',
    json: () => ({
      serviceId: 'ffffffffffffffffffffffff',
      reservationDate: '2026-03-05',
      reservationTime: '10:00',
      customer: { name: 'X', tel: '3001234567' },
    }),
    adminStatus: 404,
  },
  { mark: 'A', method: 'POST', path: '/api/categories', json: () => ({ name: `Categoría ${Math.random()}` }) },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/upload-product',
    json: () => ({
      productName: 'P',
      brandName: 'B',
      category: 'Hogar',
      productImage: ['/images/placeholder.svg'],
      price: 1,
      sellingPrice: 1,
      stock: 1,
    }),
  },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/update-product',
    json: () => ({
      _id: product._id,
      productName: product.productName,
      brandName: product.brandName,
      category: product.category,
      productImage: product.productImage,
      price: product.price,
      sellingPrice: product.sellingPrice,
      stock: product.stock,
    }),
  },
  { mark: 'A', method: 'DELETE', path: '/api/product/ffffffffffffffffffffffff', adminStatus: 404 },
  {
    mark: 'A',
    method: 'PUT',
    path: '/api/shippingRates',
    json: () => ({ shippingRates: [{ city: 'Medellín', default: 12000, neighborhoods: {} }] }),
  },
  { mark: 'A', method: 'GET', path: '/api/admin/carriers' },
  { mark: 'A', method: 'GET', path: '/api/admin/withdrawals' },
  { mark: 'A', method: 'POST', path: '/api/admin/withdrawals/0123456789abcdef01234567/approve', adminStatus: 404 },
  { mark: 'A', method: 'POST', path: '/api/admin/withdrawals/0123456789abcdef01234567/refund-done', adminStatus: 404 },
  { mark: 'A', method: 'PUT', path: '/api/admin/carriers', json: () => ({ carriers: [{ name: 'Mensajero propio' }] }) },
  { mark: 'A', method: 'GET', path: '/api/admin/resources' },
  { mark: 'A', method: 'PUT', path: '/api/admin/resources', json: () => ({ resources: [{ name: 'Cabina de la matriz', capacity: 1 }] }) },
  { mark: 'A', method: 'GET', path: '/api/admin/staff' },
  { mark: 'A', method: 'PUT', path: '/api/admin/staff', json: () => ({ staff: [] }) },
  { mark: 'A', method: 'GET', path: '/api/contact-messages' },
  { mark: 'A', method: 'GET', path: '/api/admin/publish-status' },
  { mark: 'A', method: 'GET', path: '/api/admin/discount-codes' },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/admin/discount-codes',
    json: () => ({ code: `MATRIZ${Date.now()}${Math.random().toString(36).slice(2, 8)}`, kind: 'percent', value: 10 }),
  },
  {
    mark: 'A',
    method: 'PATCH',
    path: '/api/admin/discount-codes/ffffffffffffffffffffffff',
    json: () => ({ active: false }),
    adminStatus: 404,
  },
  { mark: 'A', method: 'DELETE', path: '/api/admin/discount-codes/ffffffffffffffffffffffff', adminStatus: 404 },
  { mark: 'A', method: 'GET', path: '/api/admin/packs' },
  { mark: 'A', method: 'GET', path: '/api/admin/reviews' },
  {
    mark: 'A',
    method: 'PATCH',
    path: '/api/admin/reviews/ffffffffffffffffffffffff',
    json: () => ({ status: 'publicada' }),
    adminStatus: 404,
  },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/admin/reviews/ffffffffffffffffffffffff/answer',
    json: () => ({ text: 'Gracias' }),
    adminStatus: 404,
  },
  { mark: 'A', method: 'GET', path: '/api/admin/product-count' },
  { mark: 'A', method: 'GET', path: '/api/admin/agenda?from=2026-03-04&to=2026-03-10' },
  { mark: 'A', method: 'GET', path: '/api/admin/stats?from=2026-02-03&to=2026-03-04' },
  { mark: 'A', method: 'PATCH', path: '/api/admin/low-stock-threshold', json: () => ({ threshold: 3 }) },
  { mark: 'A', method: 'GET', path: '/api/admin/restock-alerts' },
  { mark: 'A', method: 'GET', path: '/api/admin/waitlist?from=2026-03-04&to=2026-03-10' },
  { mark: 'A', method: 'GET', path: '/api/admin/cash-on-delivery' },
  { mark: 'A', method: 'GET', path: '/api/admin/cash-on-delivery/settings' },
  { mark: 'A', method: 'PUT', path: '/api/admin/cash-on-delivery/settings', json: () => ({ places: [], releaseHours: 24 }) },
  { mark: 'A', method: 'POST', path: '/api/admin/cash-on-delivery/TM-NOEXISTE/confirm', json: () => ({}), adminStatus: 404 },
  { mark: 'A', method: 'POST', path: '/api/admin/cash-on-delivery/TM-NOEXISTE/cancel', json: () => ({}), adminStatus: 404 },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/admin/cash-on-delivery/TM-NOEXISTE/dispatch',
    json: () => ({ carrierId: 'mensajero-propio', guide: 'SV100' }),
    adminStatus: 404,
  },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/admin/cash-on-delivery/TM-NOEXISTE/collect',
    json: () => ({ amountCollected: 1000 }),
    adminStatus: 404,
  },
  { mark: 'A', method: 'GET', path: '/api/admin/tax-default' },
  { mark: 'A', method: 'PUT', path: '/api/admin/tax-default', json: () => ({ taxTreatment: 'iva19' }) },
  { mark: 'A', method: 'GET', path: '/api/admin/schedule' },
  { mark: 'A', method: 'PUT', path: '/api/admin/schedule', json: () => defaultSchedule },
  { mark: 'A', method: 'GET', path: '/api/admin/closures' },
  // A day far from the days the other rows book, so the closure changes none of them.
  { mark: 'A', method: 'POST', path: '/api/admin/closures', json: () => ({ from: '2026-05-28', to: '2026-05-28', reason: 'Inventario' }) },
  { mark: 'A', method: 'DELETE', path: '/api/admin/closures/ffffffffffffffffffffffff', adminStatus: 404 },
  { mark: 'A', method: 'POST', path: '/api/admin/contact-messages/ffffffffffffffffffffffff/read', adminStatus: 404 },
  {
    mark: 'A',
    method: 'PATCH',
    path: '/api/admin/contact-messages/ffffffffffffffffffffffff',
    json: () => ({ dataRequest: 'reclamo' }),
    adminStatus: 404,
  },
  { mark: 'A', method: 'GET', path: '/api/all-user' },
  { mark: 'A', method: 'POST', path: '/api/update-user', json: ({ targetUserId }) => ({ userId: targetUserId, role: 'GENERAL' }) },
  {
    mark: 'A',
    method: 'POST',
    path: '/api/media',
    form: () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png'));
      return form;
    },
  },
];

beforeAll(async () => {
  harness = await createHarness();
  const products = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = products.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
  service = products.find(
    (candidate) => candidate.category === 'Servicios' && candidate.stock > 0 && (candidate.serviceDuration ?? 0) <= 60,
  )!;
});
afterAll(() => harness.close());

function call(endpoint: Protected, cookie: string | undefined, context: { targetUserId: string; objectId: string }) {
  const init: Parameters<Harness['request']>[1] = { method: endpoint.method, headers: { origin: ORIGIN } };
  if (cookie) init.cookie = cookie;
  if (endpoint.json) init.json = endpoint.json(context);
  if (endpoint.form) init.body = endpoint.form();
  const path = typeof endpoint.path === 'function' ? endpoint.path(context) : endpoint.path;
  return harness.request(path, init);
}

const named = matrix.map((endpoint) => ({
  ...endpoint,
  name: typeof endpoint.path === 'function' ? endpoint.path({ objectId: ':id' }) : endpoint.path,
}));

describe.each(named)('$mark $method $name', (endpoint) => {
  let general: Account;
  let other: Account;
  let admin: Account;
  let objectId = 'ffffffffffffffffffffffff';

  beforeAll(async () => {
    general = await harness.signInAs('GENERAL');
    other = await harness.signInAs('GENERAL');
    admin = await harness.signInAs('ADMIN');
  });

  const fresh = async () => {
    if (endpoint.createOwned) objectId = await endpoint.createOwned(general);
    return { targetUserId: other.userId, objectId };
  };

  it(`answers ${endpoint.anonymousStatus ?? 401} signed out`, async () => {
    const response = await call(endpoint, undefined, await fresh());
    expect(response.status).toBe(endpoint.anonymousStatus ?? 401);
    expect((await body(response)).success).toBe(false);
  });

  if (endpoint.mark === 'A') {
    it('answers 403 to a GENERAL user', async () => {
      expect((await call(endpoint, general.cookie, await fresh())).status).toBe(403);
    });
  } else {
    it('serves a signed-in user acting on what is theirs', async () => {
      expect((await call(endpoint, general.cookie, await fresh())).status).toBeLessThan(300);
    });
  }

  if (endpoint.mark === 'O') {
    it('refuses another user with 403 or 404', async () => {
      expect([403, 404]).toContain((await call(endpoint, other.cookie, await fresh())).status);
    });
  }

  it(
    endpoint.mark === 'O' && !endpoint.adminMayActOnOthers ? 'keeps the object private even from an ADMIN' : 'serves an ADMIN',
    async () => {
      const status = (await call(endpoint, admin.cookie, await fresh())).status;
      if (endpoint.mark === 'O' && !endpoint.adminMayActOnOthers) expect([403, 404]).toContain(status);
      else if (endpoint.adminStatus) expect(status).toBe(endpoint.adminStatus);
      else expect(status).toBeLessThan(300);
    },
  );

  it('refuses a forged or tampered token', async () => {
    const [header, , signature] = general.cookie.replace('token=', '').split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: admin.userId, exp: 9999999999 })).toString('base64url');
    expect((await call(endpoint, `token=${header}.${forgedPayload}.${signature}`, await fresh())).status).toBe(
      endpoint.anonymousStatus ?? 401,
    );
  });
});
