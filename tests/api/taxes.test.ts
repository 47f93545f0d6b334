/**
 * IVA on the catalogue: every line the server prices carries the treatment of its product or
 * service (its own, or the shop's default), stamped from the store and never from the browser; the
 * owner sets the default (and nobody else may); a product saved with a treatment keeps it; the
 * receipt's records and the CSV say the base and the IVA of what each line charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import { csvMessages } from '../../src/domain/records/messages-csv.ts';
import { taxMessages } from '../../src/domain/invoicing/messages-taxes.ts';
import { splitTax, taxTreatmentLabels } from '../../src/domain/invoicing/tax.ts';
import { serviceDeposit } from '../../src/domain/money/money.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const THURSDAY = '2026-03-05';
const pickup = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: '',
  shippingMethod: 'pickup',
  city: '',
  neighborhood: '',
};

let harness: Harness;
let admin: { cookie: string };
let all: Product[];

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  admin = await harness.signInAs('ADMIN');
  all = (await body<{ data: Product[] }>(await harness.request('/api/get-product?limit=100'))).data;
});
afterAll(() => harness.close());

const find = (key: (product: Product) => boolean) => {
  const found = all.find(key);
  expect(found).toBeDefined();
  return found!;
};

/** Pays the items as a guest picking up at the shop; answers the payment's records as its receipt shows them. */
async function pay(items: unknown[], extra: Record<string, unknown> = {}) {
  const browser = shopper(harness, { shippingInfo: pickup });
  const created = await browser.createOrder(
    items.map((item) => ({ ...(item as object), ...extra })),
    { shippingInfo: pickup },
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await body<{ id: string }>(created);
  const captured = await browser.capture(id);
  expect(captured.status).toBe(200);
  const { reference, accessToken } = await body<{ reference: string; accessToken: string }>(captured);
  const receipt = await harness.request(`/api/transactions/${reference}?access=${encodeURIComponent(accessToken)}`);
  return { reference, records: (await body<{ data: PublicRecord[] }>(receipt)).data };
}

const setDefault = (taxTreatment: string, cookie = admin.cookie) =>
  harness.request('/api/admin/tax-default', { method: 'PUT', cookie, json: { taxTreatment } });

describe('the sample shop', () => {
  it('has its Colombian mix: a personal computer under 50 UVT excluded, the dearer ones, accessories, clothing and services at 19 %', () => {
    expect(find((product) => product.productName.startsWith('Portátil Lenovo IdeaPad Slim 3')).taxTreatment).toBe('excluido');
    expect(find((product) => product.productName.startsWith('Portátil HP Pavilion')).taxTreatment).toBe('iva19');
    expect(find((product) => product.productName.startsWith('Funda Spigen')).taxTreatment).toBe('iva19');
    expect(find((product) => product.productName === 'Camiseta oversize Parce').taxTreatment).toBe('iva19');
    expect(find((product) => product.productName === 'Masaje relajante').taxTreatment).toBe('iva19');
  });
});

describe('the shop’s default treatment', () => {
  it('is the general rate until the owner sets it; only an admin reads or sets it, with the Spanish message for a wrong one', async () => {
    expect(await body(await harness.request('/api/admin/tax-default', { cookie: admin.cookie }))).toMatchObject({
      data: { taxTreatment: 'iva19' },
    });
    const customer = await harness.signInAs('GENERAL');
    expect((await setDefault('iva5', customer.cookie)).status).toBe(403);
    expect((await harness.request('/api/admin/tax-default', { cookie: customer.cookie })).status).toBe(403);
    expect((await harness.request('/api/admin/tax-default', { method: 'PUT', json: { taxTreatment: 'iva5' } })).status).toBe(401);

    const wrong = await setDefault('iva16');
    expect(wrong.status).toBe(400);
    expect((await body<{ message: string }>(wrong)).message).toBe(taxMessages.treatmentInvalid);

    const saved = await setDefault('iva5');
    expect(saved.status).toBe(200);
    expect(await body(saved)).toMatchObject({ data: { taxTreatment: 'iva5' }, message: taxMessages.defaultTreatmentSaved });
    expect(await body(await harness.request('/api/admin/tax-default', { cookie: admin.cookie }))).toMatchObject({
      data: { taxTreatment: 'iva5' },
    });
    expect((await setDefault('iva19')).status).toBe(200);
  });
});

describe('the lines the server prices', () => {
  it('carry their product’s own treatment, and a service’s deposit its service’s; never what the browser says', async () => {
    const laptop = find((product) => product.productName.startsWith('Portátil Lenovo IdeaPad Slim 3'));
    const shirt = find((product) => product.productName === 'Camiseta oversize Parce');
    const massage = find((product) => product.productName === 'Masaje relajante');
    const { records } = await pay(
      [
        { productId: laptop._id, quantity: 1 },
        { productId: massage._id, reservationDate: THURSDAY, reservationTime: '10:00' },
      ],
      { taxTreatment: 'exento' },
    );
    const lines = records.flatMap((record) => record.reservationDetails);
    expect(lines.find((line) => line.productId === laptop._id)?.taxTreatment).toBe('excluido');
    expect(lines.find((line) => line.productId === massage._id)?.taxTreatment).toBe('iva19');
    const stored = await harness.deps.store.collection('transactions').find({ reference: records[0]!.reference });
    expect(stored.flatMap((record) => record.reservationDetails.map((line) => line.taxTreatment)).sort()).toEqual(['excluido', 'iva19']);
    // A garment's variant keeps its product's treatment.
    const garment = find((product) => (product.variants?.length ?? 0) > 0);
    const variant = garment.variants!.find((candidate) => candidate.stock > 0)!;
    const sale = await pay([{ productId: garment._id, variantId: variant._id, quantity: 1 }]);
    expect(sale.records[0]?.reservationDetails[0]?.taxTreatment).toBe(garment.taxTreatment);
    expect(shirt.taxTreatment).toBe('iva19');
  });

  it('carry the shop’s default for a product without its own, and the owner’s later choice keeps what was sold', async () => {
    const created = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: {
        productName: 'Tableta escolar 10"',
        brandName: 'Lenovo',
        category: 'Computadoras',
        productImage: ['/images/placeholder.svg'],
        price: 899_000,
        sellingPrice: 899_000,
        stock: 5,
      },
    });
    expect(created.status).toBe(201);
    const tablet = (await body<{ data: Product }>(created)).data;
    expect(tablet.taxTreatment).toBeUndefined();

    expect((await setDefault('excluido')).status).toBe(200);
    const first = await pay([{ productId: tablet._id, quantity: 1 }]);
    expect(first.records[0]?.reservationDetails[0]?.taxTreatment).toBe('excluido');

    expect((await setDefault('iva19')).status).toBe(200);
    const second = await pay([{ productId: tablet._id, quantity: 1 }]);
    expect(second.records[0]?.reservationDetails[0]?.taxTreatment).toBe('iva19');
    // The first sale keeps the treatment it was sold under.
    const again = await harness.deps.store.collection('transactions').findOne({ reference: first.reference });
    expect(again?.reservationDetails[0]?.taxTreatment).toBe('excluido');
  });

  it('carry the treatment the owner chose in the product form; an update without one keeps it', async () => {
    const cap = find((product) => product.productName === 'Gorra trucker Paisa bordada');
    const { _id, productName, brandName, category, productImage, description, price, sellingPrice, stock } = cap;
    const product = { _id, productName, brandName, category, productImage, description, price, sellingPrice, stock };
    const wrong = await harness.request('/api/update-product', { cookie: admin.cookie, json: { ...product, taxTreatment: 'iva16' } });
    expect(wrong.status).toBe(400);
    const saved = await harness.request('/api/update-product', { cookie: admin.cookie, json: { ...product, taxTreatment: 'iva5' } });
    expect(saved.status).toBe(200);
    expect((await body<{ data: Product }>(saved)).data.taxTreatment).toBe('iva5');
    const kept = await harness.request('/api/update-product', { cookie: admin.cookie, json: { ...product, sellingPrice: 40_000 } });
    expect((await body<{ data: Product }>(kept)).data.taxTreatment).toBe('iva5');

    const { records } = await pay([{ productId: cap._id, quantity: 2 }]);
    const line = records[0]!.reservationDetails[0]!;
    expect(line).toMatchObject({ taxTreatment: 'iva5', payNow: 80_000 });
    expect(splitTax(line.payNow, 'iva5')).toMatchObject({ base: 76_190, tax: 3_810 });
  });
});

