/**
 * The MongoDB engine, on the official driver. One client per process is cached and reused by
 * every invocation of the function; indexes are created once per process.
 *
 * Ids: documents keep MongoDB ObjectIds (so data from the original app stays usable) and leave
 * this module as 24-hex strings. Any string value 24-hex long under `_id` or a key ending in
 * `Id` is turned back into an ObjectId on the way in.
 */
import type { Db, MongoClient, MongoClientOptions } from 'mongodb';
import {
  catalogueCollections,
  collectionNames,
  DuplicateKeyError,
  StoreUnavailableError,
  type AnyDoc,
  type Collection,
  type CollectionName,
  type Filter,
  type FindOptions,
  type Store,
  type Update,
} from './contract.ts';
import type { CollectionDocs } from './documents.ts';
import { indexes, obsoleteIndexes } from './indexes.ts';
import { isObjectIdHex } from './object-id.ts';

/**
 * The driver, imported when the first connection starts (about 70 ms to load), so a process on the
 * embedded engine never loads it. Every value below that needs it runs after `connect`.
 */
let driver: typeof import('mongodb') | undefined;

async function loadDriver() {
  driver ??= await import('mongodb');
  return driver;
}

function loadedDriver() {
  if (!driver) throw new Error('the MongoDB driver is used before a connection started');
  return driver;
}

const isIdKey = (key: string) => key === '_id' || key.endsWith('Id');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Converts id strings to ObjectIds inside filters, updates and documents. */
export function toMongo(value: unknown, idContext = false): unknown {
  if (idContext && isObjectIdHex(value)) return new (loadedDriver().ObjectId)(value);
  if (Array.isArray(value)) return value.map((item) => toMongo(item, idContext));
  if (!isPlainObject(value)) return value;
  // Object.fromEntries, never `out[key] = …`: a key named «__proto__» stays a key.
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      // Operators ($in, $ne, $set…) keep the id context of the field they apply to.
      const context = key.startsWith('$') ? idContext : isIdKey(key.split('.').pop() ?? key);
      return [key, toMongo(inner, context)];
    }),
  );
}

/** Converts every ObjectId back to its hex string. */
export function fromMongo<T>(value: unknown): T {
  if (driver && value instanceof driver.ObjectId) return value.toHexString() as T;
  if (Array.isArray(value)) return value.map((item) => fromMongo(item)) as T;
  if (!isPlainObject(value)) return value as T;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromMongo(inner)])) as T;
}

async function guard<R>(collection: string, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (driver && error instanceof driver.MongoServerError && error.code === 11000) {
      throw new DuplicateKeyError(collection, Object.keys(error.keyPattern ?? {}).join(','));
    }
    if (
      error instanceof Error &&
      /MongoNetwork|MongoServerSelection|MongoTopologyClosed|MongoWaitQueueTimeout|MongoPoolCleared/.test(error.name)
    ) {
      throw new StoreUnavailableError(error);
    }
    throw error;
  }
}

/** The setting whose `version` every catalogue write moves, for every instance sharing the database. */
const CATALOGUE_VERSION_ID = 'catalogue-version';

async function bumpCatalogueVersion(db: Db) {
  await db
    .collection<{ _id: string; version?: number }>('settings')
    .updateOne({ _id: CATALOGUE_VERSION_ID }, { $inc: { version: 1 } }, { upsert: true });
}

class MongoCollection<T extends AnyDoc> implements Collection<T> {
  private readonly name: string;
  private readonly getDb: () => Promise<Db>;
  private readonly tracked: boolean;

  constructor(name: CollectionName, getDb: () => Promise<Db>) {
    this.name = name;
    this.getDb = getDb;
    this.tracked = catalogueCollections.includes(name);
  }

  /** A write to the catalogue moves its version once it has landed, so caches built before drop. */
  private async write<R>(work: () => Promise<R>): Promise<R> {
    return guard(this.name, async () => {
      const result = await work();
      if (this.tracked) await bumpCatalogueVersion(await this.getDb());
      return result;
    });
  }

  private async raw() {
    return (await this.getDb()).collection(this.name);
  }

  find(filter: Filter, options: FindOptions = {}) {
    return guard(this.name, async () => {
      let cursor = (await this.raw()).find(toMongo(filter) as Filter);
      if (options.projection) cursor = cursor.project(options.projection);
      if (options.sort) cursor = cursor.sort(options.sort);
      if (options.skip) cursor = cursor.skip(options.skip);
      if (options.limit) cursor = cursor.limit(options.limit);
      return fromMongo<T[]>(await cursor.toArray());
    });
  }

  findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}) {
    return guard(this.name, async () => {
      const doc = await (
        await this.raw()
      ).findOne(toMongo(filter) as Filter, {
        ...(options.projection ? { projection: options.projection } : {}),
        ...(options.sort ? { sort: options.sort } : {}),
      });
      return doc ? fromMongo<T>(doc) : null;
    });
  }

  insertOne(doc: Omit<T, '_id'> & { _id?: string }) {
    return this.write(async () => {
      const raw = await this.raw();
      const prepared = toMongo(doc) as Record<string, unknown>;
      const result = await raw.insertOne(prepared);
      return { insertedId: fromMongo<string>(result.insertedId) };
    });
  }

  updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    return this.write(async () => {
      const result = await (
        await this.raw()
      ).updateOne(toMongo(filter) as Filter, toMongo(update) as Filter, {
        upsert: options.upsert ?? false,
      });
      return {
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        upsertedId: result.upsertedId ? fromMongo<string>(result.upsertedId) : null,
      };
    });
  }

  updateMany(filter: Filter, update: Update) {
    return this.write(async () => {
      const result = await (await this.raw()).updateMany(toMongo(filter) as Filter, toMongo(update) as Filter);
      return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount, upsertedId: null };
    });
  }

  findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    return this.write(async () => {
      const doc = await (
        await this.raw()
      ).findOneAndUpdate(toMongo(filter) as Filter, toMongo(update) as Filter, {
        upsert: options.upsert ?? false,
        returnDocument: 'after',
      });
      return doc ? fromMongo<T>(doc) : null;
    });
  }

  deleteOne(filter: Filter) {
    return this.write(async () => ({
      deletedCount: (await (await this.raw()).deleteOne(toMongo(filter) as Filter)).deletedCount,
    }));
  }

  deleteMany(filter: Filter) {
    return this.write(async () => ({
      deletedCount: (await (await this.raw()).deleteMany(toMongo(filter) as Filter)).deletedCount,
    }));
  }

  countDocuments(filter: Filter = {}) {
    return guard(this.name, async () => (await this.raw()).countDocuments(toMongo(filter) as Filter));
  }
}

/**
 * Suited to Netlify Functions on Atlas: an instance serves one request at a time, so a small pool
 * (many instances share Atlas's connection limit) that lets idle sockets go within a minute; a
 * server not found in 5 s, a socket silent for 10 s (Netlify's default function limit) or a pool
 * full for 5 s fail the request as a 503 instead of the function timing out. Reads and writes are
 * retried once across a failover (the driver's default).
 */
export const mongoClientOptions = {
  appName: 'tienda-reservas',
  maxPoolSize: 5,
  minPoolSize: 0,
  maxIdleTimeMS: 60_000,
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
  socketTimeoutMS: 10_000,
  waitQueueTimeoutMS: 5_000,
  retryReads: true,
  retryWrites: true,
} as const satisfies MongoClientOptions;

/** The defaults above, except those the URI sets itself (`…?maxPoolSize=20`): the operator's word wins. */
export function clientOptionsFor(uri: string): MongoClientOptions {
  const query = uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : '';
  const named = new Set([...new URLSearchParams(query).keys()].map((key) => key.toLowerCase()));
  return Object.fromEntries(Object.entries(mongoClientOptions).filter(([key]) => !named.has(key.toLowerCase())));
}

/** One client per process and URI: function invocations on a warm instance reuse it. */
const connections = new Map<string, Promise<MongoClient>>();

async function connect(uri: string, dbName: string): Promise<MongoClient> {
  const { MongoClient } = await loadDriver();
  const client = new MongoClient(uri, clientOptionsFor(uri));
  await client.connect();
  const db = client.db(dbName);
  // MongoDB names an index by its fields and directions; a store that never had it answers an error, which is fine.
  await Promise.all(
    collectionNames.flatMap((name) =>
      (obsoleteIndexes[name] ?? []).map((fields) =>
        db
          .collection(name)
          .dropIndex(fields.map((field) => `${field}_1`).join('_'))
          .catch(() => undefined),
      ),
    ),
  );
  await Promise.all(
    collectionNames.flatMap((name) =>
      indexes[name].map((spec) =>
        db.collection(name).createIndex(Object.fromEntries(spec.fields.map((field) => [field, 1])), { unique: spec.unique ?? false }),
      ),
    ),
  );
  return client;
}

/**
 * Connects lazily: a failed connection is forgotten, so the next request tries again instead of
 * the process staying broken.
 */
export function openMongoStore(uri: string, dbName: string): Store {
  const key = `${uri}#${dbName}`;
  const getClient = () => {
    let pending = connections.get(key);
    if (!pending) {
      pending = connect(uri, dbName).catch((error: unknown) => {
        connections.delete(key);
        throw new StoreUnavailableError(error);
      });
      connections.set(key, pending);
    }
    return pending;
  };
  const getDb = async () => (await getClient()).db(dbName);
  const collections = new Map<CollectionName, MongoCollection<AnyDoc>>(
    collectionNames.map((name) => [name, new MongoCollection<AnyDoc>(name, getDb)]),
  );
  return {
    kind: 'mongodb',
    collection<N extends CollectionName>(name: N) {
      return collections.get(name) as unknown as Collection<CollectionDocs[N]>;
    },
    async catalogueVersion() {
      return guard('settings', async () => {
        const doc = await (await getDb()).collection<{ _id: string; version?: number }>('settings').findOne({ _id: CATALOGUE_VERSION_ID });
        return doc?.version ?? 0;
      });
    },
    async ping() {
      await guard('admin', async () => (await getDb()).command({ ping: 1 }));
    },
    async aggregate(name, pipeline) {
      return guard(name, async () => {
        const db = await getDb();
        const stages = pipeline.map((stage) => toMongo(stage) as Record<string, unknown>);
        return fromMongo<unknown[]>(await db.collection(name).aggregate(stages).toArray());
      });
    },
    async close() {
      const pending = connections.get(key);
      connections.delete(key);
      if (pending) await (await pending.catch(() => null))?.close();
    },
  };
}
