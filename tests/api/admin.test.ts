import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngBytes } from '../fixtures/images.ts';
import { checkoutConsent } from './checkout-helpers.ts';
import { body, createHarness, createRecordingPublisher, dataPolicyConsent, ORIGIN, type Harness } from './helpers.ts';

let harness: Harness;
let admin: { cookie: string; userId: string };
const publisher = createRecordingPublisher();

beforeAll(async () => {
  harness = await createHarness({ publisher, now: new Date('2026-03-04T15:00:00Z') });
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());

async function uploadImage(): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(pngBytes)], 'foto.png', { type: 'image/png' }));
  const response = await harness.request('/api/media', { method: 'POST', cookie: admin.cookie, body: form, headers: { origin: ORIGIN } });
  return (await body<{ data: { url: string } }>(response)).data.url;
}

const serviceInput = (images: string[], category: string) => ({
  productName: 'Bronceado express',
  brandName: 'Tienda Medellín Spa',
  category,
  productImage: images,
  description: 'Sesión rápida de bronceado.',
  price: 120_000,
  sellingPrice: 100_000,
  stock: 5,
  serviceDuration: 30,
  serviceIntensity: 'ligero',
  serviceIncludes: 'Crema hidratante',
  serviceRecommendations: 'Llegar sin crema',
  serviceAdditionalBenefits: 'Piel radiante',
  serviceRecommendedFrequency: 'Cada 15 días',
  serviceDiscountsPromotions: '10% la segunda sesión',
});

describe('categories', () => {
  it('creates a category, unique ignoring case and accents, with the spec messages', async () => {
    const created = await harness.request('/api/categories', { cookie: admin.cookie, json: { name: 'Servicios Express' } });
    expect(created.status).toBe(201);
    expect((await body<{ data: { slug: string } }>(created)).data.slug).toBe('servicios-express');

    const again = await harness.request('/api/categories', { cookie: admin.cookie, json: { name: 'SERVICIOS express' } });
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(messages.categoryExists);
    const accent = await harness.request('/api/categories', { cookie: admin.cookie, json: { name: 'Camaras' } });
    expect((await body(accent)).message).toBe(messages.categoryExists);

    for (const name of ['', '   ', '---']) {
      const invalid = await harness.request('/api/categories', { cookie: admin.cookie, json: { name } });
      expect(invalid.status).toBe(400);
      expect((await body(invalid)).message).toBe(messages.invalidNewCategory);
    }
  });
});

