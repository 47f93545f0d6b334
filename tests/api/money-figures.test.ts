/**
 * The owner's money figures follow what happened to a payment: a cancelled appointment leaves the
 * total, its refunded deposit leaves what was paid, and the balance is what the standing lines
 * still cost. Checked where the server answers them (the CSV, /mi-reserva's reservation, the
 * dashboard) and on the admin list's records, through the same rule the panel uses. The dashboard's
 * refunds are also checked on stored records, embedded engine and MongoDB pipelines alike.
 */
import { aggregate } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../functions/services/bookings/booking-records.ts';
import { dashboardFigures } from '../../functions/services/owner/stats.ts';
import type { CollectionName, Filter, Store } from '../../functions/store/contract.ts';
import type { RecordDoc, RecordLineDoc } from '../../functions/store/documents.ts';
import { csvMessages } from '../../src/domain/records/messages-csv.ts';
import { serviceDeposit } from '../../src/domain/money/money.ts';
import { paymentFigures } from '../../src/domain/money/payment-figures.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { DashboardFigures } from '../../src/domain/owner/stats.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { confirm, createWompiOrder, openWompiShop } from './wompi-helpers.ts';

// Wednesday 4 March 2026, 10:00 in Bogotá; the appointments are on Friday 6 March.
const NOW = new Date('2026-03-04T15:00:00Z');
const TODAY = '2026-03-04';
const FRIDAY = '2026-03-06';
const atHome = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

let harness: Harness;
let admin: { cookie: string };
let catalogue: Product[];
const named = (name: string) => catalogue.find((product) => product.productName === name)!;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  catalogue = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
});
afterAll(() => harness.close());

