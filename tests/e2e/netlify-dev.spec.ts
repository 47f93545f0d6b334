/**
 * Smoke test through Netlify's own local emulation: the function entry (`netlify/functions/api.mts`,
 * bundled by Netlify's bundler) answers `/api/*`, and the redirects and headers of `netlify.toml`
 * apply to the prebuilt `dist/`. It runs offline: every feature that talks to Netlify's API or
 * downloads something is off. The function never seeds (the sample data is not in its bundle), so
 * the setup writes the sample catalogue into the data dir first, as `npm run seed` would.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { expect, test } from '@playwright/test';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { seedCatalogueIfEmpty } from '../../functions/seed/index.ts';
import { MATCH_TYPE_HEADER, serveThroughEmulation, type EmulationServer } from '../fixtures/netlify-dev/serve.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Variables that would make the emulation treat the project as a linked site and call the API. */
const LINK_VARIABLES = ['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN'] as const;

test.describe('Netlify emulation', () => {
  test.describe.configure({ mode: 'serial' });

  let dataDir: string;
  let netlify: NetlifyDev | undefined;
  let server: EmulationServer | undefined;
  const savedEnv: Record<string, string | undefined> = {};

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const key of ['DATA_DIR', ...LINK_VARIABLES]) savedEnv[key] = process.env[key];
    for (const key of LINK_VARIABLES) delete process.env[key];
    // The function runs in worker threads of this process and inherits its environment.
    dataDir = mkdtempSync(path.join(tmpdir(), 'tienda-netlify-dev-'));
    process.env.DATA_DIR = dataDir;
    // Closed before the function opens the files in its own worker.
    const store = await openEmbeddedStore(dataDir);
    try {
      await seedCatalogueIfEmpty(store);
    } finally {
      await store.close();
    }

    netlify = new NetlifyDev({
      projectRoot,
      // An empty token keeps it from reading (and creating) the user's global Netlify config.
      apiToken: '',
      skipGitignore: true,
      serverAddress: null,
      functions: { enabled: true },
      redirects: { enabled: true },
      headers: { enabled: true },
      staticFiles: { enabled: true },
      edgeFunctions: { enabled: false },
      blobs: { enabled: false },
      images: { enabled: false },
      database: { enabled: false },
      geolocation: { enabled: false },
      environmentVariables: { enabled: false },
      aiGateway: { enabled: false },
      server: { enabled: false },
    });
    await netlify.start();
    server = await serveThroughEmulation(netlify);
  });

  test.afterAll(async () => {
    await server?.close();
    await netlify?.stop();
    for (const [key, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the function, the static site, the redirects and the headers work as on Netlify', async ({ page }) => {
    test.setTimeout(240_000);
    const url = (pathname: string) => new URL(pathname, server!.url).href;

    await test.step('the function answers /api/health', async () => {
      // The first call bundles the function.
      const response = await page.request.get(url('/api/health'), { timeout: 120_000 });
      expect(response.status()).toBe(200);
      expect(response.headers()[MATCH_TYPE_HEADER]).toBe('function');
      expect(await response.json()).toMatchObject({ ok: true, store: 'embedded' });
      // The embedded configuration's first start wrote its secret into this data dir.
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    });

    await test.step('the function serves the catalogue the setup seeded', async () => {
      const response = await page.request.get(url('/api/get-product'), { timeout: 60_000 });
      expect(response.status()).toBe(200);
      expect(response.headers()[MATCH_TYPE_HEADER]).toBe('function');
      const products = await response.json();
      expect(products.data.length).toBeGreaterThanOrEqual(60);
    });

    // The catalogue's pages render on demand in the adapter's function, which a Netlify build makes
    // (`NETLIFY` set); the local build serves the prebuilt pages, as /contacto is.
    await test.step('a prebuilt page is served from dist/ with the netlify.toml headers', async () => {
      const response = await page.goto(url('/contacto'));
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers[MATCH_TYPE_HEADER]).toBe('static');
      expect(headers['x-content-type-options']).toBe('nosniff');
      await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    });

    await test.step('the capitalised route redirects like netlify.toml says', async () => {
      const response = await page.request.get(url('/Servicios'), { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? '', server!.url).pathname).toBe('/servicios');
    });
  });
});
