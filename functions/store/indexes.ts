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
  // Pages of the catalogue, newest first, whole or by category (MongoDB walks these backwards); the
  // listings' filters (filter-product): by category and price, by brand, the best sellers.
  products: [
    { fields: ['category', 'createdAt', '_id'] },
    { fields: ['createdAt', '_id'] },
    { fields: ['category', 'sellingPrice', '_id'] },
    { fields: ['sellingPrice', '_id'] },
    { fields: ['brandName'] },
    { fields: ['category', 'salesCount', 'createdAt'] },
    { fields: ['salesCount', 'createdAt'] },
  ],
  // The sweeper empties the carts inactive past their retention.
  // One line per product and variant (two sizes of a garment are two lines; a plain product's line has no variantId).
  carts: [{ fields: ['userId'] }, { fields: ['userId', 'productId', 'variantId'], unique: true }, { fields: ['updatedAt'] }],
  // A service's hours, a shared resource's units of a day (availability, the agenda), an order's holds; the sweeper's expired holds.
  slots: [
    { fields: ['serviceId', 'date'] },
    { fields: ['resourceKey', 'date'] },
    { fields: ['orderId'] },
    { fields: ['state', 'heldUntil'] },
  ],
  // A person's hours of a day (availability, "cualquiera", the agenda); the `_id` keeps each hour unique.
  staffHours: [{ fields: ['date'] }, { fields: ['staffId', 'date'] }],
  // …and the paid orders of a discount code (the owner's list of codes).
  paymentOrders: [
    { fields: ['reference'], unique: true },
    { fields: ['providerOrderId'] },
    { fields: ['userId'] },
    { fields: ['discount.codeId'] },
    // Orders paid on delivery: the owner's open ones and the sweeper's unconfirmed ones; the mail's link finds its order.
    { fields: ['status', 'cashOnDelivery.releaseAt'] },
    { fields: ['cashOnDelivery.confirmTokenHash'] },
  ],
  // Sales newest first; reservations by their first appointment (the owner's agenda); a customer's own; the sweeper's changed lately.
  transactions: [
    { fields: ['reference', 'kind'], unique: true },
    { fields: ['createdAt'] },
    { fields: ['firstAppointment'] },
    { fields: ['user._id'] },
    { fields: ['updatedAt'] },
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
  // The sweeper's due notices; the webhook finds a notice by Meta's id, an opt-out stops a number's; the admin reads a reservation's.
  whatsappMessages: [
    { fields: ['state', 'nextAttemptAt'] },
    { fields: ['providerMessageId'] },
    { fields: ['to', 'state'] },
    { fields: ['reference'] },
  ],
  // The sweeper's due deliveries; an event's deliveries by its key.
  eventDeliveries: [{ fields: ['state', 'nextAttemptAt'] }, { fields: ['eventKey'] }],
  // One document per number, found by its `_id`.
  whatsappOptOuts: [],
  // Statuses that came before their notice's id was stored: found by that id; the sweeper drops old ones.
  whatsappEarlyStatuses: [{ fields: ['messageId'] }, { fields: ['receivedAt'] }],
  // One code per key (case and accents ignored); an order's uses; the uses of a code the owner's list counts.
  discountCodes: [{ fields: ['codeKey'], unique: true }],
  discountUses: [{ fields: ['orderId'] }, { fields: ['codeId', 'state'] }],
  // A customer's packs; the owner's list newest first. A customer's credits for a service; an order's credits.
  sessionPacks: [{ fields: ['userId'] }, { fields: ['createdAt'] }],
  packCredits: [{ fields: ['userId', 'state'] }, { fields: ['orderId'] }, { fields: ['packId'] }],
  // The sweeper's due documents; an order's documents; a note's invoice; the owner's list newest first, by status.
  invoices: [
    { fields: ['state', 'nextAttemptAt'] },
    { fields: ['reference'] },
    { fields: ['invoiceKey'] },
    { fields: ['createdAt'] },
    { fields: ['state', 'createdAt'] },
  ],
  // One alert per e-mail and item; an item's waiting alerts (the restock, the owner's counts); each link's token; an e-mail's (export, deletion); the sweeper's.
  restockAlerts: [
    { fields: ['email', 'itemKey'], unique: true },
    { fields: ['itemKey', 'status'] },
    { fields: ['unsubscribeTokenHash'] },
    { fields: ['confirmTokenHash'] },
    { fields: ['status', 'confirmExpiresAt'] },
    { fields: ['createdAt'] },
  ],
  // One review per record line; a product's published ones newest first; an account's; the owner's list by status.
  reviews: [
    { fields: ['lineKey'], unique: true },
    { fields: ['productId', 'status', 'createdAt'] },
    { fields: ['userId'] },
    { fields: ['status', 'createdAt'] },
  ],
  // One entry per mailbox and line; a line's entries in order; each link's token; an e-mail's (export, deletion); the sweeper's (past hours, offers run out).
  waitlist: [
    { fields: ['mailbox', 'lineKey'], unique: true },
    { fields: ['lineKey', 'status', 'createdAt'] },
    { fields: ['cancelTokenHash'] },
    { fields: ['offer.tokenHash'] },
    { fields: ['email'] },
    { fields: ['date'] },
    { fields: ['status', 'offer.until'] },
  ],
  // One request per sale (its `_id` is the sale's); a customer's (/orders); the owner's list, newest first.
  withdrawals: [{ fields: ['userId'] }, { fields: ['requestedAt'] }],
};

/**
 * Indexes older stores created and that no longer hold: each engine drops them when it connects.
 * The cart's line was unique per product before variants.
 */
export const obsoleteIndexes: Partial<Record<CollectionName, string[][]>> = {
  carts: [['userId', 'productId']],
};

/**
 * Fields the embedded engine keeps a trigram index on, for literal `$regex` searches (the
 * catalogue search). MongoDB scans these the same way it always has.
 */
export const substringIndexes: Partial<Record<CollectionName, string[]>> = {
  products: ['searchText', 'searchDescription'],
};