let buyers = 0;
async function book(items: [Product, string][]) {
  buyers += 1;
  const browser = shopper(harness, { shippingInfo: atHome, seed: `cifras-${buyers}` });
  const created = await browser.createOrder(
    items.map(([service, time]) => ({ productId: service._id, reservationDate: FRIDAY, reservationTime: time })),
    { shippingInfo: { ...atHome, email: `cifras${buyers}@correo.co` } },
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  const { reference, accessToken } = await body<{ reference: string; accessToken: string }>(captured);
  const booking = await readBooking(reference, accessToken);
  return { reference, access: accessToken, lineIds: booking.lines.map((line) => line.lineId) };
}

async function readBooking(reference: string, access: string): Promise<BookingView> {
  const response = await harness.request(`/api/bookings/${reference}?access=${encodeURIComponent(access)}`);
  expect(response.status).toBe(200);
  return (await body<{ data: BookingView }>(response)).data;
}

async function cancelLine(booked: { reference: string; access: string }, lineId: string) {
  const response = await harness.request(`/api/bookings/${booked.reference}/cancel`, {
    json: { lineId, access: booked.access },
    ip: '10.201.0.1',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function csvRow(reference: string) {
  const response = await harness.request('/api/transactions/export.csv?type=reservas', { cookie: admin.cookie });
  expect(response.status).toBe(200);
  const [header, ...rows] = (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split(';'));
  const row = rows.find((candidate) => candidate[0] === `"${reference}"`)!;
  return (name: (typeof csvMessages.columns)[number]) => row[header!.indexOf(`"${name}"`)];
}

async function listed(reference: string): Promise<PublicRecord> {
  const response = await harness.request('/api/transactions?type=reservas&pageSize=100', { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await body<{ data: PublicRecord[] }>(response)).data.find((record) => record.reference === reference)!;
}

describe('a payment whose appointments were cancelled and refunded', () => {
  it('owes 232.000 after its 250.000 home massage is cancelled and its 50.000 deposit refunded (it showed 540.000, 108.000 and 432.000)', async () => {
    const massage = named('Masaje a domicilio');
    const relaxing = named('Masaje relajante');
    const tan = named('Bronceado + hidratación');
    const booked = await book([
      [massage, '09:00'],
      [relaxing, '12:00'],
      [tan, '14:00'],
    ]);
    // What the rules make of it: 20 % deposits, the massage's refunded, the rest still standing.
    const standing = relaxing.sellingPrice + tan.sellingPrice;
    const charged = serviceDeposit(massage.sellingPrice) + serviceDeposit(relaxing.sellingPrice) + serviceDeposit(tan.sellingPrice);
    const refunded = serviceDeposit(massage.sellingPrice);
    expect([massage.sellingPrice + standing, charged, refunded]).toEqual([540_000, 108_000, 50_000]);
    await cancelLine(booked, booked.lineIds[0]!);

    const expected = { total: 290_000, charged: 108_000, refunded: 50_000, refundPending: 0, paid: 58_000, balance: 232_000 };
    const view = await readBooking(booked.reference, booked.access);
    expect(view.figures).toMatchObject(expected);
    expect(view.lines[0]).toMatchObject({ cancelled: true, refunded: 50_000, refundPending: 0, balance: 0 });
    expect(view.lines[1]).toMatchObject({
      cancelled: false,
      refunded: 0,
      balance: relaxing.sellingPrice - serviceDeposit(relaxing.sellingPrice),
    });
    expect(paymentFigures([await listed(booked.reference)])).toMatchObject(expected);

    const column = await csvRow(booked.reference);
    expect(column('Total (COP)')).toBe('290000');
    expect(column('Pagado (COP)')).toBe('58000');
    expect(column('Reembolsado (COP)')).toBe('50000');
    expect(column('Devolución pendiente (COP)')).toBe('0');
    expect(column('Saldo (COP)')).toBe('232000');
  });

  it('owes nothing once its only appointment is cancelled and refunded (the CSV said 76.000)', async () => {
    const scrub = named('Exfoliación corporal');
    const booked = await book([[scrub, '10:00']]);
    expect([scrub.sellingPrice, serviceDeposit(scrub.sellingPrice)]).toEqual([95_000, 19_000]);
    await cancelLine(booked, booked.lineIds[0]!);

    const expected = { total: 0, charged: 19_000, refunded: 19_000, paid: 0, balance: 0 };
    expect((await readBooking(booked.reference, booked.access)).figures).toMatchObject(expected);
    const record = await listed(booked.reference);
    expect(record.status).toBe('cancelada');
    expect(paymentFigures([record])).toMatchObject(expected);
    const column = await csvRow(booked.reference);
    expect([column('Total (COP)'), column('Pagado (COP)'), column('Reembolsado (COP)'), column('Saldo (COP)')]).toEqual([
      '0',
      '0',
      '19000',
      '0',
    ]);
  });

  it('shows the day’s deposits net of both refunds on the dashboard, and the refunds apart', async () => {
    const response = await harness.request(`/api/admin/stats?from=${TODAY}&to=${TODAY}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { totals } = (await body<{ data: DashboardFigures }>(response)).data;
    // The two standing appointments' 58.000 are kept; 50.000 and 19.000 went back.
    expect(totals).toMatchObject({ deposits: 58_000, refunds: 69_000, bookings: 2, discounts: 0 });
  });
});

describe('a Wompi deposit the shop gives back by hand', () => {
  it('is owed back ("devolución pendiente") until the owner marks it done, then refunded; what was paid and the balance do not move', async () => {
    const shop = await openWompiShop();
    try {
      const owner = await shop.harness.signInAs('ADMIN');
      const created = await createWompiOrder(shop, [
        { productId: shop.service._id, reservationDate: '2026-03-09', reservationTime: '10:00' },
        { productId: shop.service._id, reservationDate: '2026-03-09', reservationTime: '11:00' },
      ]);
      const transaction = shop.fake.addTransaction({
        reference: created.reference,
        amountInCents: created.amountInCents,
        status: 'APPROVED',
      });
      const access = (await body<{ data: { payment: { accessToken: string } } }>(await confirm(shop, transaction.id))).data.payment
        .accessToken;
      const view = await body<{ data: BookingView }>(await shop.harness.request(`/api/bookings/${created.reference}?access=${access}`));
      const [first] = view.data.lines;
      const cancelled = await shop.harness.request(`/api/bookings/${created.reference}/cancel`, {
        json: { lineId: first!.lineId, access },
        ip: '10.202.0.1',
      });
      expect(cancelled.status).toBe(200);

      const price = shop.service.sellingPrice;
      const deposit = serviceDeposit(price);
      const owed = { total: price, charged: 2 * deposit, refunded: 0, refundPending: deposit, paid: deposit, balance: price - deposit };
      const after = await body<{ data: BookingView }>(await shop.harness.request(`/api/bookings/${created.reference}?access=${access}`));
      expect(after.data.figures).toMatchObject(owed);
      expect(after.data.lines[0]).toMatchObject({ refunded: 0, refundPending: deposit });
      const csv = async () => {
        const text = await (await shop.harness.request('/api/transactions/export.csv?type=reservas', { cookie: owner.cookie })).text();
        const [header, ...rows] = text
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean)
          .map((row) => row.split(';'));
        const row = rows.find((candidate) => candidate[0] === `"${created.reference}"`)!;
        return (name: (typeof csvMessages.columns)[number]) => row[header!.indexOf(`"${name}"`)];
      };
      let column = await csv();
      expect([
        column('Total (COP)'),
        column('Pagado (COP)'),
        column('Reembolsado (COP)'),
        column('Devolución pendiente (COP)'),
        column('Saldo (COP)'),
      ]).toEqual([price, deposit, 0, deposit, price - deposit].map(String));
      // The appointment's history says the deposit is given back by hand, not that nothing was refunded.
      expect(column('Historial de la cita')).toContain(csvMessages.historyRefundByHand(deposit));

      const record = (await shop.harness.deps.store.collection('transactions').findOne({ reference: created.reference, kind: 'reserva' }))!;
      const done = await shop.harness.request(`/api/transactions/${record._id}/lines/${encodeURIComponent(first!.lineId)}/refund-done`, {
        method: 'POST',
        cookie: owner.cookie,
      });
      expect(done.status).toBe(200);
      column = await csv();
      expect([column('Pagado (COP)'), column('Reembolsado (COP)'), column('Devolución pendiente (COP)'), column('Saldo (COP)')]).toEqual(
        [deposit, deposit, 0, price - deposit].map(String),
      );
    } finally {
      await shop.close();
    }
  });
});

describe('the dashboard’s refunds', () => {
  const serviceLine = (payNow: number, extra: Partial<RecordLineDoc> = {}): RecordLineDoc => ({
    kind: 'service',
    productId: 'cccccccccccccccccccccccc',
    productName: 'Masaje',
    productImage: '',
    category: 'Servicios',
    description: '',
    brandName: 'Spa',
    quantity: 1,
    unitPrice: payNow * 5,
    lineTotal: payNow * 5,
    payNow,
    reservationDate: '2026-04-10',
    reservationTime: '10:00',
    ...extra,
  });
  const cancelled = { cancelledAt: '2026-04-02T15:00:00.000Z', cancelledBy: 'cliente' as const };
  const stored = (
    reference: string,
    status: string,
    createdAt: string,
    lines: RecordLineDoc[],
    provider: 'sandbox' | 'wompi',
  ): Omit<RecordDoc, '_id'> => ({
    reference,
    kind: 'reserva',
    status,
    user: null,
    reservationDetails: lines,
    shippingInfo: {
      name: 'Cliente',
      email: 'cliente@correo.co',
      phone: '3001112233',
      address: '',
      deliveryTime: '',
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    },
    amounts: {
      lines: lines.reduce((sum, line) => sum + line.lineTotal, 0),
      payNow: lines.reduce((sum, line) => sum + line.payNow, 0),
      shipping: 0,
      totalNowUsdCents: 0,
    },
    payment: { provider, orderId: '', captureId: '' },
    accessToken: 'token',
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
    appointmentDates: ['2026-04-10'],
    firstAppointment: '2026-04-10 10:00',
  });

  it('counts a refund on the day the deposit was paid, a Wompi deposit owed back as refunded, and a deposit kept as collected', async () => {
    const records = [
      // 1 April: 20.000 owed back by hand (Wompi), 30.000 standing.
      stored(
        'TM-R1',
        'confirmada',
        '2026-04-01T15:00:00Z',
        [
          serviceLine(20_000, { ...cancelled, refundId: null, refundPending: { amount: 20_000, since: cancelled.cancelledAt } }),
          serviceLine(30_000),
        ],
        'wompi',
      ),
      // 1 April: given back by hand and marked done.
      stored(
        'TM-R2',
        'cancelada',
        '2026-04-01T16:00:00Z',
        [
          serviceLine(10_000, {
            ...cancelled,
            refundPending: { amount: 10_000, since: cancelled.cancelledAt, doneAt: '2026-04-03T15:00:00.000Z' },
          }),
        ],
        'wompi',
      ),
      // 2 April: cancelled without a refund, so its 16.000 stayed with the shop.
      stored('TM-R3', 'confirmada', '2026-04-02T15:00:00Z', [serviceLine(16_000, cancelled), serviceLine(4_000)], 'sandbox'),
    ];
    const store = harness.deps.store;
    for (const record of records) await store.collection('transactions').insertOne(record);
    const range = { from: '2026-04-01', to: '2026-04-03' };
    const embedded = await dashboardFigures(store, range, range.to);
    expect(embedded.days).toEqual([
      { date: '2026-04-01', sales: 0, deposits: 30_000, refunds: 30_000, bookings: 1, discounts: 0, credits: 0 },
      { date: '2026-04-02', sales: 0, deposits: 20_000, refunds: 0, bookings: 1, discounts: 0, credits: 0 },
      { date: '2026-04-03', sales: 0, deposits: 0, refunds: 0, bookings: 0, discounts: 0, credits: 0 },
    ]);
    expect(embedded.totals).toMatchObject({ deposits: 50_000, refunds: 30_000, bookings: 2, discounts: 0 });
    expect(embedded.categories).toEqual([{ category: 'Servicios', revenue: 50_000 }]);
    // MongoDB's pipelines, run by mingo on the same records, give the same figures.
    const withPipelines: Store = Object.assign(Object.create(store) as Store, {
      aggregate: async (name: CollectionName, pipeline: readonly Filter[]) =>
        aggregate(await store.collection(name).find({}), [...pipeline]),
    });
    expect(await dashboardFigures(withPipelines, range, range.to)).toEqual(embedded);
  });
});
