/**
 * Shared look-ups for the storefront e2e tests: ids come from the API, never from the test.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ApiProduct {
  _id: string;
  productName: string;
  category: string;
  price: number;
  sellingPrice: number;
  stock: number;
  /** Services only: ligero, medio or intenso. */
  serviceIntensity?: string;
  /** Session packs only: how many sessions the pack gives. */
  packSessions?: number;
}

export interface ApiCategory {
  _id: string;
  name: string;
  slug: string;
}

export async function allProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/get-product');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

export async function productNamed(request: APIRequestContext, productName: string): Promise<ApiProduct> {
  const product = (await allProducts(request)).find((candidate) => candidate.productName === productName);
  if (!product) throw new Error(`No product named ${productName} in the sample data`);
  return product;
}

export async function allCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get('/api/get-categoryProduct');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiCategory[] }).data;
}

/** The card (an article) whose heading is the product's name. */
export function cardOf(page: Page, productName: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: productName, exact: true }) });
}

/** Waits until the add button's island is hydrated, so a click really adds. */
export async function readyAddButton(card: Locator, name: string): Promise<Locator> {
  const button = card.getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-ready', 'true');
  return button;
}

/** The 19 header links of the spec, in its order. */
export const specHeaderLinks = [
  '/',
  '/nosotros',
  '/servicios',
  '/productos',
  '/moviles',
  '/fundas',
  '/cargadores',
  '/auriculares',
  '/computadoras',
  '/teclados',
  '/webcams',
  '/almacenamiento',
  '/componentes',
  '/tarjetas',
  '/ram',
  '/ssd',
  '/hogar',
  '/inteligentes',
  '/camaras',
];

export const isService = (category: string) =>
  category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .includes('servicio');
