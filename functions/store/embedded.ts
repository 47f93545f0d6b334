/**
 * The embedded engine: @seald-io/nedb datastores persisted as files under DATA_DIR.
 * nedb runs every operation of a datastore through one queue, so a conditional update is atomic
 * within the process that owns the files (the server or the function).
 */
import type Datastore from '@seald-io/nedb';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueCollections,
  collectionNames,
  DuplicateKeyError,
  type AnyDoc,
  type Collection,
  type CollectionName,
  type Filter,
  type FindOptions,
  type SortSpec,
  type Store,
  type Update,
} from './contract.ts';
import type { CollectionDocs } from './documents.ts';
import { indexes, obsoleteIndexes, substringIndexes } from './indexes.ts';
import { loadNedbModel } from './nedb-model-loader.ts';
import { newObjectId } from './object-id.ts';
import { concretePositional, positionalArray } from './positional.ts';
import { SortedOrders } from './sorted-order.ts';
import { SubstringIndex } from './substring-index.ts';

type NedbError = Error & { errorType?: string; key?: unknown };
type NedbDoc = Record<string, unknown>;
/** nedb's primary index, which it keeps on `_id` and does not type. */
type WithIdIndex = { indexes: { _id: { getMatching(value: string): NedbDoc[] } } };

function translateError(collection: string, error: unknown): never {
  const nedbError = error as NedbError;
  if (nedbError?.errorType === 'uniqueViolated') {
    throw new DuplicateKeyError(collection, String(nedbError.key ?? ''));
  }
  throw error;
}

/** Above this many ids, a sorted query reads the filter's matches rather than the ids one by one. */
const LONG_PAGE = 256;
/** A positional update reads again after a write slipped in; this many times in a row is a fault. */
const POSITIONAL_ATTEMPTS = 1000;

class EmbeddedCollection<T extends AnyDoc> implements Collection<T> {
  private readonly name: string;
  private readonly db: Datastore<Record<string, unknown>>;
  private readonly substrings: SubstringIndex | null;
  private readonly orders: SortedOrders;
  private readonly written: () => void;
  private readonly indexedFields: Set<string>;

  constructor(name: CollectionName, db: Datastore<Record<string, unknown>>, written: () => void) {
    this.name = name;
    this.db = db;
    this.written = written;
    this.indexedFields = new Set(indexes[name].flatMap((spec) => (spec.fields.length === 1 ? spec.fields : [])));
    const substringFields = substringIndexes[name] ?? [];
    this.substrings = substringFields.length > 0 ? new SubstringIndex(substringFields, () => db.getAllData()) : null;
    const idIndex = (db as unknown as WithIdIndex).indexes._id;
    this.orders = new SortedOrders(
      () => db.getAllData(),
      (id) => idIndex.getMatching(id)[0],
    );
  }

  /**
   * Before an update that may change an indexed text: the document becomes a candidate of the
   * substring index, or, when the update does not name it, the index is rebuilt before the next
   * search. True when the index must be told again once the write is done.
   */
  private beforeUpdate(filter: Filter, update: Update, upsert: boolean, multi: boolean): boolean {
    this.orders.updating(update, upsert);
    if (!this.substrings?.affects(update, upsert)) return false;
    if (!multi && typeof filter._id === 'string') {
      this.substrings.touched(filter._id);
      return false;
    }
    this.substrings.invalidate();
    return true;
  }

