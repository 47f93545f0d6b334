/**
 * Shared steps of the cart, reservation and checkout e2e tests. Dates are computed from the real
 * today in Bogotá (the server's clock is real) and the browser's clock is fixed on them, so no
 * test depends on what day it runs.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addDays, bogotaMoment, isShortDay, isTuesday } from '../../src/domain/schedule/schedule.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { cardOf, readyAddButton } from './storefront-helpers.ts';

/** A full opening day at least `minDaysAhead` days after today (Bogotá): never a Tuesday, a Sunday or a holiday. */
export function shopDay(minDaysAhead: number): string {
  const today = bogotaMoment(new Date()).date;
  for (let offset = minDaysAhead; offset < 80; offset++) {
    const date = addDays(today, offset);
    if (!isTuesday(date) && !isShortDay(date)) return date;
  }
  throw new Error('No opening day found');
}

/** The first Tuesday after a date. */
export function tuesdayAfter(date: string): string {
  let day = addDays(date, 1);
  while (!isTuesday(day)) day = addDays(day, 1);
  return day;
}

/** Fixes the browser's clock (only the browser's) at a Bogotá date and hour. */
export async function setBrowserClock(page: Page, date: string, time = '08:30') {
  await page.clock.setFixedTime(new Date(`${date}T${time}:00-05:00`));
}

/** Every island that does not wait to be scrolled to has hydrated. */
export async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

export async function addFromListing(page: Page, productName: string) {
  const button = await readyAddButton(cardOf(page, productName), 'Añadir al carrito');
  await button.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `«${productName}» se añadió al carrito.` })
      .first(),
  ).toBeVisible();
}

/** Books a service from its page's #reservar picker; the picker then opens the cart. */
export async function reserveOnServicePage(page: Page, serviceId: string, date: string, time: string) {
  await page.goto(`/product/${serviceId}`);
  const booking = page.getByRole('region', { name: 'Reservar este servicio' });
  await booking.scrollIntoViewIfNeeded();
  await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
  await booking.getByLabel('Fecha de la cita').fill(date);
  await booking.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  await booking.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

export interface Shipping {
  name: string;
  email: string;
  phone: string;
  address?: string;
  method?: 'delivery' | 'pickup';
  city?: string;
  neighborhood?: string;
  deliveryTime?: string;
}

export const valentina: Shipping = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  method: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
  deliveryTime: 'Tarde',
};

/** Fills and saves the cart's shipping (or contact) form. */
export async function saveShipping(page: Page, shipping: Shipping, title = 'Datos de envío') {
  const form = page.getByRole('form', { name: title });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(shipping.name);
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(shipping.email);
  await form.getByRole('textbox', { name: 'Teléfono' }).fill(shipping.phone);
  if (shipping.method === 'pickup') await form.getByRole('radio', { name: 'Recoger en la tienda' }).check();
  if (shipping.city) await form.getByRole('combobox', { name: 'Ciudad' }).selectOption(shipping.city);
  // "Barrio (opcional)", or "Barrio" for a home service's visit (a home visit's own "Otro barrio" opens "Escribe tu barrio").
  if (shipping.neighborhood) await form.getByRole('combobox', { name: /^Barrio/ }).selectOption(shipping.neighborhood);
  // A pickup asks for no address.
  if (shipping.address !== undefined && shipping.method !== 'pickup')
    await form.getByRole('textbox', { name: 'Dirección' }).fill(shipping.address);
  if (shipping.deliveryTime) await form.getByRole('textbox', { name: /Horario de entrega/ }).fill(shipping.deliveryTime);
  // A cart with only reservations asks for contact details, not for shipping.
  await form.getByRole('button', { name: title === 'Datos de contacto' ? 'Guardar datos de contacto' : 'Guardar datos de envío' }).click();
  await expect(
    page.getByRole('button', { name: title === 'Datos de contacto' ? 'Editar datos de contacto' : 'Editar datos de envío' }),
  ).toBeVisible();
}

/** The two ticked boxes every create-order carries, for tests that create orders through the API. */
export const checkoutConsent = { acceptDataPolicy: true, acceptTerms: true } as const;
/** The ticked "Acepto la política de tratamiento de datos" of the sign-up and contact forms. */
export const dataPolicyConsent = { acceptDataPolicy: true } as const;

/** Ticks the payment panel's two boxes ("Antes de pagar"), as a customer must before any way to pay works. */
export async function acceptCheckoutConsent(page: Page) {
  const panel = page.getByRole('region', { name: 'Pago' });
  await panel.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
  await panel.getByRole('checkbox', { name: /Acepto los términos/ }).check();
}

/** Ticks both boxes, then presses "Pagar (modo de prueba)". */
export async function payInTestMode(page: Page) {
  await acceptCheckoutConsent(page);
  await page.getByRole('button', { name: 'Pagar (modo de prueba)' }).click();
}

/** The value shown beside a label in a definition list (the cart summary, the receipt…). */
export function valueOf(page: Page, scope: string, label: string) {
  return page
    .getByRole('region', { name: scope })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** A new GENERAL account, signed in through the API in the page's context (cookies shared with the page). */
export async function signUpAndSignIn(page: Page, baseURL: string | undefined): Promise<{ email: string; password: string; name: string }> {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const account = { name: 'Camila Restrepo', email: `camila.${unique}@correo.co`, password: 'clave-segura-123' };
  const signup = await page.request.post('/api/signup', {
    data: { ...account, tel: '3001234567', confirmPassword: account.password, profilePic: pngDataUrl, ...dataPolicyConsent },
    headers: { Origin: origin },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const signin = await page.request.post('/api/signin', {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin },
  });
  expect(signin.ok(), await signin.text()).toBe(true);
  return account;
}

export async function expectNoAxeViolations(page: Page) {
  // A notice fading in or out over the page blends its colours into what lies under it, and axe
  // would measure that blend: the page is checked once its notices (5 s at most) have gone.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
