import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * e2e runs against `npm start` on a fresh data dir. The main process picks the dir and the
 * workers inherit it through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tienda-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4329);
export const baseURL = `http://localhost:${port}`;

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

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
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
      // Admin changes are published after one quiet second instead of thirty.
      REBUILD_DEBOUNCE_MS: '1000',
    },
  },
});
