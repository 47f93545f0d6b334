/**
 * Builds the app's dependencies from the environment, once per process.
 */
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppDeps } from './http/context.ts';
import { jsonLogger } from './http/logger.ts';
import { createCloudinaryMedia } from './integrations/cloudinary.ts';
import { createBuildHookPublisher } from './integrations/build-hook.ts';
import { createLocalMedia } from './integrations/local-media.ts';
import { createPayPalPayments } from './integrations/paypal.ts';
import { createNoPublisher } from './integrations/publisher.ts';
import { createSandboxPayments } from './integrations/sandbox-payments.ts';
import { openStore } from './store/index.ts';
import { seedAdminIfMissing, seedCatalogueIfEmpty } from './store/seed/index.ts';

export async function createDeps(env: Record<string, string | undefined> = process.env): Promise<AppDeps> {
  const config = loadConfig(env);
  const store = await openStore(config);
  if (store.kind === 'embedded') {
    // The zero-config mode starts with a shop to look at; MongoDB is seeded by `npm run seed`.
    await seedCatalogueIfEmpty(store);
    await seedAdminIfMissing(store, config.seedAdmin, new Date());
  }
  const media = config.cloudinaryUrl ? createCloudinaryMedia(config.cloudinaryUrl) : createLocalMedia(config.dataDir);
  const payments = config.paypal ? createPayPalPayments(config.paypal) : createSandboxPayments();
  const clock = () => new Date();
  // `npm start` replaces this with its own rebuilder; a function publishes through the build hook.
  const publisher = config.buildHookUrl
    ? createBuildHookPublisher({ store, hookUrl: config.buildHookUrl, debounceMs: config.rebuildDebounceMs, clock, log: jsonLogger })
    : createNoPublisher();
  return { config, store, media, payments, publisher, clock, log: jsonLogger };
}

let cachedDeps: Promise<AppDeps> | undefined;
let cachedApp: Promise<ReturnType<typeof createApp>> | undefined;

/** The process-wide dependencies; a failed start is forgotten so the next call tries again. */
export function getDeps() {
  cachedDeps ??= createDeps().catch((error: unknown) => {
    cachedDeps = undefined;
    throw error;
  });
  return cachedDeps;
}

/** The process-wide app; a failed start is forgotten so the next request tries again. */
export function getApp() {
  cachedApp ??= getDeps()
    .then(createApp)
    .catch((error: unknown) => {
      cachedApp = undefined;
      throw error;
    });
  return cachedApp;
}
