/**
 * Home services ("Servicios-Home") are done at the customer's address: create-order asks for the
 * address, the city and, when the city lists them, the neighbourhood, and never takes them as a
 * pickup. Only products pay the delivery fee. The records keep the delivery and its address, and
 * the CSV says "A domicilio".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeServiceCategoryName } from '../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { csvMessages } from '../../src/domain/records/messages-csv.ts';
import { serviceDeposit } from '../../src/domain/money/money.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let homeService: Product;
let shopService: Product;
let product: Product;
const THURSDAY = '2026-03-05';
const POBLADO_FEE = 15_000;
const atHome = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};
const contactOnly = { name: 'Valentina Ospina', email: 'valentina@correo.co', phone: '3104567890', shippingMethod: 'pickup' };

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  homeService = all.find((p) => p.productName === 'Masaje a domicilio')!;
  shopService = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
  product = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 5)!;
});
afterAll(() => harness.close());

let hour = 10;
/**
 * Fresh hours of Thursday for each order that is taken, so no two orders hold the same slot: two
 * hours apart, as a two-hour visit takes both hours it runs through.
 */
const visit = (service = homeService) => {
  const time = `${hour}:00`;
  hour += 2;
  return { productId: service._id, reservationDate: THURSDAY, reservationTime: time };
};
/** A refused order holds nothing: its visits may share an hour. */
const refusedVisit = () => ({ productId: homeService._id, reservationDate: THURSDAY, reservationTime: '09:00' });

async function create(items: unknown[], shippingInfo: unknown) {
  const browser = shopper(harness, { shippingInfo: atHome });
  const response = await browser.createOrder(items, { shippingInfo });
  return { response, browser };
}

describe('create-order with a home service', () => {
  it('is a home service of the seeded shop', () => {
    expect(homeService.category).toBe(homeServiceCategoryName);
  });

  it('refuses it without an address, with a Spanish message (400)', async () => {
    const { response } = await create([refusedVisit()], contactOnly);
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.homeServiceAddressRequired);
  });

  it('refuses it as a pickup at the shop, even with an address (400)', async () => {
    const { response } = await create([refusedVisit()], { ...contactOnly, address: 'Calle 10 # 43-20' });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.homeServiceNeedsDelivery);
  });

  it('needs the city, a city of the list, and a neighbourhood when it lists some (400)', async () => {
    const noCity = await create([refusedVisit()], { ...atHome, city: '', neighborhood: '' });
    expect((await body(noCity.response)).message).toBe(messages.shippingCityRequired);
    const unknownCity = await create([refusedVisit()], { ...atHome, city: 'Cali', neighborhood: '' });
    expect(unknownCity.response.status).toBe(400);
    expect((await body(unknownCity.response)).message).toBe(messages.homeServiceCityNotServed);
    for (const neighborhood of ['', '   ']) {
      const { response } = await create([refusedVisit()], { ...atHome, neighborhood });
      expect(response.status, neighborhood).toBe(400);
      expect((await body(response)).message).toBe(messages.homeServiceNeighborhoodRequired);
    }
    // A city without neighbourhoods in the list needs none.
    const bello = await create([visit()], { ...atHome, city: 'Bello', neighborhood: '' });
    expect(bello.response.status).toBe(201);
  });

  it('takes it with the address, charges only the deposit (no delivery fee), and records "A domicilio" with the address', async () => {
    const { response, browser } = await create([visit()], atHome);
    expect(response.status).toBe(201);
    const created = await body<{ id: string; reference: string; amount: { cop: number } }>(response);
    expect(created.amount.cop).toBe(serviceDeposit(homeService.sellingPrice));
    expect((await browser.capture(created.id)).status).toBe(200);

    const [record] = await harness.deps.store.collection('transactions').find({ reference: created.reference });
    expect(record?.kind).toBe('reserva');
    expect(record?.shippingInfo).toMatchObject({
      shippingMethod: 'delivery',
      address: atHome.address,
      city: 'Medellín',
      neighborhood: 'El Poblado',
    });
    expect(record?.amounts.shipping).toBe(0);

    const admin = await harness.signInAs('ADMIN');
    const csv = await (await harness.request('/api/transactions/export.csv?type=reservas', { cookie: admin.cookie })).text();
    const row = csv.split('\r\n').find((line) => line.startsWith(`"${created.reference}"`)) ?? '';
    expect(row).toContain(`"${csvMessages.delivery}";"Medellín";"El Poblado";"${atHome.address}"`);
  });

  it('charges the neighbourhood fee once when products travel with the visit', async () => {
    const { response } = await create([{ productId: product._id, quantity: 1 }, visit()], atHome);
    expect(response.status).toBe(201);
    const created = await body<{ amount: { cop: number } }>(response);
    expect(created.amount.cop).toBe(product.sellingPrice + serviceDeposit(homeService.sellingPrice) + POBLADO_FEE);
  });

  it('keeps a reservation at the shop contact-only, without address or fee', async () => {
    const { response } = await create([visit(shopService)], contactOnly);
    expect(response.status).toBe(201);
    expect((await body<{ amount: { cop: number } }>(response)).amount.cop).toBe(serviceDeposit(shopService.sellingPrice));
  });

  it('decides from the stored category, whatever the browser says about it', async () => {
    const { response } = await create([{ ...refusedVisit(), category: 'Servicios' }], { ...contactOnly, category: 'Servicios' });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.homeServiceAddressRequired);
  });
});
