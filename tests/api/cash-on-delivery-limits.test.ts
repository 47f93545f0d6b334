/**
 * The limits that keep fake cash-on-delivery orders from blocking stock, under 20 parallel
 * requests each: at most 2 open orders per e-mail, per phone and per account (a collected, cancelled or released
 * order frees its place), at most 3 a day to one delivery address, at most 5 an hour from one
 * client address; and never more units taken than the stock has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { placeOrder, poblado, productWithStock, saveSettings, stockOf } from './cash-on-delivery-helpers.ts';

let harness: Harness;
let adminCookie: string;
let product: Product;
let houses = 0;

const house = () => {
  houses += 1;
  return `Carrera ${houses} # 10-${houses}`;
};

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
const count = (list: number[], status: number) => list.filter((value) => value === status).length;

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-10T15:00:00Z') });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
  await saveSettings(harness, adminCookie);
  product = await productWithStock(harness, adminCookie, 200);
});
afterAll(() => harness.close());

describe('the cash-on-delivery limits', () => {
  it('let one e-mail keep at most 2 open orders, whatever the phones, addresses and connections', async () => {
    const before = await stockOf(harness, product._id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(harness, product._id, 1, {
          ...poblado,
          email: 'una.sola@correo.co',
          phone: `31000000${String(index).padStart(2, '0')}`,
          address: house(),
        }),
      ),
    );
    const list = statuses(responses);
    expect(count(list, 201)).toBe(2);
    expect(count(list, 429)).toBe(18);
    expect(await stockOf(harness, product._id)).toBe(before - 2);
    // A sub-address is the same mailbox.
    expect(
      (await placeOrder(harness, product._id, 1, { ...poblado, email: 'una.sola+otra@correo.co', phone: '3109999999', address: house() }))
        .status,
    ).toBe(429);

    // Cancelling one frees its place.
    const placed = await Promise.all(
      responses.filter((response) => response.status === 201).map((response) => body<{ data: { reference: string } }>(response)),
    );
    const cancel = await harness.request(`/api/admin/cash-on-delivery/${placed[0]!.data.reference}/cancel`, {
      method: 'POST',
      cookie: adminCookie,
      json: {},
    });
    expect(cancel.status).toBe(200);
    expect(
      (await placeOrder(harness, product._id, 1, { ...poblado, email: 'una.sola@correo.co', phone: '3108888888', address: house() }))
        .status,
    ).toBe(201);
  });

  it('let one phone keep at most 2 open orders, whatever the e-mails', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(harness, product._id, 1, {
          ...poblado,
          email: `telefono${index}@correo.co`,
          phone: '+57 311 222 3344',
          address: house(),
        }),
      ),
    );
    expect(count(statuses(responses), 201)).toBe(2);
    expect(
      (await placeOrder(harness, product._id, 1, { ...poblado, email: 'otra@correo.co', phone: '3112223344', address: house() })).status,
    ).toBe(429);
  });

  it('let one signed-in account keep at most 2 open orders, whatever the e-mails and phones it types', async () => {
    const { cookie } = await harness.signInAs('GENERAL', 'cuenta.contraentrega@correo.co');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(
          harness,
          product._id,
          1,
          { ...poblado, email: `cuenta${index}@correo.co`, phone: `35000000${String(index).padStart(2, '0')}`, address: house() },
          undefined,
          cookie,
        ),
      ),
    );
    expect(count(statuses(responses), 201)).toBe(2);
  });

  it('take at most 3 orders a day to one delivery address, however it is written', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(harness, product._id, 1, {
          ...poblado,
          email: `vecino${index}@correo.co`,
          phone: `32000000${String(index).padStart(2, '0')}`,
          address: index % 2 === 0 ? 'Calle 5 Sur # 25-100 apto 301' : 'calle 5 sur #25-100 APTO 301',
        }),
      ),
    );
    expect(count(statuses(responses), 201)).toBe(3);
  });

  it('take at most 5 orders an hour from one client address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(
          harness,
          product._id,
          1,
          { ...poblado, email: `conexion${index}@correo.co`, phone: `33000000${String(index).padStart(2, '0')}`, address: house() },
          '10.150.0.1',
        ),
      ),
    );
    expect(count(statuses(responses), 201)).toBe(5);
  });

  it('never take more units than the stock has', async () => {
    const scarce = await productWithStock(harness, adminCookie, 3, [product._id]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(harness, scarce._id, 1, {
          ...poblado,
          email: `escaso${index}@correo.co`,
          phone: `34000000${String(index).padStart(2, '0')}`,
          address: house(),
        }),
      ),
    );
    const list = statuses(responses);
    expect(count(list, 201)).toBe(3);
    expect(count(list, 409)).toBe(17);
    expect(await stockOf(harness, scarce._id)).toBe(0);
  });
});
