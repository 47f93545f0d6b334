/**
 * Reads every environment variable once, through zod, into a typed configuration.
 * Production (Netlify, or NODE_ENV=production) refuses to start without its secrets and names
 * the missing variable; the embedded mode generates what it needs under DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { business } from '../src/domain/shared/business.ts';
import { messages } from '../src/domain/shared/messages.ts';
import { ConfigError } from './config-error.ts';
import { loadInvoicingConfig, type InvoicingConfig } from './invoicing-config.ts';
import type { WhatsAppNoticeKind } from '../src/domain/whatsapp/whatsapp.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalText.pipe(z.url().optional());

/** Meta's Graph API, at the version the shop was built against. */
export const WHATSAPP_GRAPH_API = 'https://graph.facebook.com/v23.0';

export { ConfigError };

const envSchema = z.object({
  NODE_ENV: optionalText,
  NETLIFY: optionalText,
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('.data'),
  SITE_URL: optionalUrl,
  /** Netlify sets URL to the site's main address. */
  URL: optionalUrl,
  MONGODB_URI: optionalText,
  MONGODB_DB: z.string().default('tienda'),
  JWT_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, { error: messages.configSecretTooShort(32) })
      .optional(),
  ),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: optionalText,
  /** Wompi (pesos: PSE, Nequi, cards): pub_test_… or pub_prod_…; the two secrets come with it. */
  WOMPI_PUBLIC_KEY: optionalText,
  WOMPI_INTEGRITY_SECRET: optionalText,
  WOMPI_EVENTS_SECRET: optionalText,
  /** Default: Wompi's sandbox for a pub_test_ key, production for a pub_prod_ key. */
  WOMPI_API_BASE: optionalUrl,
  CLOUDINARY_URL: optionalText,
  BUILD_HOOK_URL: optionalUrl,
  /** The SMTP server the shop sends through: smtps://user:pass@host:465 or smtp://user:pass@host:587. */
  SMTP_URL: optionalText,
  /** The sender of every message, e.g. `Tienda Medellín <no-reply@tienda.example>`. */
  MAIL_FROM: optionalText,
  /** The owner's inbox for the shop's notices. */
  SHOP_NOTIFY_EMAIL: optionalText.pipe(z.email({ error: messages.configNotAnEmail }).optional()),
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).default(30_000),
  ADDRESS_LIMITS_SCALE: z.coerce.number().int().min(1).max(100).default(1),
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(12).default(12),
  SEED_ADMIN_EMAIL: z.string().default('admin@tienda.local'),
  SEED_ADMIN_PASSWORD: z.string().default('admin12345'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  /** A staging site may take test payments on purpose; a production site never does by accident. */
  ALLOW_SANDBOX_PAYMENTS: optionalText,
  /** WhatsApp Business Cloud API (appointment notices): all four or none. */
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** Meta's Graph API with its version; a test points it at a loopback fake. */
  WHATSAPP_API_BASE: z.url().default(WHATSAPP_GRAPH_API),
  /** The language the templates were approved in: es_CO or es. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.enum(['es_CO', 'es']).default('es_CO'),
  WHATSAPP_TEMPLATE_CONFIRMATION: z.string().trim().min(1).default('cita_confirmada'),
  WHATSAPP_TEMPLATE_MOVED: z.string().trim().min(1).default('cita_reprogramada'),
  WHATSAPP_TEMPLATE_CANCELLED: z.string().trim().min(1).default('cita_cancelada'),
  WHATSAPP_TEMPLATE_REMINDER: z.string().trim().min(1).default('cita_recordatorio'),
  WHATSAPP_TEMPLATE_SHIPPED: z.string().trim().min(1).default('pedido_enviado'),
  WHATSAPP_TEMPLATE_WAITLIST_OFFER: z.string().trim().min(1).default('lugar_disponible'),
  /** `npm run bench` only: serves GET /api/bench/bare, the baseline its ratios are taken against. */
  BENCH_BARE_ENDPOINT: optionalText,
});

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** The public origin of the site (SITE_URL, or Netlify's URL); undefined locally. */
  siteOrigin: string | undefined;
  /**
   * Without a site origin: the origins a local server knows it is reached at, from the host and
   * port it listens on (`npm start`, `npm run dev`; see `withListeningOrigins`). Empty when unknown,
   * and only then is the request's own Host trusted as the site's origin.
   */
  listeningOrigins: readonly string[];
  mongodbUri: string | undefined;
  mongodbDb: string;
  jwtSecret: string;
  paypal: { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined } | undefined;
  wompi: WompiConfig | undefined;
  cloudinaryUrl: string | undefined;
  buildHookUrl: string | undefined;
  mail: MailConfig;
  /** Unset: no WhatsApp notice is queued nor sent, and the webhook refuses every call. */
  whatsapp: WhatsAppConfig | undefined;
  rebuildDebounceMs: number;
  /**
   * How many times the per-address limits are multiplied: 1 (always in production). The end-to-end
   * suite raises it, because every test's browser comes from the same loopback address.
   */
  addressLimitsScale: number;
  /**
   * bcrypt's cost for new password hashes: 12 (always in production). The test servers set a
   * cheaper one, so a suite that signs up hundreds of accounts does not spend minutes hashing.
   */
  passwordHashCost: number;
  seedAdmin: { email: string; password: string };
  /** The seller's legal data and DIAN's numbering for electronic invoices (invoicing-config.ts). */
  invoicing: InvoicingConfig;
  bodyLimitBytes: number;
  benchBareEndpoint: boolean;
}

