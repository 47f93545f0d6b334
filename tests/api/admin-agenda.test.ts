/**
 * The owner's agenda: reservations are filtered on the dates of their appointments and listed by
 * appointment, soonest first; sales keep their purchase date (newest first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper, type Shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

// Everything is bought or taken on Wednesday 4 March 2026 (Bogotá); the appointments come later.
const NOW = new Date('2026-03-04T15:00:00Z');

let harness: Harness;
let browser: Shopper;
let adminCookie: string;
let service: Product;
let secondService: Product;
let product: Product;

interface ListedRecord {
  reference: string;
  kind: string;
  shippingInfo: { name: string };
  reservationDetails: { reservationDate?: string; reservationTime?: string }[];
}

const list = async (query: string) => {
  const response = await harness.request(`/api/transactions?${query}`, { cookie: adminCookie });
  expect(response.status).toBe(200);
  return body<{ data: ListedRecord[]; meta: { total: number } }>(response);
};
const names = (records: ListedRecord[]) => records.map((record) => record.shippingInfo.name);

async function bookByPhone(name: string, date: string, time: string) {
  const response = await harness.request('/api/reservations/manual', {
    cookie: adminCookie,
    json: { serviceId: service._id, reservationDate: date, reservationTime: time, customer: { name, tel: '3001234567' } },
  });
  expect(response.status).toBe(201);
}

async function pay(name: string, items: unknown[]) {
  const created = await browser.createOrder(items, {
    shippingInfo: {
      name,
      email: 'cliente@correo.co',
      phone: '3104567890',
      address: 'Calle 10 # 43-20',
      shippingMethod: 'delivery',
      city: 'Medellín',
      neighborhood: 'El Poblado',
    },
  });
  expect(created.status).toBe(201);
  const { id } = await body<{ id: string }>(created);
  expect((await browser.capture(id)).status).toBe(200);
}

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  browser = shopper(harness, { shippingInfo: {} });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const services = all.filter((candidate) => candidate.category === 'Servicios' && candidate.stock > 0);
  service = services[0]!;
  secondService = services[1]!;
  product = all.find((candidate) => !candidate.category.startsWith('Servicios') && candidate.stock >= 5)!;

  await bookByPhone('Tarde del jueves', '2026-03-05', '18:00');
  await bookByPhone('Mañana del jueves', '2026-03-05', '09:00');
  await bookByPhone('Sábado', '2026-03-07', '10:00');
  // One payment: a product, and two services on Friday and the next Monday.
  await pay('Pago con dos citas', [
    { productId: product._id, quantity: 1 },
    { productId: service._id, reservationDate: '2026-03-06', reservationTime: '10:00' },
    { productId: secondService._id, reservationDate: '2026-03-09', reservationTime: '11:00' },
  ]);
});
afterAll(() => harness.close());

describe('reservations', () => {
  it('are filtered on the appointment date, not on the day they were taken', async () => {
    const thursday = await list('type=reservas&from=2026-03-05&to=2026-03-05');
    expect(thursday.meta.total).toBe(2);
    expect(names(thursday.data)).toEqual(['Mañana del jueves', 'Tarde del jueves']);
    // All of them were taken on the 4th, and none has an appointment that day.
    expect((await list('type=reservas&from=2026-03-04&to=2026-03-04')).meta.total).toBe(0);
  });

  it('are found by any of their appointments', async () => {
    expect(names((await list('type=reservas&from=2026-03-09&to=2026-03-09')).data)).toEqual(['Pago con dos citas']);
    expect(names((await list('type=reservas&from=2026-03-06&to=2026-03-06')).data)).toEqual(['Pago con dos citas']);
    // A record with several appointments keeps its place by the first one (Friday, before Saturday).
    expect(names((await list('type=reservas&from=2026-03-07')).data)).toEqual(['Pago con dos citas', 'Sábado']);
  });

  it('are listed by appointment, soonest first', async () => {
    const all = await list('type=reservas');
    expect(names(all.data)).toEqual(['Mañana del jueves', 'Tarde del jueves', 'Pago con dos citas', 'Sábado']);
  });

  it('written before the agenda are found by their appointment too', async () => {
    const transactions = harness.deps.store.collection('transactions');
    const [template] = await transactions.find({ kind: 'reserva' }, { limit: 1 });
    const { _id: _ignored, appointmentDates: _dates, firstAppointment: _first, ...older } = template!;
    await transactions.insertOne({
      ...older,
      reference: 'TM-ANTERIOR',
      shippingInfo: { ...older.shippingInfo, name: 'Registro anterior' },
      reservationDetails: older.reservationDetails.map((line) => ({ ...line, reservationDate: '2026-03-05', reservationTime: '12:00' })),
    });
    const thursday = await list('type=reservas&from=2026-03-05&to=2026-03-05');
    expect(names(thursday.data)).toEqual(['Mañana del jueves', 'Registro anterior', 'Tarde del jueves']);
    await transactions.deleteOne({ reference: 'TM-ANTERIOR' });
  });

  it('export to CSV with the same filter', async () => {
    const response = await harness.request('/api/transactions/export.csv?type=reservas&from=2026-03-05&to=2026-03-05', {
      cookie: adminCookie,
    });
    const text = await response.text();
    expect(text).toContain('Mañana del jueves');
    expect(text).toContain('Tarde del jueves');
    expect(text).not.toContain('Sábado');
  });
});

describe('sales', () => {
  it('keep the purchase date for their filters', async () => {
    const bought = await list('type=ventas&from=2026-03-04&to=2026-03-04');
    expect(names(bought.data)).toEqual(['Pago con dos citas']);
    // The appointments of the same payment do not move its sale.
    expect((await list('type=ventas&from=2026-03-06&to=2026-03-06')).meta.total).toBe(0);
    expect((await list('type=ventas&from=2026-03-05')).meta.total).toBe(0);
  });
});
