/**
 * Shared resources in api tests: saving the list, making services that use a resource, booking
 * them as a customer would (one create-order each, from its own address and e-mail).
 */
import { expect } from 'vitest';
import type { Resource } from '../../src/domain/bookings/resources.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper } from './checkout-helpers.ts';
import { body, type Harness } from './helpers.ts';

export async function saveResources(harness: Harness, cookie: string, resources: unknown[]) {
  return harness.request('/api/admin/resources', { method: 'PUT', cookie, json: { resources } });
}

export async function listResources(harness: Harness, cookie: string): Promise<Resource[]> {
  const response = await harness.request('/api/admin/resources', { cookie });
  expect(response.status).toBe(200);
  return (await body<{ data: Resource[] }>(response)).data;
}

/** Adds a resource to the list as it is now; returns it with its id. */
export async function addResource(harness: Harness, cookie: string, name: string, capacity: number): Promise<Resource> {
  const saved = await saveResources(harness, cookie, [...(await listResources(harness, cookie)), { name, capacity }]);
  expect(saved.status, await saved.clone().text()).toBe(200);
  return (await body<{ data: Resource[] }>(saved)).data.find((resource) => resource.name === name)!;
}

let services = 0;

export function serviceInput(productImage: string[], extra: Record<string, unknown> = {}) {
  services += 1;
  return {
    productName: `Masaje de prueba ${services}`,
    brandName: 'Tienda Medellín Spa',
    category: 'Servicios',
    productImage,
    description: 'Una hora en la cabina.',
    price: 120_000,
    sellingPrice: 100_000,
    stock: 50,
    serviceDuration: 60,
    serviceIntensity: 'ligero',
    serviceIncludes: 'Aceites',
    serviceRecommendations: 'Llegar 10 minutos antes',
    serviceAdditionalBenefits: 'Descanso',
    serviceRecommendedFrequency: 'Cada mes',
    serviceDiscountsPromotions: 'Ninguno',
    // The widest start window, so a test may book any hour of the day (without one: 09:00 to 13:00).
    serviceStarts: { from: '08:00', to: '18:00' },
    ...extra,
  };
}

/** A new one-hour service of the sample shop's "Servicios", using `resourceId` when given. */
export async function createService(harness: Harness, cookie: string, resourceId?: string, durationMinutes = 60): Promise<Product> {
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const image = all.find((product) => product.category === 'Servicios')!.productImage;
  const created = await harness.request('/api/upload-product', {
    cookie,
    json: serviceInput(image, { serviceDuration: durationMinutes, ...(resourceId ? { resourceId } : {}) }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await body<{ data: Product }>(created)).data;
}

let orders = 0;

/** One customer's create-order of the service at that hour (not paid: the hour is held). */
export function orderHour(harness: Harness, service: Product, date: string, time: string) {
  orders += 1;
  const shippingInfo = {
    name: `Cliente recurso ${orders}`,
    email: `recurso${orders}@correo.co`,
    phone: '3001234567',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  return shopper(harness, { shippingInfo, seed: `recurso-${orders}` }).createOrder(
    [{ productId: service._id, reservationDate: date, reservationTime: time }],
    { shippingInfo, ip: `10.88.${(orders >> 8) & 255}.${orders & 255}` },
  );
}

export interface OfferedHour {
  time: string;
  available: boolean;
  remaining: number;
}

export async function offeredHours(harness: Harness, service: Product, date: string): Promise<Map<string, OfferedHour>> {
  const response = await harness.request(`/api/services/${service._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  const answer = await body<{ data: { slots: OfferedHour[] } }>(response);
  return new Map(answer.data.slots.map((slot) => [slot.time, slot]));
}
