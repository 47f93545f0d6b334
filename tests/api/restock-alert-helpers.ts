/**
 * Back-in-stock alerts in the api tests: a sold-out garment, asking for an alert, confirming it
 * from its mail, and the owner's restock of one variant.
 */
import { expect } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, type Harness } from './helpers.ts';
import { linksOf, outboxFor, type OutboxMessage } from './outbox.ts';
import { createGarment, garmentInput, variantIdOf, type VariantSpec } from './variant-helpers.ts';

export const CONFIRM_KIND = 'restock-alert-confirmation';
export const NOTICE_KIND = 'back-in-stock';

let addresses = 0;

/** Asks for an alert from a fresh address (so the per-address limit decides no test it is not about). */
export const askAlert = (harness: Harness, json: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) =>
  harness.request('/api/restock-alerts', {
    json: { acceptDataPolicy: true, ...json },
    ip: options.ip ?? `10.81.0.${++addresses}`,
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });

/** The token of a message's link to the page that confirms (`confirmar`) or cancels (`cancelar`) the alert. */
export function tokenIn(message: OutboxMessage, page: 'confirmar' | 'cancelar'): string {
  const link = linksOf(message.mail).find((href) => href.includes(`/${page}-aviso?token=`));
  expect(link, page).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** Asks for the alert and confirms it from its only request mail. */
export async function confirmedAlert(harness: Harness, email: string, item: { productId: string; variantId?: string }): Promise<void> {
  expect((await askAlert(harness, { email, ...item })).status).toBe(200);
  const requests = await outboxFor(harness, email, CONFIRM_KIND);
  const confirm = await harness.request('/api/restock-alerts/confirm', { json: { token: tokenIn(requests.at(-1)!, 'confirmar') } });
  expect(confirm.status).toBe(200);
}

/** A garment whose S·Negro and M·Negro are sold out and L·Negro is in stock. */
export async function soldOutGarment(harness: Harness, adminCookie: string) {
  const variants: VariantSpec[] = [
    { options: { Talla: 'S', Color: 'Negro' }, stock: 0 },
    { options: { Talla: 'M', Color: 'Negro' }, stock: 0 },
    { options: { Talla: 'L', Color: 'Negro' }, stock: 2 },
  ];
  const product = await createGarment(harness, adminCookie, variants);
  return {
    product,
    small: variantIdOf(product, 'S', 'Negro'),
    medium: variantIdOf(product, 'M', 'Negro'),
    large: variantIdOf(product, 'L', 'Negro'),
  };
}

/** The owner saves the garment with these stocks per size (Negro), as the admin form does. */
export async function saveStocks(harness: Harness, adminCookie: string, product: Product, stocks: Record<'S' | 'M' | 'L', number>) {
  const input = garmentInput(
    (['S', 'M', 'L'] as const).map((size) => ({
      _id: variantIdOf(product, size, 'Negro'),
      options: { Talla: size, Color: 'Negro' },
      stock: stocks[size],
    })),
    { productName: product.productName },
  );
  return harness.request('/api/update-product', { cookie: adminCookie, json: { ...input, _id: product._id } });
}

export async function saveStocksOk(harness: Harness, adminCookie: string, product: Product, stocks: Record<'S' | 'M' | 'L', number>) {
  const response = await saveStocks(harness, adminCookie, product, stocks);
  expect(response.status, JSON.stringify(await body(response.clone()))).toBe(200);
}
