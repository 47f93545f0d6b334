/**
 * The indexes each engine creates once, when it connects.
 */
import type { CollectionName } from './contract.ts';

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
}

export const indexes: Record<CollectionName, IndexSpec[]> = {
  // One account per e-mail; a reset or e-mail confirmation link by its hash; the deletions a crash interrupted (the sweeper).
  users: [
    { fields: ['email'], unique: true },
    { fields: ['passwordReset.tokenHash'] },
    { fields: ['emailConfirmation.tokenHash'] },
    { fields: ['deletion.startedAt'] },
  ],
  categories: [{ fields: ['nameKey'], unique: true }, { fields: ['slug'] }],
  // Pages of the catalogue, newest first, whole or by category (MongoDB walks these backwards).
  products: [{ fields: ['category', 'createdAt', '_id'] }, { fields: ['createdAt', '_id'] }],
  // The sweeper empties the carts inactive past their retention.
  carts: [{ fields: ['userId'] }, { fields: ['userId', 'productId'], unique: true }, { fields: ['updatedAt'] }],
  slots: [{ fields: ['serviceId', 'date'] }, { fields: ['orderId'] }],
  // …and the paid orders of a discount code (the owner's list of codes).
  paymentOrders: [
    { fields: ['reference'], unique: true },
    { fields: ['providerOrderId'] },
    { fields: ['userId'] },
    { fields: ['discount.codeId'] },
  ],
  // Sales newest first; reservations by their first appointment (the owner's agenda); a customer's own.
  transactions: [
    { fields: ['reference', 'kind'], unique: true },
    { fields: ['createdAt'] },
    { fields: ['firstAppointment'] },
    { fields: ['user._id'] },
  ],
  // One document holds the whole list (older stores keep a unique `city` index; the list has no city).
  shippingRates: [],
  // The sweeper deletes the messages past their retention.
  contactMessages: [{ fields: ['createdAt'] }],
  // One subscription per e-mail; each link finds it by its token's hash; the sweeper, the expired pending ones.
  subscriptions: [
    { fields: ['email'], unique: true },
    { fields: ['unsubscribeTokenHash'] },
    { fields: ['confirmTokenHash'] },
    { fields: ['status', 'confirmExpiresAt'] },
  ],
  settings: [],
  rateLimits: [{ fields: ['expiresAt'] }],
  holdTickets: [{ fields: ['orderId'] }],
  // The sweeper's question: which messages are due.
  mail: [{ fields: ['state', 'nextAttemptAt'] }],
  // One document per sequence, found by its `_id`.
  counters: [],
  // One code per key (case and accents ignored); an order's uses; the uses of a code the owner's list counts.
  discountCodes: [{ fields: ['codeKey'], unique: true }],
  discountUses: [{ fields: ['orderId'] }, { fields: ['codeId', 'state'] }],
};

/**
 * Fields the embedded engine keeps a trigram index on, for literal `$regex` searches (the
 * catalogue search). MongoDB scans these the same way it always has.
 */
export const substringIndexes: Partial<Record<CollectionName, string[]>> = {
  products: ['searchText', 'searchDescription'],
};
