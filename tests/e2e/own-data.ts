/**
 * Data of a test's own, created through the admin API: a service no other test books, a product
 * no other test buys. Specs run two at a time (and, with --repeat-each, two copies of one test may
 * run at once), so anything one test books or sells must be its own; otherwise two tests end up
 * wanting the same hour of the same service on the same day, or one counts stock the other took.
 *
 * The admin signs in in a request context of its own, so the test's cookies (a guest's cart, a
 * signed-in customer) are untouched. Created items are real catalogue items in the real
 * categories: they are listed, bookable and paid like the sample ones (tests that read the sample
 * catalogue check its names, never counts); their brand (OWN_BRAND) says where they came from.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { baseURL as mainShopURL } from '../../playwright.config.ts';
import { ADMIN, expectOk, uniqueTag } from './admin-helpers.ts';
import type { ApiProduct } from './storefront-helpers.ts';

/** The brand of every item a test creates for itself. */
export const OWN_BRAND = 'Prueba automática';

/** An image of the sample catalogue: items need one, and a path under /images is accepted. */
const SERVICE_IMAGE = '/images/catalogue/masaje-relajante-1.svg';
const PRODUCT_IMAGE = '/images/catalogue/bronceado-camara-uv-1.svg';

export type Intensity = 'ligero' | 'medio' | 'intenso';

export interface OwnItem extends ApiProduct {
  brandName: string;
  serviceDuration?: number;
}

interface Shop {
  /** The shop to create it in (the pesos shop is a second server with its own data). */
  shopURL?: string;
}

export interface OwnServiceOptions extends Shop {
  category?: 'Servicios' | 'Servicios-Home';
  durationMinutes?: number;
  price?: number;
  sellingPrice?: number;
  intensity?: Intensity;
  /** The start of its name; a unique tag follows. */
  label?: string;
  stock?: number;
  /**
   * Its own start window (`serviceStarts`): by default the widest, 08:00 to 18:00, so a spec may book
   * any hour of the day; `null` saves none, and the service starts 09:00 to 13:00 (the spec's default).
   */
  starts?: { from: string; to: string } | null;
}

export interface OwnProductOptions extends Shop {
  category?: string;
  price?: number;
  sellingPrice?: number;
  stock?: number;
  label?: string;
  /** A session pack ("bono"): its sessions, the services they pay for and its days of validity. */
  pack?: { sessions: number; serviceIds: string[]; validityDays: number };
}

