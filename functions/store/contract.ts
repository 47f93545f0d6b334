/**
 * The store contract: the small subset of the MongoDB driver's Collection that the services use.
 * Both engines (MongoDB and the embedded nedb engine) implement it, so services write MongoDB
 * query syntax once. Ids are 24-hex strings at this boundary.
 */
import type { CollectionDocs } from './documents.ts';

export type AnyDoc = { _id: string };
export type Filter = Record<string, unknown>;

/** Update operators both engines support. */
export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $min?: Record<string, unknown>;
  $max?: Record<string, unknown>;
}

export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface Collection<T extends AnyDoc> {
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  /** Inserts the document; an `_id` is generated when missing. Throws DuplicateKeyError on a unique key. */
  insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<{ insertedId: string }>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Atomically updates one matching document and returns it as it is after the update. */
  findOneAndUpdate(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<T | null>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  countDocuments(filter?: Filter): Promise<number>;
}

export type CollectionName = keyof CollectionDocs;

export const collectionNames: CollectionName[] = [
  'users',
  'categories',
  'products',
  'carts',
  'slots',
  'staffHours',
  'paymentOrders',
  'transactions',
  'shippingRates',
  'contactMessages',
  'subscriptions',
  'settings',
  'rateLimits',
  'holdTickets',
  'mail',
  'counters',
  'whatsappMessages',
  'eventDeliveries',
  'whatsappOptOuts',
  'whatsappEarlyStatuses',
  'discountCodes',
  'discountUses',
  'sessionPacks',
  'packCredits',
  'invoices',
  'restockAlerts',
  'reviews',
  'waitlist',
  'withdrawals',
];

/** Collections whose writes move the catalogue version. */
export const catalogueCollections: readonly CollectionName[] = ['products', 'categories'];

export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  collection<N extends CollectionName>(name: N): Collection<CollectionDocs[N]>;
  /**
   * A number that moves after every write to the catalogue collections, by any process sharing the
   * data. Answers built from the catalogue are cached against it.
   */
  catalogueVersion(): Promise<number>;
  /** Cheap round trip proving the store answers. */
  ping(): Promise<void>;
  /**
   * Runs an aggregation pipeline on one collection, on the server. An optional capability: only the
   * MongoDB engine has it, and a service using it computes the same result from bounded reads when
   * it is missing (the embedded engine). Ids leave it as 24-hex strings, as everywhere else.
   */
  aggregate?(name: CollectionName, pipeline: readonly Filter[]): Promise<unknown[]>;
  close(): Promise<void>;
}

/** A unique index refused the write. */
export class DuplicateKeyError extends Error {
  readonly collection: string;
  readonly key: string;

  constructor(collection: string, key: string) {
    super(`Duplicate key on ${collection}.${key}`);
    this.name = 'DuplicateKeyError';
    this.collection = collection;
    this.key = key;
  }
}

/** The store could not be reached; the request may be retried. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
