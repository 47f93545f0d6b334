/**
 * The delivery fee is the list's, whatever the spelling: a city or neighbourhood typed in another
 * case, without its accents, with spaces around it or with an invisible character pays what the
 * listed place pays, and a city the shop does not list is refused instead of delivered for free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { ShippingRate } from '../../src/domain/shipping/shipping-schemas.ts';
import { checkoutConsent } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let product: Product;
let rates: ShippingRate[];

beforeAll(async () => {
  harness = await createHarness();
  product = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data.find(
    (candidate) => candidate.stock > 3 && !candidate.category.startsWith('Servicios'),
  )!;
  rates = (await body<{ data: ShippingRate[] }>(await harness.request('/api/shippingRates'))).data;
});
afterAll(() => harness.close());

let counter = 0;
function checkoutTo(city: string, neighborhood: string) {
  counter += 1;
  return harness.request('/api/payment/create-order', {
    ip: `10.0.9.${counter}`,
    json: {
      ...checkoutConsent,
      items: [{ productId: product._id, quantity: 1 }],
      shippingInfo: {
        name: 'Ana',
        email: `ana${counter}@correo.co`,
        phone: '3001234567',
        address: 'Calle 1 # 2-3',
        shippingMethod: 'delivery',
        city,
        neighborhood,
      },
    },
  });
}

const medellin = () => rates.find((rate) => rate.city === 'Medellín')!;

describe('delivery fees by place name', () => {
  it('charges the listed city and neighbourhood fee for every spelling of them', async () => {
    const poblado = medellin().neighborhoods['El Poblado']!;
    expect(poblado).toBeGreaterThan(0);
    const spellings: [string, string][] = [
      ['Medellín', 'El Poblado'],
      ['medellín', 'el poblado'],
      ['Medellin', 'El Poblado'],
      ['MEDELLÍN', 'EL POBLADO'],
      ['Medellín\u200b', 'El\u00a0Poblado'],
      ['\ufeff Medellín ', 'El  Poblado\u200d'],
      ['Medelli\u0301n', 'el poblado'],
    ];
    for (const [city, neighborhood] of spellings) {
      const response = await checkoutTo(city, neighborhood);
      expect(response.status, JSON.stringify(city)).toBe(201);
      const { amount } = await body<{ amount: { cop: number } }>(response);
      expect(amount.cop, JSON.stringify([city, neighborhood])).toBe(product.sellingPrice + poblado);
    }
  });

  it('stores the place as the list spells it', async () => {
    const response = await checkoutTo('MEDELLIN\u200b', 'el poblado');
    expect(response.status).toBe(201);
    const { id } = await body<{ id: string }>(response);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ providerOrderId: id });
    expect(order?.shippingInfo).toMatchObject({ city: 'Medellín', neighborhood: 'El Poblado' });
  });

  it('charges the city default for a neighbourhood the city does not list, as before', async () => {
    const response = await checkoutTo('medellin', 'Otro barrio');
    expect(response.status).toBe(201);
    expect((await body<{ amount: { cop: number } }>(response)).amount.cop).toBe(product.sellingPrice + medellin().default);
  });

  it('refuses a delivery to a city the shop does not list, with no order created', async () => {
    const before = await harness.deps.store.collection('paymentOrders').countDocuments({});
    for (const city of ['Nowhere', 'Medellín del Sur', '\u200b']) {
      const response = await checkoutTo(city, '');
      expect(response.status, JSON.stringify(city)).toBe(400);
      expect((await body(response)).message).toBe(messages.shippingCityNotServed);
    }
    expect(await harness.deps.store.collection('paymentOrders').countDocuments({})).toBe(before);
  });

  it('refuses two spellings of one city, or of one neighbourhood, in the admin list', async () => {
    const admin = await harness.signInAs('ADMIN');
    const put = (shippingRates: unknown) =>
      harness.request('/api/shippingRates', { method: 'PUT', cookie: admin.cookie, json: { shippingRates } });
    const cities = await put([
      { city: 'Medellín', default: 12_000, neighborhoods: {} },
      { city: 'medellin\u200b', default: 0, neighborhoods: {} },
    ]);
    expect(cities.status).toBe(400);
    expect((await body(cities)).message).toBe(messages.shippingCityDuplicate('medellin\u200b'));
    const neighborhoods = await put([{ city: 'Medellín', default: 12_000, neighborhoods: { Belén: 10_000, belen: 0 } }]);
    expect(neighborhoods.status).toBe(400);
    expect((await body(neighborhoods)).message).toBe(messages.shippingNeighborhoodDuplicate('belen'));
  });
});
