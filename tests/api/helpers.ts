/**
 * In-process API harness: a fresh embedded DATA_DIR per test file (or, with TEST_STORE=mongodb and
 * MONGODB_URI set, a fresh database of its own on that server, dropped at the end), the sample data seeded, a
 * fixed injectable clock, and small helpers to call the app like a browser would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { createApp } from '../../functions/app.ts';
import { loadConfig } from '../../functions/config.ts';
import { setPasswordHashCost } from '../../functions/services/accounts/passwords.ts';
import type { AppDeps } from '../../functions/deps.ts';
import { eventSubscribers } from '../../functions/event-subscribers.ts';
import { createBackground } from '../../functions/http/background.ts';
import { silentLogger } from '../../functions/http/logger.ts';
import type { Logger } from '../../functions/integrations/logger.ts';
import { createOutboxTransport, type MailTransport } from '../../functions/integrations/mail-transport.ts';
import { createLocalMedia } from '../../functions/integrations/local-media.ts';
import type { MediaStore } from '../../functions/integrations/media.ts';
import type { PaymentProvider } from '../../functions/integrations/payments.ts';
import type { Publisher, PublishStatus } from '../../functions/integrations/publisher.ts';
import { createSandboxPayments } from '../../functions/integrations/sandbox-payments.ts';
import { createWhatsAppSender } from '../../functions/integrations/whatsapp.ts';
import { hashPassword } from '../../functions/services/accounts/passwords.ts';
import { startSession } from '../../functions/services/accounts/sessions.ts';
import type { Store } from '../../functions/store/contract.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { openMongoStore } from '../../functions/store/mongodb.ts';
import { reservationCategoryNames } from '../../src/domain/catalogue/catalogue.ts';
import { seedAdminIfMissing, seedCatalogueIfEmpty } from '../../functions/seed/index.ts';
import type { Role } from '../../src/domain/accounts/account-schemas.ts';

export const ORIGIN = 'http://localhost';
/** The ticked "Acepto la política de tratamiento de datos" of the sign-up and contact forms. */
export const dataPolicyConsent = { acceptDataPolicy: true } as const;
export const TEST_PASSWORD = 'clave-segura-123';