export interface WompiConfig {
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** e.g. https://sandbox.wompi.co/v1 */
  apiBase: string;
}

/** Production needs one of the two providers' keys. */
export const PAYMENT_KEYS = 'WOMPI_PUBLIC_KEY o PAYPAL_CLIENT_ID';

export const WOMPI_SANDBOX_API = 'https://sandbox.wompi.co/v1';
export const WOMPI_PRODUCTION_API = 'https://production.wompi.co/v1';

/** Both secrets with the public key, or none of the three: names the first one missing. */
function wompiConfig(vars: z.infer<typeof envSchema>): WompiConfig | undefined {
  const { WOMPI_PUBLIC_KEY: publicKey, WOMPI_INTEGRITY_SECRET: integritySecret, WOMPI_EVENTS_SECRET: eventsSecret } = vars;
  if (!publicKey) {
    if (integritySecret || eventsSecret) throw new ConfigError(messages.configMissing('WOMPI_PUBLIC_KEY'));
    return undefined;
  }
  if (!integritySecret) throw new ConfigError(messages.configMissing('WOMPI_INTEGRITY_SECRET'));
  if (!eventsSecret) throw new ConfigError(messages.configMissing('WOMPI_EVENTS_SECRET'));
  const apiBase = vars.WOMPI_API_BASE ?? (publicKey.startsWith('pub_prod_') ? WOMPI_PRODUCTION_API : WOMPI_SANDBOX_API);
  return { publicKey, integritySecret, eventsSecret, apiBase: apiBase.replace(/\/+$/, '') };
}

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** Signs the webhook's calls (X-Hub-Signature-256). */
  appSecret: string;
  /** The token Meta sends back when the webhook is verified. */
  verifyToken: string;
  /** e.g. https://graph.facebook.com/v23.0 */
  apiBase: string;
  language: 'es_CO' | 'es';
  templates: Record<WhatsAppNoticeKind, string>;
}

const WHATSAPP_KEYS = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;

/** The four keys together, or none: names the first one missing (sending without the webhook could not hear a "BAJA"). */
function whatsappConfig(vars: z.infer<typeof envSchema>): WhatsAppConfig | undefined {
  const missing = WHATSAPP_KEYS.find((name) => !vars[name]);
  if (missing === undefined) {
    return {
      token: vars.WHATSAPP_TOKEN ?? '',
      phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID ?? '',
      appSecret: vars.WHATSAPP_APP_SECRET ?? '',
      verifyToken: vars.WHATSAPP_VERIFY_TOKEN ?? '',
      apiBase: vars.WHATSAPP_API_BASE.replace(/\/+$/, ''),
      language: vars.WHATSAPP_TEMPLATE_LANGUAGE,
      templates: {
        confirmation: vars.WHATSAPP_TEMPLATE_CONFIRMATION,
        moved: vars.WHATSAPP_TEMPLATE_MOVED,
        cancelled: vars.WHATSAPP_TEMPLATE_CANCELLED,
        reminder: vars.WHATSAPP_TEMPLATE_REMINDER,
        shipped: vars.WHATSAPP_TEMPLATE_SHIPPED,
        'waitlist-offer': vars.WHATSAPP_TEMPLATE_WAITLIST_OFFER,
      },
    };
  }
  if (WHATSAPP_KEYS.some((name) => vars[name])) throw new ConfigError(messages.configMissing(missing));
  return undefined;
}

export interface MailConfig {
  /** Unset: every message is written to DATA_DIR/outbox as an .eml file instead of being sent. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the owner's notices go. */
  notifyTo: string;
}