  /** Once an update has landed: what was built while it was queued may not hold it. */
  private afterUpdate(reindex: boolean, update: Update, upsert: boolean) {
    if (reindex) this.substrings?.invalidate();
    this.orders.updating(update, upsert);
    this.written();
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const ids = this.substrings?.candidates(filter) ?? null;
    if (ids?.length === 0) return [];
    if (options.sort && !ids && !this.narrowedByIndex(filter)) return this.findSorted(filter, options.sort, options);
    let cursor = this.db.findAsync(ids ? { ...filter, _id: { $in: ids } } : filter, options.projection ?? {});
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  /**
   * Whether nedb narrows this filter through one of its own indexes (an `_id`, or a field with an
   * index of its own, like a cart's `userId`): then sorting the few matches is cheaper than
   * walking a whole order.
   */
  private narrowedByIndex(filter: Filter): boolean {
    return Object.keys(filter).some((key) => key === '_id' || this.indexedFields.has(key));
  }

  /**
   * A sorted query walks the kept order instead of sorting every match. nedb then reads the
   * chosen documents with the whole filter again, in its queue, so a write that lands in between
   * can only leave a document out, never let a wrong one in.
   */
  private async findSorted(filter: Filter, sort: SortSpec, options: FindOptions): Promise<T[]> {
    const page = this.orders.select(filter, sort, options.skip, options.limit);
    if (page.length === 0) return [];
    // nedb checks `$in` by scanning its list for every document: for a long page, read the matches
    // and keep the page's own.
    const byIds = page.length <= LONG_PAGE;
    const found = (await this.db.findAsync(byIds ? { ...filter, _id: { $in: page } } : filter, options.projection ?? {})) as unknown as T[];
    const position = new Map(page.map((id, index) => [id, index]));
    const docs = byIds ? found : found.filter((doc) => position.has(doc._id));
    return docs.sort((a, b) => (position.get(a._id) ?? 0) - (position.get(b._id) ?? 0));
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    if (options.sort) {
      const [first] = await this.find(filter, { ...options, limit: 1 });
      return first ?? null;
    }
    const doc = await this.db.findOneAsync(filter, options.projection ?? {});
    return (doc as unknown as T | null) ?? null;
  }

  async insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }> {
    const toInsert = { ...doc, _id: doc._id ?? newObjectId() };
    this.substrings?.touched(toInsert._id);
    this.orders.inserted();
    try {
      await this.db.insertAsync(toInsert as Record<string, unknown>);
    } catch (error) {
      translateError(this.name, error);
    } finally {
      // Again once it has landed: an order built while the insert was queued does not hold it.
      this.orders.inserted();
      this.written();
    }
    return { insertedId: toInsert._id };
  }

  /**
   * An update through the positional `$` (see positional.ts): read, make the path concrete, write
   * under the element's own conditions; a write that slipped in between makes it read again.
   */
  private async updatePositional(filter: Filter, update: Update, array: string, upsert: boolean) {
    if (upsert) throw new Error('The positional $ operator cannot upsert');
    for (let attempt = 0; attempt < POSITIONAL_ATTEMPTS; attempt += 1) {
      const doc = await this.db.findOneAsync(filter);
      const concrete = doc ? concretePositional(doc, filter, update, array) : null;
      if (!concrete) return { numAffected: 0, affectedDocuments: null, upsert: false };
      const result = await this.db.updateAsync(concrete.filter, concrete.update, { multi: false, returnUpdatedDocs: true });
      if (result.numAffected > 0) return { ...result, upsert: false };
    }
    throw new Error(`A positional update of ${this.name} lost ${POSITIONAL_ATTEMPTS} races in a row`);
  }

  private runUpdateOne(filter: Filter, update: Update, upsert: boolean) {
    const array = positionalArray(update);
    if (array) return this.updatePositional(filter, update, array, upsert);
    return this.db.updateAsync(filter, update, { multi: false, upsert, returnUpdatedDocs: true });
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    const upsert = options.upsert ?? false;
    const reindex = this.beforeUpdate(filter, update, upsert, false);
    try {
      const result = await this.runUpdateOne(filter, update, upsert);
      const affected = result.affectedDocuments as unknown as AnyDoc | null;
      return {
        matchedCount: result.upsert ? 0 : result.numAffected,
        modifiedCount: result.upsert ? 0 : result.numAffected,
        upsertedId: result.upsert && affected ? affected._id : null,
      };
    } catch (error) {
      return translateError(this.name, error);
    } finally {
      this.afterUpdate(reindex, update, upsert);
    }
  }