let testPasswordHash: Promise<string> | undefined;
/** bcrypt at cost 12 is slow on purpose: hash the shared test password once per file. */
export function testPasswordHashOnce() {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

export interface Harness {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** The embedded data dir; its `outbox/` holds the messages sent without SMTP. */
  dataDir: string;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  request(pathname: string, init?: RequestInit & { cookie?: string; json?: unknown; ip?: string }): Promise<Response>;
  /** Creates a user directly in the store, starts a real session for it and returns its cookie. */
  signInAs(role: Role, email?: string): Promise<{ cookie: string; userId: string }>;
  close(): Promise<void>;
}

export async function createHarness(
  options: {
    now?: Date;
    env?: Record<string, string>;
    payments?: PaymentProvider;
    publisher?: Publisher;
    log?: Logger;
    media?: MediaStore;
    mail?: MailTransport;
  } = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  // The suite signs up hundreds of accounts: their passwords are hashed at bcrypt's lowest cost.
  const config = loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '4', ...options.env });
  setPasswordHashCost(config.passwordHashCost);
  const mongo = testStoreEngine() === 'mongodb' ? { uri: process.env.MONGODB_URI ?? '', db: uniqueDatabaseName('api') } : null;
  const store: Store = mongo ? openMongoStore(mongo.uri, mongo.db) : await openEmbeddedStore(dataDir);
  await seedCatalogueIfEmpty(store);
  await seedAdminIfMissing(store, config.seedAdmin, new Date('2026-01-01T12:00:00Z'));
  // The sample services start on the widest window (08:00 to 18:00), so a test may book any hour of
  // the day; a service without a window of its own starts 09:00 to 13:00 (service-starts.test.ts).
  await store
    .collection('products')
    .updateMany({ category: { $in: [...reservationCategoryNames] } }, { $set: { serviceStarts: { from: '08:00', to: '18:00' } } });
  let now = options.now ?? new Date('2026-03-04T15:00:00Z');
  const payments = options.payments ?? createSandboxPayments();
  const publisher = options.publisher ?? createRecordingPublisher();
  const media = options.media ?? createLocalMedia(dataDir);
  const log = options.log ?? silentLogger;
  const clock = () => now;
  const mail = options.mail ?? createOutboxTransport({ dataDir, log, clock });
  const whatsapp = createWhatsAppSender(config.whatsapp, log);
  const deps: AppDeps = {
    config,
    store,
    media,
    payments,
    publisher,
    clock,
    log,
    mail,
    whatsapp,
    invoices: null,
    background: createBackground(log),
    subscribers: eventSubscribers,
  };
  const app = createApp(deps);
  let userCounter = 0;

  const harness: Harness = {
    deps,
    app,
    dataDir,
    setNow(date) {
      now = date;
    },
    async request(pathname, init = {}) {
      const { cookie, json, headers, ip = '127.0.0.1', ...rest } = init;
      const finalHeaders = new Headers(headers);
      if (cookie) finalHeaders.set('cookie', cookie);
      if (json !== undefined) finalHeaders.set('content-type', 'application/json');
      const method = (rest.method ?? (json !== undefined ? 'POST' : 'GET')).toUpperCase();
      if (method !== 'GET' && method !== 'HEAD' && !finalHeaders.has('origin')) finalHeaders.set('origin', ORIGIN);
      // The same binding @hono/node-server gives the app, so the client address is the socket's.
      const env = { incoming: { socket: { remoteAddress: ip } } };
      return app.request(
        `${ORIGIN}${pathname}`,
        { ...rest, method, headers: finalHeaders, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) },
        env,
      );
    },
    async signInAs(role, email) {
      userCounter += 1;
      const address = email ?? `${role.toLowerCase()}${userCounter}@prueba.co`;
      const created = new Date('2026-02-01T12:00:00Z');
      const { insertedId } = await store.collection('users').insertOne({
        name: `Usuario ${userCounter}`,
        email: address,
        tel: '3001112233',
        passwordHash: await testPasswordHashOnce(),
        role,
        profilePic: '',
        createdAt: created,
        updatedAt: created,
      });
      const token = await startSession(store, insertedId, config.jwtSecret, now);
      return { cookie: `token=${token}`, userId: insertedId };
    },
    async close() {
      await deps.background.settle();
      await store.close();
      if (mongo) await dropDatabase(mongo.uri, mongo.db);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * The engine the api tests run on: `mongodb` when TEST_STORE=mongodb and MONGODB_URI is set (the
 * MongoDB run of `npm test`, on a FerretDB server started by scripts/test-mongo.ts), else embedded.
 */
export function testStoreEngine(): 'embedded' | 'mongodb' {
  return process.env.TEST_STORE === 'mongodb' && process.env.MONGODB_URI ? 'mongodb' : 'embedded';
}

let databaseCounter = 0;
/** A database name no other test file or worker uses (MongoDB names stay under 64 bytes). */
export function uniqueDatabaseName(label: string) {
  databaseCounter += 1;
  return `${label}_${process.pid}_${Date.now().toString(36)}_${databaseCounter}`;
}

export async function dropDatabase(uri: string, dbName: string) {
  const client = await MongoClient.connect(uri);
  try {
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
}

export async function body<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A publisher that only counts what was scheduled, for tests that check catalogue changes publish. */
export function createRecordingPublisher(): Publisher & { scheduled: number } {
  const publisher = {
    kind: 'none' as const,
    scheduled: 0,
    async schedule() {
      publisher.scheduled += 1;
    },
    async status(): Promise<PublishStatus> {
      return { state: publisher.scheduled > 0 ? 'pending' : 'idle', changedAt: null, publishedAt: null, publishedThrough: null };
    },
  };
  return publisher;
}