async function asAdmin<T>(shopURL: string, work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL: shopURL, extraHTTPHeaders: { Origin: shopURL } });
  try {
    await expectOk(await admin.post('/api/signin', { data: ADMIN }));
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/**
 * Creates the item and checks its page answers at once: pages of products and services render on
 * demand, so no test waits for a site build.
 */
async function create(request: APIRequestContext, shopURL: string, data: Record<string, unknown>): Promise<OwnItem> {
  const item = await asAdmin(shopURL, async (admin) => {
    const response = await expectOk(await admin.post('/api/upload-product', { data }));
    return ((await response.json()) as { data: OwnItem }).data;
  });
  expect((await request.get(`${shopURL}/product/${item._id}`)).status(), `the page of «${item.productName}» answers`).toBe(200);
  return item;
}

/**
 * A service of the test's own: no other test can book its hours. `request` only reads (the
 * published pages); the admin's session lives in a context of its own.
 */
export async function ownService(request: APIRequestContext, options: OwnServiceOptions = {}): Promise<OwnItem> {
  const category = options.category ?? 'Servicios';
  const sellingPrice = options.sellingPrice ?? 100_000;
  const service = await create(request, options.shopURL ?? mainShopURL, {
    productName: `${options.label ?? (category === 'Servicios' ? 'Tratamiento' : 'Visita a domicilio')} ${uniqueTag()}`,
    brandName: OWN_BRAND,
    category,
    productImage: [SERVICE_IMAGE],
    description: 'Un servicio creado por una prueba automática.',
    price: options.price ?? sellingPrice,
    sellingPrice,
    stock: options.stock ?? 10,
    serviceDuration: options.durationMinutes ?? 60,
    serviceIntensity: options.intensity ?? 'medio',
    serviceIncludes: 'Toalla y bebida',
    serviceRecommendations: 'Llegar 10 minutos antes',
    serviceAdditionalBenefits: 'Piel hidratada',
    serviceRecommendedFrequency: 'Cada mes',
    serviceDiscountsPromotions: 'Sin promociones',
    ...(options.starts === null ? {} : { serviceStarts: options.starts ?? { from: '08:00', to: '18:00' } }),
  });
  return service;
}

/** A product of the test's own, for a test that counts the stock it takes. */
export async function ownProduct(request: APIRequestContext, options: OwnProductOptions = {}): Promise<OwnItem> {
  const sellingPrice = options.sellingPrice ?? 30_000;
  const product = await create(request, options.shopURL ?? mainShopURL, {
    productName: `${options.label ?? 'Llavero'} ${uniqueTag()}`,
    brandName: OWN_BRAND,
    category: options.category ?? 'Productos',
    productImage: [PRODUCT_IMAGE],
    description: 'Un producto creado por una prueba automática.',
    price: options.price ?? sellingPrice,
    sellingPrice,
    stock: options.stock ?? 10,
    ...(options.pack
      ? { packSessions: options.pack.sessions, packServiceIds: options.pack.serviceIds, packValidityDays: options.pack.validityDays }
      : {}),
  });
  return product;
}

export interface OwnGarmentOptions extends Shop {
  price?: number;
  sellingPrice?: number;
  label?: string;
  options: { name: string; values: string[] }[];
  variants: { options: Record<string, string>; stock: number; sku?: string; price?: number; sellingPrice?: number; image?: string }[];
}

/** A garment of the test's own with sizes and colours: each variant with its own stock (and price, when given). */
export async function ownGarment(request: APIRequestContext, options: OwnGarmentOptions): Promise<OwnItem> {
  const sellingPrice = options.sellingPrice ?? 50_000;
  const garment = await create(request, options.shopURL ?? mainShopURL, {
    productName: `${options.label ?? 'Camiseta'} ${uniqueTag()}`,
    brandName: OWN_BRAND,
    category: 'Productos',
    productImage: [PRODUCT_IMAGE],
    description: 'Una prenda creada por una prueba automática.',
    price: options.price ?? sellingPrice,
    sellingPrice,
    options: options.options,
    variants: options.variants,
  });
  return garment;
}

/**
 * An e-mail address of the test's own: the outbox is searched by address, and the unpaid hours
 * one address may hold are counted by it, so two tests (or two copies of one) never share one.
 */
export const ownEmail = (label: string) => `${label}.${uniqueTag().toLowerCase()}@correo.co`;

/** What tests lock: shop-wide settings, and the fake Wompi's fixed port. */
export type Shared = 'shipping-rates' | 'low-stock-threshold' | 'schedule' | 'resources' | 'staff' | 'fake-wompi' | 'fake-factus';

/**
 * Waits until this test (or hook) alone holds `shared`, extending its time by as long as it may
 * wait; returns the release. The lock is a folder in the run's data dir (creating a folder either
 * succeeds or finds it there); a lock older than any test's longest run was left by a killed
 * worker and is taken over.
 */
export async function acquire(shared: Shared, { longestHoldMs = 10 * 60_000 } = {}): Promise<() => Promise<void>> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), `e2e-lock-${shared}`);
  test.info().setTimeout(test.info().timeout + longestHoldMs);
  for (;;) {
    try {
      await mkdir(dir);
      return () => rm(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const heldFor = await stat(dir).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (heldFor > longestHoldMs) await rm(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Some things exist once for the whole shop (the shipping rates' list, the low-stock threshold, the
 * list of shared resources): a
 * test cannot have its own, and saving the list writes all of it. Tests that change one hold its
 * lock meanwhile, so two of them (or two copies of one) never overwrite each other's change.
 */
export async function whileHolding<T>(shared: Shared, work: () => Promise<T>): Promise<T> {
  const release = await acquire(shared);
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * A JSON POST from an address of the test's own. The shop counts some limits per client address
 * (5 contact messages in 10 minutes), and every test's requests come from the same loopback
 * address, so tests that only need a message to exist send it from their own: any 127.x.y.z
 * reaches a server listening on 127.0.0.1. The limits themselves are proven by the api tests.
 */
export async function postFromOwnAddress(pathname: string, data: unknown): Promise<{ status: number; body: string }> {
  const url = new URL(pathname, mainShopURL);
  const octet = () => 1 + Math.floor(Math.random() * 254);
  const localAddress = `127.${octet()}.${octet()}.${octet()}`;
  const payload = JSON.stringify(data);
  return await new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