describe('a reservation the owner takes by phone', () => {
  it('carries its service’s treatment, for the balance paid at the shop', async () => {
    const tanning = find((product) => product.productName === 'Bronceado en cámara UV');
    const response = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: tanning._id,
        reservationDate: THURSDAY,
        reservationTime: '12:00',
        customer: { name: 'Doña Rosa', tel: '3112223344' },
      },
    });
    expect(response.status).toBe(201);
    expect((await body<{ data: PublicRecord }>(response)).data.reservationDetails[0]?.taxTreatment).toBe('iva19');
  });
});

describe('records sold before treatments existed', () => {
  it('read with the shop’s default on the receipt and in the CSV', async () => {
    const shirt = find((product) => product.productName === 'Camiseta estampada Medellín Eterna Primavera');
    const { reference } = await pay([{ productId: shirt._id, quantity: 1 }]);
    await harness.deps.store.collection('transactions').updateMany({ reference }, { $unset: { 'reservationDetails.0.taxTreatment': '' } });
    expect((await setDefault('iva5')).status).toBe(200);
    const receipt = await harness.request(`/api/transactions/${reference}`, { cookie: admin.cookie });
    expect((await body<{ data: PublicRecord[] }>(receipt)).data[0]?.reservationDetails[0]?.taxTreatment).toBe('iva5');
    const csv = await exportCsv('ventas');
    const row = csv.rows.find((candidate) => candidate[0] === `"${reference}"`)!;
    expect(csv.column(row, 'Tratamiento de IVA')).toBe(`"${taxTreatmentLabels.iva5}"`);
    expect(csv.column(row, 'IVA incluido (COP)')).toBe(String(splitTax(shirt.sellingPrice, 'iva5').tax));
    expect((await setDefault('iva19')).status).toBe(200);
  });
});

