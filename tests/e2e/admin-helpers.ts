/**
 * Shared steps of the admin panel's e2e tests: sessions, purchases made through the API, and
 * dates a reservation can really take. Ids and names come from the API, never from the test.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { addDays, bogotaMoment, isShortDay, isTuesday } from '../../src/domain/schedule/schedule.ts';
import { pngBytes, pngDataUrl } from '../fixtures/images.ts';
import { isService, type ApiProduct } from './storefront-helpers.ts';
import { checkoutConsent, dataPolicyConsent } from './cart-helpers.ts';

export const ADMIN = { email: 'admin@tienda.local', password: 'admin12345' } as const;

export const adminUrls = [
  '/admin-panel',
  '/admin-panel/agenda',
  '/admin-panel/all-products',
  '/admin-panel/all-reservas',
  '/admin-panel/all-Ventas',
  '/admin-panel/all-shipping-rates',
  '/admin-panel/horarios',
  '/admin-panel/recursos',
  '/admin-panel/equipo',
  '/admin-panel/all-users',
  '/admin-panel/mensajes',
  '/admin-panel/promociones',
  '/admin-panel/facturas',
  '/admin-panel/resenas',
  '/admin-panel/contra-entrega',
] as const;

/** A short random tag, so names made by one test never meet another test's. */
export const uniqueTag = () => randomBytes(3).toString('hex').toUpperCase();

/** State-changing calls with a session cookie must say where they come from. */
export function originHeader(baseURL: string | undefined): { Origin: string } {
  if (!baseURL) throw new Error('baseURL is not set');
  return { Origin: baseURL };
}

export async function expectOk(response: APIResponse) {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** Signs in through the API in the page's context: the cookie then serves the page too. */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await expectOk(await page.request.post('/api/signin', { data: credentials }));
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/** Creates a GENERAL account (sign-up does not sign in). */
export async function signUpGeneral(request: APIRequestContext, label = 'Cliente'): Promise<NewUser> {
  const tag = uniqueTag();
  const user = { name: `${label} ${tag}`, email: `cliente-${tag.toLowerCase()}@correo.co`, password: 'clave-segura-123' };
  await expectOk(
    await request.post('/api/signup', {
      data: { ...user, tel: '3001234567', confirmPassword: user.password, profilePic: pngDataUrl, ...dataPolicyConsent },
    }),
  );
  return user;
}

/** A small real PNG, as a file the page's file input accepts. */
export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: Buffer.from(pngBytes) };
}

/**
 * A date reservations can take, at least `minDaysAhead` days from today in Bogotá: never a
 * Tuesday, and never a Sunday or a holiday (shorter hours), so every hour up to 17:00 exists.
 */
export function reservationDate(minDaysAhead: number): string {
  const today = bogotaMoment(new Date()).date;
  for (let offset = minDaysAhead; offset < 85; offset++) {
    const date = addDays(today, offset);
    if (!isTuesday(date) && !isShortDay(date)) return date;
  }
  throw new Error('No reservation date found');
}

/** Every product and service, read again after a UI step (see `getAgainOnReset`). */
export async function productsNow(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await expectOk(await getAgainOnReset(request, '/api/get-product'));
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

/** A product (not a service) with enough stock for a few sales. */
export async function sellableProduct(request: APIRequestContext): Promise<ApiProduct> {
  // Not a session pack another spec created (a pack needs a signed-in buyer).
  const product = (await productsNow(request)).find(
    (candidate) => !isService(candidate.category) && candidate.stock >= 5 && candidate.packSessions === undefined,
  );
  if (!product) throw new Error('No sellable product in the sample data');
  return product;
}

export const shippingInfo = {
  name: 'Laura Restrepo',
  email: 'laura@correo.co',
  phone: '3104567890',
  address: 'Carrera 70 # 44-10',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'Laureles',
};

/** Pays an order through the sandbox provider, as a guest; returns the payment's reference. */
export async function payOrder(request: APIRequestContext, items: unknown[], info: Record<string, string> = shippingInfo): Promise<string> {
  const created = await expectOk(
    await request.post('/api/payment/create-order', { data: { items, shippingInfo: info, ...checkoutConsent } }),
  );
  const order = (await created.json()) as { id: string; reference: string };
  await expectOk(await request.post('/api/payment/capture-order', { data: { orderID: order.id } }));
  return order.reference;
}

/**
 * An idempotent call (a read, a PUT) tried again when the connection drops: after a long UI step,
 * a request context may reuse a keep-alive connection the server is just closing (ECONNRESET).
 */
export async function againOnReset(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

export const getAgainOnReset = (request: APIRequestContext, url: string) => againOnReset(() => request.get(url));

export async function slotAvailable(
  request: APIRequestContext,
  serviceId: string,
  date: string,
  time: string,
): Promise<boolean | undefined> {
  const response = await expectOk(await getAgainOnReset(request, `/api/services/${serviceId}/availability?date=${date}`));
  const { data } = (await response.json()) as { data: { slots: { time: string; available: boolean }[] } };
  return data.slots.find((slot) => slot.time === time)?.available;
}