  async updateMany(filter: Filter, update: Update) {
    if (positionalArray(update)) throw new Error('The embedded engine applies the positional $ operator to one document at a time');
    const upsert = false;
    const reindex = this.beforeUpdate(filter, update, upsert, true);
    try {
      const result = await this.db.updateAsync(filter, update, { multi: true });
      return { matchedCount: result.numAffected, modifiedCount: result.numAffected, upsertedId: null };
    } catch (error) {
      return translateError(this.name, error);
    } finally {
      this.afterUpdate(reindex, update, upsert);
    }
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<T | null> {
    const upsert = options.upsert ?? false;
    const reindex = this.beforeUpdate(filter, update, upsert, false);
    try {
      const result = await this.runUpdateOne(filter, update, upsert);
      return (result.affectedDocuments as unknown as T | null) ?? null;
    } catch (error) {
      return translateError(this.name, error);
    } finally {
      this.afterUpdate(reindex, update, upsert);
    }
  }

  async deleteOne(filter: Filter) {
    try {
      return { deletedCount: await this.db.removeAsync(filter, { multi: false }) };
    } finally {
      this.written();
    }
  }

  async deleteMany(filter: Filter) {
    try {
      return { deletedCount: await this.db.removeAsync(filter, { multi: true }) };
    } finally {
      this.written();
    }
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return (await this.db.countAsync(filter)) as unknown as number;
  }
}

/** Compacts the append-only files every hour, so they do not grow without bound. */
const AUTOCOMPACTION_MS = 60 * 60 * 1000;

interface OpenStore {
  store: Promise<Store>;
  users: number;
}

/**
 * Open data dirs of this process, shared through globalThis so that every copy of this module
 * (the dev server loads the pages' modules separately from the API's) uses one set of files:
 * nedb rewrites its files when it opens them, so a second open in the same process could lose writes.
 */
const registryKey = Symbol.for('tienda.embeddedStores');
const registry: Map<string, OpenStore> = ((globalThis as Record<symbol, unknown>)[registryKey] ??= new Map()) as Map<string, OpenStore>;

/** Opens (or shares) the embedded store of a data dir; the files are loaded once per process. */
export function openEmbeddedStore(dataDir: string): Promise<Store> {
  const key = path.resolve(dataDir);
  let entry = registry.get(key);
  if (!entry) {
    entry = { store: loadEmbeddedStore(key, () => registry.delete(key)), users: 0 };
    registry.set(key, entry);
  }
  entry.users += 1;
  const shared = entry;
  return shared.store.then((store) => ({
    ...store,
    // Each opener closes its own share; the files are let go when the last one does.
    async close() {
      shared.users -= 1;
      if (shared.users === 0) await store.close();
    },
  }));
}

async function loadEmbeddedStore(dataDir: string, forget: () => void): Promise<Store> {
  // Loaded with the engine, so a process on MongoDB never loads nedb.
  const [{ default: NeDatastore }] = await Promise.all([import('@seald-io/nedb'), loadNedbModel()]);
  mkdirSync(dataDir, { recursive: true });
  const collections = new Map<CollectionName, EmbeddedCollection<AnyDoc>>();
  const datastores: Datastore<Record<string, unknown>>[] = [];
  // The files belong to this process alone, so a counter in memory sees every write.
  let catalogueVersion = 0;
  const catalogueWritten = () => {
    catalogueVersion += 1;
  };
  const noted = () => undefined;

  await Promise.all(
    collectionNames.map(async (name) => {
      const db = new NeDatastore<Record<string, unknown>>({ filename: path.join(dataDir, `${name}.db`) });
      // nedb's own ids are 16 characters; the shop's ids are ObjectId hex everywhere.
      (db as unknown as { _createNewId: () => string })._createNewId = newObjectId;
      await db.loadDatabaseAsync();
      // nedb names a compound index by its sorted fields, joined by commas.
      for (const fields of obsoleteIndexes[name] ?? []) {
        const indexName = [...fields].sort().join(',');
        if (indexName in (db as unknown as { indexes: Record<string, unknown> }).indexes) await db.removeIndexAsync(indexName);
      }
      for (const spec of indexes[name]) {
        await db.ensureIndexAsync({ fieldName: spec.fields.length === 1 ? spec.fields[0]! : spec.fields, unique: spec.unique ?? false });
      }
      datastores.push(db);
      const written = catalogueCollections.includes(name) ? catalogueWritten : noted;
      collections.set(name, new EmbeddedCollection(name, db, written));
    }),
  );

  // One timer for all files, unref'd so it never keeps a process or worker alive on its own.
  const compaction = setInterval(() => {
    for (const db of datastores) void db.compactDatafileAsync().catch(() => undefined);
  }, AUTOCOMPACTION_MS);
  compaction.unref();

  return {
    kind: 'embedded',
    collection<N extends CollectionName>(name: N) {
      return collections.get(name) as unknown as Collection<CollectionDocs[N]>;
    },
    async catalogueVersion() {
      return catalogueVersion;
    },
    async ping() {
      // The files are local; there is nothing to reach.
    },
    async close() {
      clearInterval(compaction);
      forget();
    },
  };
}