async function exportCsv(type: 'ventas' | 'reservas') {
  const response = await harness.request(`/api/transactions/export.csv?type=${type}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  const [header, ...rows] = (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((row) => row.split(';'));
  const column = (row: string[], name: (typeof csvMessages.columns)[number]) => row[header!.indexOf(`"${name}"`)];
  return { header: header!, rows, column };
}

describe('GET /api/transactions/export.csv', () => {
  it('has the base and the IVA of what each line charged (a service its deposit), and the delivery fee’s IVA on the first row', async () => {
    const laptop = find((product) => product.productName.startsWith('Portátil Lenovo IdeaPad Slim 3'));
    const facial = find((product) => product.productName === 'Limpieza facial profunda');
    const { reference } = await pay([{ productId: facial._id, reservationDate: THURSDAY, reservationTime: '11:00' }]);
    const reservas = await exportCsv('reservas');
    // The line's IVA beside its amount, the fee's beside the fee.
    const at = (name: string) => reservas.header.indexOf(`"${name}"`);
    expect([at('Tratamiento de IVA'), at('Base sin IVA (COP)'), at('IVA incluido (COP)')]).toEqual(
      [1, 2, 3].map((step) => at('Línea (COP)') + step),
    );
    expect(at('IVA del envío (COP)')).toBe(at('Envío (COP)') + 1);
    const row = reservas.rows.find((candidate) => candidate[0] === `"${reference}"`)!;
    const deposit = splitTax(serviceDeposit(facial.sellingPrice), 'iva19');
    expect(reservas.column(row, 'Tratamiento de IVA')).toBe(`"${taxTreatmentLabels.iva19}"`);
    expect(reservas.column(row, 'Base sin IVA (COP)')).toBe(String(deposit.base));
    expect(reservas.column(row, 'IVA incluido (COP)')).toBe(String(deposit.tax));
    expect(reservas.column(row, 'IVA del envío (COP)')).toBe('""');

    const delivery = { ...pickup, address: 'Calle 10 # 43-20', shippingMethod: 'delivery', city: 'Medellín', neighborhood: 'El Poblado' };
    const browser = shopper(harness, { shippingInfo: delivery });
    const created = await body<{ id: string; reference: string }>(
      await browser.createOrder([{ productId: laptop._id, quantity: 1 }], { shippingInfo: delivery }),
    );
    expect((await browser.capture(created.id)).status).toBe(200);
    const ventas = await exportCsv('ventas');
    const sale = ventas.rows.find((candidate) => candidate[0] === `"${created.reference}"`)!;
    expect(ventas.column(sale, 'Tratamiento de IVA')).toBe(`"${taxTreatmentLabels.excluido}"`);
    expect(ventas.column(sale, 'Base sin IVA (COP)')).toBe(String(laptop.sellingPrice));
    expect(ventas.column(sale, 'IVA incluido (COP)')).toBe('0');
    const fee = Number(ventas.column(sale, 'Envío (COP)'));
    expect(fee).toBeGreaterThan(0);
    expect(ventas.column(sale, 'IVA del envío (COP)')).toBe(String(splitTax(fee, 'iva19').tax));
  });
});
