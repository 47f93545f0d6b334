import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FAKE_FACTUS_KEYS } from './tests/fixtures/fake-factus.ts';
import { FAKE_WOMPI_EVENTS_SECRET, FAKE_WOMPI_INTEGRITY_SECRET, FAKE_WOMPI_PUBLIC_KEY } from './tests/fixtures/wompi-fake.ts';

/**
 * e2e runs against `npm start` on a fresh data dir. The main process picks the dir and the
 * workers inherit it through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tienda-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4329);
export const baseURL = `http://localhost:${port}`;

/**
 * The pesos shop: paying through Wompi for real, down the same pipeline (confirm reads the
 * transaction from WOMPI_API_BASE, then stock, bookings, records and the receipt). It is a second
 * `scripts/serve.ts` on the same dist/ with a data dir of its own and Wompi's keys, talking to the
 * loopback fake Wompi that tests/e2e/wompi-pipeline.spec.ts starts on a fixed port. Why a second
 * server and not Wompi on the first: with Wompi configured the sandbox is not offered (it approves
 * every payment, so it never stands beside a real provider), and the other specs pay with the
 * sandbox's "Pagar (modo de prueba)"; they keep their shop unchanged. Why no second build:
 * Playwright starts the web servers one after the other, so this one starts once the first has
 * built dist/ and serves a copy of it: fresh (same source, same seeded catalogue), so it is served
 * as it is; it costs a second, not the seconds of `astro build`. A copy and not dist/ itself, so
 * one server's folder never changes under the other. The copy sits beside dist/ (`dist-*`,
 * ignored), because the build's server half resolves its packages from the project's node_modules.
 *
 * Neither server rebuilds its pages during the run (`SITE_REBUILDS=off`): the pages of the items
 * tests create render on demand, and the lists refresh themselves, so nothing waits for a build.
 */
process.env.E2E_WOMPI_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tienda-e2e-pesos-'));
const mainDistDir = path.resolve(import.meta.dirname, process.env.DIST_DIR || 'dist');
const pesosDistDir = `${mainDistDir}-pesos-${port}`;
const copyMainSite = `node -e ${JSON.stringify('const fs = require("node:fs"); fs.rmSync(process.argv[2], { recursive: true, force: true }); fs.cpSync(process.argv[1], process.argv[2], { recursive: true })')} ${JSON.stringify(mainDistDir)} ${JSON.stringify(pesosDistDir)}`;
const pesosPort = Number(process.env.E2E_PESOS_PORT ?? port + 1);
export const pesosShopURL = `http://localhost:${pesosPort}`;
/** Where the spec's fake Wompi listens (the pesos shop's WOMPI_API_BASE). */
export const fakeWompiPort = Number(process.env.E2E_FAKE_WOMPI_PORT ?? port + 2);
/**
 * Where the pesos shop's electronic invoices go (its FACTUS_API_BASE): the loopback fake Factus
 * tests/e2e/invoice-retry.spec.ts starts. While no spec runs it, the pesos shop's invoices wait and
 * are retried, as with a provider that is down; the main shop issues through its own sandbox.
 */
export const fakeFactusPort = Number(process.env.E2E_FAKE_FACTUS_PORT ?? port + 3);

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Each port's run keeps its results and report in folders of its own (a single spec tried on
 * another port while the full suite runs): Playwright empties its output folder when a run
 * starts, which would delete the traces another run is still writing.
 */
const resultsDir = `port-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${resultsDir}`,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${resultsDir}` }]],
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node scripts/serve.ts',
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      // One JSON log line per API request would drown the report; errors still show.
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: String(port),
        HOST: 'localhost',
        ASTRO_TELEMETRY_DISABLED: '1',
        SITE_REBUILDS: 'off',
        // Every test's browser comes from the same loopback address: the per-address limits
        // (checkouts, contact messages…) are raised so a repeated suite never meets them.
        ADDRESS_LIMITS_SCALE: '10',
        // New accounts' passwords hashed at bcrypt's lowest cost: the suite signs up hundreds.
        PASSWORD_HASH_COST: '4',
        // WhatsApp configured, so the cart offers its box (the pesos shop has none, and offers none).
        // Its API is a closed loopback port: a notice is queued and shown to the owner, never sent.
        WHATSAPP_TOKEN: 'e2e-token',
        WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
        WHATSAPP_APP_SECRET: 'e2e-app-secret',
        WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
        WHATSAPP_API_BASE: 'http://127.0.0.1:1/v23.0',
      },
    },
    {
      command: `${copyMainSite} && node scripts/serve.ts`,
      url: `${pesosShopURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATA_DIR: process.env.E2E_WOMPI_DATA_DIR,
        DIST_DIR: pesosDistDir,
        PORT: String(pesosPort),
        HOST: 'localhost',
        ASTRO_TELEMETRY_DISABLED: '1',
        SITE_REBUILDS: 'off',
        ADDRESS_LIMITS_SCALE: '10',
        // New accounts' passwords hashed at bcrypt's lowest cost: the suite signs up hundreds.
        PASSWORD_HASH_COST: '4',
        WOMPI_PUBLIC_KEY: FAKE_WOMPI_PUBLIC_KEY,
        WOMPI_INTEGRITY_SECRET: FAKE_WOMPI_INTEGRITY_SECRET,
        WOMPI_EVENTS_SECRET: FAKE_WOMPI_EVENTS_SECRET,
        WOMPI_API_BASE: `http://127.0.0.1:${fakeWompiPort}/v1`,
        ...FAKE_FACTUS_KEYS,
        FACTUS_API_BASE: `http://127.0.0.1:${fakeFactusPort}`,
      },
    },
  ],
});