describe('products and services', () => {
  it('creates a service with two images in a new category, edits and deletes it, publishing each change', async () => {
    await harness.request('/api/categories', { cookie: admin.cookie, json: { name: 'Servicios Spa Nuevos' } });
    const images = [await uploadImage(), await uploadImage()];
    const before = publisher.scheduled;
    const created = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: serviceInput(images, 'servicios spa nuevos'),
    });
    expect(created.status).toBe(201);
    const answer = await body<{ data: Product; message: string }>(created);
    expect(answer.message).toBe(messages.serviceCreated);
    const product = answer.data;
    expect(product.category).toBe('Servicios Spa Nuevos');
    expect(product.productImage).toEqual(images);
    expect(product.serviceIntensity).toBe('ligero');
    expect(publisher.scheduled).toBe(before + 1);

    const found = await body<{ data: Product[] }>(await harness.request('/api/search?q=bronceado%20express'));
    expect(found.data.map((item) => item._id)).toContain(product._id);

    const edited = await harness.request('/api/update-product', {
      cookie: admin.cookie,
      json: { ...serviceInput(images, 'Servicios Spa Nuevos'), _id: product._id, sellingPrice: 90_000 },
    });
    expect(edited.status).toBe(200);
    expect((await body<{ data: Product }>(edited)).data.sellingPrice).toBe(90_000);

    const removed = await harness.request(`/api/product/${product._id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect((await body(removed)).message).toBe(messages.productDeleted);
    expect((await harness.request('/api/product-details', { json: { productId: product._id } })).status).toBe(404);
    expect((await harness.request(`/api/product/${product._id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
    expect(publisher.scheduled).toBe(before + 3);
  });

  it('counts the catalogue for the admin list, which pages through get-product', async () => {
    const count = async () =>
      (await body<{ data: { total: number } }>(await harness.request('/api/admin/product-count', { cookie: admin.cookie }))).data.total;
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const total = await count();
    expect(total).toBe(all.length);

    // Pages of the admin list: newest first, every product once.
    const pageSize = 24;
    const paged: string[] = [];
    for (let skip = 0; skip < total; skip += pageSize) {
      const page = (await body<{ data: Product[] }>(await harness.request(`/api/get-product?limit=${pageSize}&skip=${skip}`))).data;
      expect(page.length).toBe(Math.min(pageSize, total - skip));
      paged.push(...page.map((product) => product._id));
    }
    expect(paged).toEqual(all.map((product) => product._id));

    const created = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: { ...serviceInput([await uploadImage()], 'Servicios'), productName: 'Bronceado para contar' },
    });
    const product = (await body<{ data: Product }>(created)).data;
    expect(await count()).toBe(total + 1);
    await harness.request(`/api/product/${product._id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(await count()).toBe(total);
  });

  it('validates a product the way the spec says', async () => {
    const image = await uploadImage();
    const product = {
      productName: 'Mouse inalámbrico',
      brandName: 'Logitech',
      category: 'Componentes',
      productImage: [image],
      description: '',
      price: 100_000,
      sellingPrice: 80_000,
      stock: 4,
    };
    const createdProduct = await harness.request('/api/upload-product', { cookie: admin.cookie, json: product });
    expect(createdProduct.status).toBe(201);
    expect((await body(createdProduct)).message).toBe(messages.productCreated);
    const cases: [Record<string, unknown>, string][] = [
      [{ productImage: [] }, messages.uploadAtLeastOneImage],
      [{ productImage: ['javascript:alert(1)'] }, messages.imageUrlInvalid],
      [{ productImage: ['https://evil.example/x.png'] }, messages.imageUrlInvalid],
      [{ productName: ' ' }, messages.productNameRequired],
      [{ stock: -1 }, messages.stockInvalid],
      [{ price: -5 }, messages.priceInvalid],
      [{ sellingPrice: 150_000 }, messages.sellingPriceAbovePrice],
      [{ category: 'No existe' }, messages.categoryUnknown],
      [{ price: '100' }, messages.priceInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await harness.request('/api/upload-product', { cookie: admin.cookie, json: { ...product, ...overrides } });
      expect(response.status, message).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
    // A service needs every service field.
    const service = serviceInput([image], 'Servicios');
    const missing = await harness.request('/api/upload-product', { cookie: admin.cookie, json: { ...service, serviceIncludes: '' } });
    expect((await body(missing)).message).toBe(messages.serviceFieldRequired('Incluye'));
    const noIntensity = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: { ...service, serviceIntensity: undefined },
    });
    expect((await body(noIntensity)).message).toBe(messages.serviceIntensityInvalid);
    const badIntensity = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: { ...service, serviceIntensity: 'extremo' },
    });
    expect((await body(badIntensity)).message).toBe(messages.serviceIntensityInvalid);
  });
});

describe('shipping rates', () => {
  it('replaces the list, and the new fee applies to the next checkout', async () => {
    const rates = [
      { city: 'Medellín', default: 9_000, neighborhoods: { Laureles: 7_000, 'El Poblado': 11_000 } },
      { city: 'Rionegro', default: 25_000, neighborhoods: {} },
    ];
    const response = await harness.request('/api/shippingRates', { method: 'PUT', cookie: admin.cookie, json: { shippingRates: rates } });
    expect(response.status).toBe(200);
    expect((await body(response)).message).toBe(messages.shippingUpdated);
    const listed = await body<{ data: unknown[] }>(await harness.request('/api/shippingRates'));
    expect(listed.data).toEqual(rates);

    const product = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data.find(
      (p) => p.stock > 3 && p.category === 'Cámaras',
    )!;
    const created = await harness.request('/api/payment/create-order', {
      json: {
        ...checkoutConsent,
        items: [{ productId: product._id, quantity: 1 }],
        shippingInfo: {
          name: 'A',
          email: 'a@correo.co',
          phone: '3001234567',
          address: 'Calle 1',
          shippingMethod: 'delivery',
          city: 'Medellín',
          neighborhood: 'Laureles',
        },
      },
    });
    expect((await body<{ amount: { cop: number } }>(created)).amount.cop).toBe(product.sellingPrice + 7_000);
  });

  it('refuses negative, non-numeric and duplicate entries', async () => {
    const cases: [unknown, string][] = [
      [[{ city: 'Bello', default: -1, neighborhoods: {} }], messages.shippingFeeInvalid],
      [[{ city: 'Bello', default: '5000', neighborhoods: {} }], messages.shippingFeeInvalid],
      [[{ city: 'Bello', default: 5000, neighborhoods: { Niquía: -3 } }], messages.shippingFeeInvalid],
      [[{ city: '', default: 5000, neighborhoods: {} }], messages.shippingCityNameRequired],
      [
        [
          { city: 'Bello', default: 1, neighborhoods: {} },
          { city: 'bello', default: 2, neighborhoods: {} },
        ],
        messages.shippingCityDuplicate('bello'),
      ],
    ];
    for (const [shippingRates, message] of cases) {
      const response = await harness.request('/api/shippingRates', { method: 'PUT', cookie: admin.cookie, json: { shippingRates } });
      expect(response.status, message).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
    expect((await body<{ data: { city: string }[] }>(await harness.request('/api/shippingRates'))).data.map((rate) => rate.city)).toEqual([
      'Medellín',
      'Rionegro',
    ]);
  });
});

describe('reservations and sales', () => {
  let service: Product;
  let reservationId: string;

  beforeAll(async () => {
    service = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data.find(
      (p) => p.category === 'Servicios' && p.stock > 0,
    )!;
  });

  const availability = async (time: string) => {
    const { data } = await body<{ data: { slots: { time: string; available: boolean }[] } }>(
      await harness.request(`/api/services/${service._id}/availability?date=2026-03-05`),
    );
    return data.slots.find((slot) => slot.time === time)?.available;
  };

  it('takes a manual phone reservation through the same availability rules', async () => {
    const response = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-05',
        reservationTime: '10:00',
        customer: { name: 'Doña Rosa', tel: '3112223344' },
      },
    });
    expect(response.status).toBe(201);
    const record = (await body<{ data: { _id: string; status: string; kind: string } }>(response)).data;
    expect(record).toMatchObject({ kind: 'reserva', status: 'confirmada' });
    reservationId = record._id;
    expect(await availability('10:00')).toBe(false);

    const taken = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-05',
        reservationTime: '10:00',
        customer: { name: 'Otro', tel: '3112223355' },
      },
    });
    expect(taken.status).toBe(409);
    const tuesday = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-10',
        reservationTime: '10:00',
        customer: { name: 'Otro', tel: '3112223355' },
      },
    });
    expect((await body(tuesday)).message).toBe(messages.tuesdayClosed);
  });

  it('changes statuses; "cancelada" cancels the appointment for real (its hour is free) and is never undone', async () => {
    const patch = (id: string, status: string) =>
      harness.request(`/api/transactions/${id}`, { method: 'PATCH', cookie: admin.cookie, json: { status } });
    const wrong = await patch(reservationId, 'enviada');
    expect(wrong.status).toBe(400);
    expect((await body(wrong)).message).toBe(messages.transactionStatusInvalid);
    // The statuses without consequences come and go.
    expect((await patch(reservationId, 'completada')).status).toBe(200);
    expect((await patch(reservationId, 'confirmada')).status).toBe(200);
    expect(await availability('10:00')).toBe(false);

    const other = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-05',
        reservationTime: '16:00',
        customer: { name: 'Don Jaime', tel: '3112223345' },
      },
    });
    const otherId = (await body<{ data: { _id: string } }>(other)).data._id;
    expect(await availability('16:00')).toBe(false);
    const cancelled = await patch(otherId, 'cancelada');
    expect(cancelled.status).toBe(200);
    expect((await body(cancelled)).message).toBe(messages.reservationCancelledFromList);
    expect(await availability('16:00')).toBe(true);
    const reopened = await patch(otherId, 'confirmada');
    expect(reopened.status).toBe(409);
    expect((await body(reopened)).message).toBe(messages.reservationNotReopened);
    expect(await availability('16:00')).toBe(true);
    expect((await harness.request(`/api/transactions/${otherId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
  });

  it('lists with filters and pages, exports CSV, and deletes', async () => {
    for (const time of ['11:00', '12:00', '13:00']) {
      await harness.request('/api/reservations/manual', {
        cookie: admin.cookie,
        json: {
          serviceId: service._id,
          reservationDate: '2026-03-05',
          reservationTime: time,
          customer: { name: `Cliente ${time}`, tel: '3001234567' },
        },
      });
    }
    const page = await body<{ data: { _id: string }[]; meta: { total: number; page: number; pageSize: number } }>(
      await harness.request('/api/transactions?type=reservas&pageSize=2&page=1', { cookie: admin.cookie }),
    );
    expect(page.data).toHaveLength(2);
    expect(page.meta).toEqual({ total: 4, page: 1, pageSize: 2 });
    // Reservations are found by the date of their appointment (5 March), not the day they were taken (4 March).
    const filtered = await body<{ meta: { total: number } }>(
      await harness.request('/api/transactions?type=reservas&status=confirmada&from=2026-03-05&to=2026-03-05', { cookie: admin.cookie }),
    );
    expect(filtered.meta.total).toBe(4);
    const none = await body<{ meta: { total: number } }>(
      await harness.request('/api/transactions?type=reservas&to=2026-03-04', { cookie: admin.cookie }),
    );
    expect(none.meta.total).toBe(0);

    const csv = await harness.request('/api/transactions/export.csv?type=reservas', { cookie: admin.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect(text).toContain('Doña Rosa');

    const removed = await harness.request(`/api/transactions/${reservationId}`, { method: 'DELETE', cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(await availability('10:00')).toBe(true);
    expect((await harness.request(`/api/transactions/${reservationId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it('defuses spreadsheet formulas in the CSV', async () => {
    await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: '2026-03-05',
        reservationTime: '14:00',
        customer: { name: '=HYPERLINK("x")', tel: '3001234567' },
      },
    });
    const text = await (await harness.request('/api/transactions/export.csv?type=reservas', { cookie: admin.cookie })).text();
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('contact inbox and publish status', () => {
  it('lists contact messages newest first, without the sender address', async () => {
    await harness.request('/api/forma', {
      json: { name: 'Primero', email: 'a@correo.co', message: 'Hola', ...dataPolicyConsent },
      ip: '10.9.0.1',
    });
    harness.setNow(new Date('2026-03-04T15:05:00Z'));
    await harness.request('/api/forma', {
      json: { name: 'Segundo', email: 'b@correo.co', message: 'Hola otra vez', ...dataPolicyConsent },
      ip: '10.9.0.1',
    });
    const { data } = await body<{ data: { name: string }[] }>(await harness.request('/api/contact-messages', { cookie: admin.cookie }));
    expect(data.map((message) => message.name).slice(0, 2)).toEqual(['Segundo', 'Primero']);
    expect(data[0]).not.toHaveProperty('ip');
  });

  it('reports the publish state', async () => {
    const { data } = await body<{ data: { state: string; kind: string } }>(
      await harness.request('/api/admin/publish-status', { cookie: admin.cookie }),
    );
    expect(data.state).toBe('pending');
  });
});
