/**
 * The records' CSV: it opens as columns in a spreadsheet set to Spanish (UTF-8 with a BOM, `;`),
 * and says how each payment was delivered and what it charged, with the shipping fee, the total,
 * what was paid and the balance as plain whole pesos, once per payment; each appointment says
 * whether the customer moved or cancelled it, and what happened when, with the refund. The sales
 * file has no appointment columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../src/domain/shared/business.ts';
import { csvMessages } from '../../src/domain/records/messages-csv.ts';
import { placeMessages } from '../../src/domain/bookings/messages-places.ts';
import { serviceDeposit } from '../../src/domain/money/money.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { bookAppointments, cancel, reschedule } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string };
let products: Product[];
let service: Product;
const POBLADO_FEE = 15_000;
const delivery = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  admin = await harness.signInAs('ADMIN');
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  products = all.filter((p) => !p.category.startsWith('Servicios') && p.stock >= 5);
  service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
});
afterAll(() => harness.close());

async function pay(items: unknown[]) {
  const browser = shopper(harness, { shippingInfo: delivery });
  const created = await body<{ id: string; reference: string }>(await browser.createOrder(items, { shippingInfo: delivery }));
  expect((await browser.capture(created.id)).status).toBe(200);
  return created.reference;
}

async function exportCsv(type: 'ventas' | 'reservas') {
  const response = await harness.request(`/api/transactions/export.csv?type=${type}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8's byte-order mark, which tells a spreadsheet the encoding (a text decoder drops it).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

function parse(text: string) {
  const [header, ...rows] = text
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split(';'));
  const column = (row: string[], name: (typeof csvMessages.columns)[number] | (typeof csvMessages.saleColumns)[number]) => {
    const index = header!.indexOf(`"${name}"`);
    expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
    return row[index];
  };
  return { header: header!, rows, column };
}

describe('GET /api/transactions/export.csv', () => {
  it('gives a sale its delivery, fee, total and payment once, as whole pesos, on its first row', async () => {
    const [a, b] = products;
    const reference = await pay([
      { productId: a!._id, quantity: 2 },
      { productId: b!._id, quantity: 1 },
    ]);
    const { header, rows, column } = parse(await exportCsv('ventas'));
    expect(header).toEqual(csvMessages.saleColumns.map((name) => `"${name}"`));
    const mine = rows.filter((row) => row[0] === `"${reference}"`);
    expect(mine).toHaveLength(2);
    const [first, second] = mine as [string[], string[]];
    const lines = a!.sellingPrice * 2 + b!.sellingPrice;
    expect(column(first, 'Entrega')).toBe(`"${csvMessages.delivery}"`);
    expect(column(first, 'Ciudad')).toBe('"Medellín"');
    expect(column(first, 'Barrio')).toBe('"El Poblado"');
    expect(column(first, 'Dirección')).toBe('"Calle 10 # 43-20"');
    expect(column(first, 'Línea (COP)')).toBe(String(a!.sellingPrice * 2));
    expect(column(first, 'Envío (COP)')).toBe(String(POBLADO_FEE));
    expect(column(first, 'Total (COP)')).toBe(String(lines + POBLADO_FEE));
    expect(column(first, 'Pagado (COP)')).toBe(String(lines + POBLADO_FEE));
    expect(column(first, 'Saldo (COP)')).toBe('0');
    // The second line of the same payment repeats none of its money.
    expect(column(second, 'Línea (COP)')).toBe(String(b!.sellingPrice));
    for (const name of ['Entrega', 'Envío (COP)', 'Total (COP)', 'Pagado (COP)', 'Saldo (COP)'] as const) {
      expect(column(second, name)).toBe('""');
    }
  });

  it('shows a reservation’s deposit as paid and the rest as the balance', async () => {
    const reference = await pay([{ productId: service._id, reservationDate: '2026-03-05', reservationTime: '10:00' }]);
    const { header, rows, column } = parse(await exportCsv('reservas'));
    expect(header).toEqual(csvMessages.columns.map((name) => `"${name}"`));
    const row = rows.find((candidate) => candidate[0] === `"${reference}"`)!;
    const deposit = serviceDeposit(service.sellingPrice);
    expect(column(row, 'Fecha reserva')).toBe('"2026-03-05"');
    expect(column(row, 'Hora')).toBe('"10:00"');
    expect(column(row, 'Envío (COP)')).toBe('0');
    expect(column(row, 'Total (COP)')).toBe(String(service.sellingPrice));
    expect(column(row, 'Pagado (COP)')).toBe(String(deposit));
    expect(column(row, 'Saldo (COP)')).toBe(String(service.sellingPrice - deposit));
  });

  it('says per appointment whether the customer moved or cancelled it, with the history and the refund', async () => {
    const booked = await bookAppointments(harness, service, [
      ['2026-03-06', '09:00'],
      ['2026-03-06', '10:00'],
      ['2026-03-06', '11:00'],
    ]);
    const [moved, cancelled] = booked.lineIds.map((lineId) => ({ ...booked, lineId }));
    expect((await reschedule(harness, moved!, '2026-03-07', '09:00')).status).toBe(200);
    expect((await cancel(harness, cancelled!)).status).toBe(200);
    const record = await harness.deps.store.collection('transactions').findOne({ reference: booked.reference });
    const refundId = record!.reservationDetails[1]!.refundId!;
    expect(refundId).toMatch(/^SANDBOX-REFUND-/);

    const { rows, column } = parse(await exportCsv('reservas'));
    const mine = rows.filter((row) => row[0] === `"${booked.reference}"`);
    expect(mine).toHaveLength(3);
    const [first, second, third] = mine as [string[], string[], string[]];
    // The reservation as a whole is still on; its lines say what happened to each appointment.
    expect(column(first, 'Estado')).toBe('"confirmada"');
    expect(column(first, 'Estado de la cita')).toBe('"Reprogramada 1 vez"');
    expect(column(first, 'Fecha reserva')).toBe('"2026-03-07"');
    expect(column(first, 'Historial de la cita')).toBe(
      '"2026-03-04 10:00 reprogramada por el cliente: 2026-03-06 09:00 -> 2026-03-07 09:00"',
    );
    expect(column(second, 'Estado de la cita')).toBe('"Cancelada por el cliente"');
    const deposit = serviceDeposit(service.sellingPrice);
    expect(column(second, 'Historial de la cita')).toBe(
      `"2026-03-04 10:00 cancelada por el cliente, reembolso ${deposit} COP (${refundId})"`,
    );
    expect(column(third, 'Estado de la cita')).toBe('"Reservada"');
    expect(column(third, 'Historial de la cita')).toBe('""');
  });

  it('says where each appointment happens, as the receipt does, never "Recoge en tienda"', async () => {
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const homeService = all.find((p) => p.productName === 'Masaje a domicilio')!;
    // One payment: a product delivered home, an appointment at the shop and a home visit.
    const reference = await pay([
      { productId: products[1]!._id, quantity: 1 },
      { productId: service._id, reservationDate: '2026-03-09', reservationTime: '10:00' },
      { productId: homeService._id, reservationDate: '2026-03-09', reservationTime: '15:00' },
    ]);
    const reservas = parse(await exportCsv('reservas'));
    expect(reservas.header).toContain(`"${placeMessages.placeLabel}"`);
    expect(reservas.header).not.toContain('"Entrega"');
    const mine = reservas.rows.filter((row) => row[0] === `"${reference}"`);
    expect(mine).toHaveLength(2);
    const atShop = mine.find((row) => row.some((cell) => cell.includes(service.productName)))!;
    const atHome = mine.find((row) => row.some((cell) => cell.includes(homeService.productName)))!;
    expect(reservas.column(atShop, 'Lugar')).toBe(`"${placeMessages.atShop}"`);
    expect(reservas.column(atShop, 'Dirección')).toBe(`"${business.address}"`);
    expect(reservas.column(atShop, 'Ciudad')).toBe('""');
    expect(reservas.column(atHome, 'Lugar')).toBe(`"${placeMessages.atHome}"`);
    expect(reservas.column(atHome, 'Ciudad')).toBe('"Medellín"');
    expect(reservas.column(atHome, 'Barrio')).toBe('"El Poblado"');
    expect(reservas.column(atHome, 'Dirección')).toBe('"Calle 10 # 43-20"');
    for (const row of mine) expect(row.join(';')).not.toContain(csvMessages.pickup);

    // The sale of the same payment is delivered home.
    const ventas = parse(await exportCsv('ventas'));
    const sale = ventas.rows.find((row) => row[0] === `"${reference}"`)!;
    expect(ventas.column(sale, 'Entrega')).toBe(`"${csvMessages.delivery}"`);

    // An appointment alone, the customer coming to the shop: at the shop, not a pickup.
    const alone = await pay([{ productId: service._id, reservationDate: '2026-03-09', reservationTime: '11:00' }]);
    const again = parse(await exportCsv('reservas'));
    const row = again.rows.find((candidate) => candidate[0] === `"${alone}"`)!;
    expect(again.column(row, 'Lugar')).toBe(`"${placeMessages.atShop}"`);
  });

  it('leaves the four appointment columns out of the sales file, every row as long as its header', async () => {
    const reference = await pay([{ productId: products[0]!._id, quantity: 1 }]);
    const { header, rows } = parse(await exportCsv('ventas'));
    for (const name of csvMessages.appointmentColumns) expect(header).not.toContain(`"${name}"`);
    expect(header).toHaveLength(csvMessages.columns.length - 4);
    expect(rows.find((candidate) => candidate[0] === `"${reference}"`)).toBeDefined();
    for (const row of rows) expect(row).toHaveLength(header.length);
  });
});
