/**
 * Builds the app's dependencies from the environment, once per process. This is the runtime of the
 * Netlify Functions, so it never seeds: the local entry points add the sample shop through
 * `local-runtime.ts`, which the functions do not import (the sample data stays out of their bundle).
 */
import { createApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { setPasswordHashCost } from './services/accounts/passwords.ts';
import { scaleAddressLimits } from './services/platform/rate-limits.ts';
import type { AppDeps } from './deps.ts';
import { createBackground } from './http/background.ts';
import { jsonLogger } from './http/logger.ts';
import { createMailTransport } from './integrations/mail-transport.ts';
import { createCloudinaryMedia } from './integrations/cloudinary.ts';
import { createBuildHookPublisher } from './integrations/build-hook.ts';
import { createInvoiceProvider } from './integrations/invoice-providers.ts';
import { createLocalMedia } from './integrations/local-media.ts';
import { createPayPalPayments } from './integrations/paypal.ts';
import { createNetlifyPagePurge } from './integrations/netlify-purge.ts';
import { createNoPublisher, withPagePurge } from './integrations/publisher.ts';
import { createSandboxPayments } from './integrations/sandbox-payments.ts';
import { createWhatsAppSender } from './integrations/whatsapp.ts';
import type { Store } from './store/contract.ts';
import { openStore } from './store/index.ts';
import { eventSubscribers } from './event-subscribers.ts';

export interface RuntimeOptions {
  /** Runs on an embedded store before the app uses it (the local entry points seed it here). */
  prepareEmbeddedStore?: (store: Store, config: AppConfig) => Promise<unknown>;
}

export async function createDeps(env: Record<string, string | undefined> = process.env, options: RuntimeOptions = {}): Promise<AppDeps> {
  const config = loadConfig(env);
  scaleAddressLimits(config.addressLimitsScale);
  setPasswordHashCost(config.passwordHashCost);
  const store = await openStore(config);
  if (store.kind === 'embedded') await options.prepareEmbeddedStore?.(store, config);
  const media = config.cloudinaryUrl ? createCloudinaryMedia(config.cloudinaryUrl) : createLocalMedia(config.dataDir);
  const payments = config.paypal ? createPayPalPayments(config.paypal) : createSandboxPayments();
  const clock = () => new Date();
  // `npm start` replaces this with its own rebuilder; a function publishes through the build hook.
  const rebuilder = config.buildHookUrl
    ? createBuildHookPublisher({ store, hookUrl: config.buildHookUrl, debounceMs: config.rebuildDebounceMs, clock, log: jsonLogger })
    : createNoPublisher();
  // On Netlify (its functions get a purge token) a save purges the CDN's copies of its pages.
  const publisher = env.NETLIFY_PURGE_API_TOKEN
    ? withPagePurge(rebuilder, createNetlifyPagePurge({ log: jsonLogger, siteID: env.SITE_ID, token: env.NETLIFY_PURGE_API_TOKEN }))
    : rebuilder;
  const mail = createMailTransport(config, jsonLogger, clock);
  const whatsapp = createWhatsAppSender(config.whatsapp, jsonLogger);
  return {
    config,
    store,
    media,
    payments,
    publisher,
    clock,
    log: jsonLogger,
    mail,
    whatsapp,
    invoices: createInvoiceProvider(config.invoicing.factus, jsonLogger),
    background: createBackground(jsonLogger),
    subscribers: eventSubscribers,
  };
}

/** Starts something once per process; a failed start is forgotten so the next call tries again. */
export function startOnce<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
}

/** The process-wide dependencies of a function. */
export const getDeps = startOnce(() => createDeps());

/** The process-wide app of a function. */
export const getApp = startOnce(async () => createApp(await getDeps()));