/** The secret the embedded mode generates once and keeps beside its data. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: theirs is the one to keep.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Only what opening the store needs: the static build reads the catalogue without the secrets. */
export function loadStoreConfig(env: Record<string, string | undefined> = process.env) {
  const vars = envSchema.pick({ MONGODB_URI: true, MONGODB_DB: true, DATA_DIR: true }).parse(env);
  return { mongodbUri: vars.MONGODB_URI, mongodbDb: vars.MONGODB_DB, dataDir: path.resolve(vars.DATA_DIR) };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(messages.configInvalid(String(issue?.path[0] ?? '?'), issue?.message ?? ''));
  }
  const vars = parsed.data;
  const production = vars.NETLIFY === 'true' || vars.NODE_ENV === 'production';
  const dataDir = path.resolve(vars.DATA_DIR);

  if (production) {
    for (const name of ['JWT_SECRET', 'MONGODB_URI'] as const) {
      if (!vars[name]) throw new ConfigError(messages.configMissing(name));
    }
    if (!vars.SITE_URL && !vars.URL) throw new ConfigError(messages.configMissing('SITE_URL'));
    // Without any provider the sandbox would approve every payment: refuse unless asked for on purpose.
    if (!vars.PAYPAL_CLIENT_ID && !vars.WOMPI_PUBLIC_KEY && vars.ALLOW_SANDBOX_PAYMENTS !== 'true') {
      throw new ConfigError(messages.configMissing(PAYMENT_KEYS));
    }
    // The function's file system is read-only: uploads need Cloudinary.
    if (!vars.CLOUDINARY_URL) throw new ConfigError(messages.configMissing('CLOUDINARY_URL'));
    // A shop that cannot write to its customers and its owner is not ready to sell.
    for (const name of ['SMTP_URL', 'SHOP_NOTIFY_EMAIL'] as const) {
      if (!vars[name]) throw new ConfigError(messages.configMissing(name));
    }
  }
  if (Boolean(vars.PAYPAL_CLIENT_ID) !== Boolean(vars.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError(messages.configMissing(vars.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'));
  }

  const wompi = wompiConfig(vars);
  const whatsapp = whatsappConfig(vars);
  const invoicing = loadInvoicingConfig(env, production);

  const siteUrl = vars.SITE_URL ?? (production ? vars.URL : undefined);
  const seedAdminEmail = vars.SEED_ADMIN_EMAIL.trim().toLowerCase();
  return {
    production,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    siteOrigin: siteUrl ? new URL(siteUrl).origin : undefined,
    listeningOrigins: [],
    mongodbUri: vars.MONGODB_URI,
    mongodbDb: vars.MONGODB_DB,
    jwtSecret: vars.JWT_SECRET ?? embeddedSecret(dataDir),
    paypal:
      vars.PAYPAL_CLIENT_ID && vars.PAYPAL_CLIENT_SECRET
        ? {
            clientId: vars.PAYPAL_CLIENT_ID,
            clientSecret: vars.PAYPAL_CLIENT_SECRET,
            apiBase: vars.PAYPAL_API_BASE,
            webhookId: vars.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    wompi,
    cloudinaryUrl: vars.CLOUDINARY_URL,
    buildHookUrl: vars.BUILD_HOOK_URL,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? defaultSender(siteUrl),
      notifyTo: vars.SHOP_NOTIFY_EMAIL ?? seedAdminEmail,
    },
    whatsapp,
    rebuildDebounceMs: vars.REBUILD_DEBOUNCE_MS,
    addressLimitsScale: production ? 1 : vars.ADDRESS_LIMITS_SCALE,
    passwordHashCost: production ? 12 : vars.PASSWORD_HASH_COST,
    seedAdmin: { email: seedAdminEmail, password: vars.SEED_ADMIN_PASSWORD },
    invoicing,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    benchBareEndpoint: vars.BENCH_BARE_ENDPOINT === '1' || vars.BENCH_BARE_ENDPOINT === 'true',
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

const hostPart = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/**
 * The origins a browser uses to reach a server listening on `host` and `port`: that host, or for a
 * loopback or wildcard host the machine's loopback names, and for a wildcard host also the
 * machine's own addresses (a phone on the same network). Never a name taken from a request.
 */
export function listeningOriginsOf(host: string, port: number): string[] {
  const names = new Set<string>();
  const bare = host.trim().toLowerCase();
  if (WILDCARD_HOSTS.has(bare)) {
    for (const name of LOOPBACK_HOSTS) names.add(name);
    for (const addresses of Object.values(networkInterfaces())) {
      for (const address of addresses ?? []) names.add(hostPart(address.address.split('%')[0] ?? address.address));
    }
  } else if (LOOPBACK_HOSTS.includes(hostPart(bare)) || bare === '::1') {
    for (const name of LOOPBACK_HOSTS) names.add(name);
  } else {
    names.add(hostPart(bare));
  }
  const origins = new Set<string>();
  for (const name of names) {
    try {
      origins.add(new URL(`http://${name}:${port}`).origin);
    } catch {
      // A name no URL can hold is no origin a browser sends.
    }
  }
  return [...origins];
}

/** The configuration of a local server listening on `host` and `port`: it knows its own origin. */
export function withListeningOrigins(config: AppConfig, host: string = config.host, port: number = config.port): AppConfig {
  return { ...config, listeningOrigins: listeningOriginsOf(host, port) };
}

/** `Tienda Medellín <no-reply@the site's host>`, or a local address when the site has none. */
function defaultSender(siteUrl: string | undefined): string {
  const host = siteUrl ? new URL(siteUrl).hostname : 'tienda.local';
  return `${business.name} <no-reply@${host}>`;
}

/** The address links in a message (or a WhatsApp notice) point to: SITE_URL, or the local server's own. */
export function shopOrigin(config: AppConfig): string {
  if (config.siteOrigin) return config.siteOrigin;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}
