/**
 * The owner's dashboard (GET /api/admin/stats): the period's figures and the lists of what needs
 * the owner now — products running out, sales paid and not yet sent (to deliver) or not yet
 * picked up (at the shop), today's appointments and unread contact messages (those with a legal
 * deadline first). Each list is short; the dashboard links each item to its own page.
 */
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { answerDeadline } from '../../../src/domain/contact/contact-requests.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { paymentFigures } from '../../../src/domain/money/payment-figures.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { CANCELLED_RECORD, DEFAULT_STATS_DAYS, isLowStock, lastDays } from '../../../src/domain/owner/stats.ts';
import { variantDisplayName, variantLabel } from '../../../src/domain/catalogue/variants.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Projection, Store } from '../../store/contract.ts';
import { lowStockThreshold } from '../catalogue/index.ts';
import { pendingReviews } from '../reviews/index.ts';
import { recordFilter } from '../records/index.ts';
import { dashboardFigures } from './stats.ts';

const LIST_LIMIT = 20;
const UNREAD = { readAt: { $exists: false } };
/** The kinds of message the law gives an answer deadline (a PQR, a personal-data request). */
const FLAGGED_KINDS = ['pqr', 'datos'];
/** How many unread flagged messages are read to order them by deadline (as the inbox reads at most). */
const FLAGGED_READ_LIMIT = 500;

/**
 * Products at or below the threshold, lowest first; a garment's variants each on their own row
 * ("Camiseta básica — Talla M · Negro"), since one size can run out while the others sell on.
 * At most LIST_LIMIT rows, with the total of rows, so the dashboard says how many it leaves out.
 */
async function lowStockProducts(store: Store, threshold: number): Promise<{ rows: LowStockRow[]; total: number }> {
  const serviceCategories = (await store.collection('categories').find({}, { projection: { name: 1 } }))
    .map((category) => category.name)
    .filter(isServiceCategory);
  const products = store.collection('products');
  const plainFilter = { stock: { $lte: threshold }, category: { $nin: serviceCategories }, variants: { $exists: false } };
  const garmentFilter = { variants: { $elemMatch: { stock: { $lte: threshold } } }, category: { $nin: serviceCategories } };
  const [plain, plainTotal, garments] = await Promise.all([
    products.find(plainFilter, { sort: { stock: 1, _id: 1 }, limit: LIST_LIMIT, projection: { productName: 1, brandName: 1, stock: 1 } }),
    products.countDocuments(plainFilter),
    // Every garment with a low variant: its variants are counted, and the lowest listed.
    products.find(garmentFilter, { sort: { _id: 1 }, projection: { productName: 1, brandName: 1, options: 1, variants: 1 } }),
  ]);
  const rows: LowStockRow[] = plain.map(({ _id, productName, brandName, stock }) => ({ _id, productName, brandName, stock }));
  for (const garment of garments) {
    for (const variant of garment.variants ?? []) {
      if (!isLowStock(variant.stock, threshold)) continue;
      const productName = variantDisplayName(garment.productName, variantLabel(garment.options ?? [], variant));
      rows.push({ _id: garment._id, variantId: variant._id, productName, brandName: garment.brandName, stock: variant.stock });
    }
  }
  const total = plainTotal + rows.length - plain.length;
  return { rows: rows.sort((a, b) => a.stock - b.stock || a._id.localeCompare(b._id)).slice(0, LIST_LIMIT), total };
}

interface LowStockRow {
  _id: string;
  variantId?: string;
  productName: string;
  brandName: string;
  stock: number;
}

/** Paid sales not yet handed over: to deliver ('delivery') or waiting at the shop ('pickup'), oldest first. */
async function paidSales(store: Store, handover: 'delivery' | 'pickup') {
  const filter = {
    ...recordFilter({ kind: 'venta', status: 'pagada' }),
    'shippingInfo.shippingMethod': handover === 'delivery' ? 'delivery' : { $ne: 'delivery' },
  };
  const transactions = store.collection('transactions');
  const [total, docs] = await Promise.all([
    transactions.countDocuments(filter),
    transactions.find(filter, {
      sort: { createdAt: 1, _id: 1 },
      limit: LIST_LIMIT,
      projection: { reference: 1, status: 1, shippingInfo: 1, amounts: 1, reservationDetails: 1, createdAt: 1 },
    }),
  ]);
  const items = docs.map((doc) => ({
    _id: doc._id,
    reference: doc.reference,
    customer: doc.shippingInfo.name,
    total: paymentFigures([doc]).paid,
    createdAt: new Date(doc.createdAt).toISOString(),
  }));
  return { total, items };
}

async function appointmentsOn(store: Store, date: string) {
  const docs = await store.collection('transactions').find(recordFilter({ kind: 'reserva', from: date, to: date }), {
    projection: { reference: 1, status: 1, shippingInfo: 1, reservationDetails: 1 },
  });
  return docs
    .filter((doc) => doc.status !== CANCELLED_RECORD)
    .flatMap((doc) =>
      doc.reservationDetails
        .filter((line) => line.kind === 'service' && line.reservationDate === date && !line.cancelledAt)
        .map((line) => ({
          reference: doc.reference,
          customer: doc.shippingInfo.name,
          service: line.productName,
          time: line.reservationTime ?? '',
        })),
    )
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

const messageProjection: Projection = { name: 1, subject: 1, kind: 1, dataRequest: 1, createdAt: 1 };

/** Unread messages: those with a legal deadline first (the soonest first), then the rest, newest first. */
async function unreadMessages(store: Store) {
  const contact = store.collection('contactMessages');
  const [total, flagged, others] = await Promise.all([
    contact.countDocuments(UNREAD),
    contact.find(
      { ...UNREAD, kind: { $in: FLAGGED_KINDS } },
      { sort: { createdAt: 1, _id: 1 }, limit: FLAGGED_READ_LIMIT, projection: messageProjection },
    ),
    contact.find(
      { ...UNREAD, kind: { $nin: FLAGGED_KINDS } },
      { sort: { createdAt: -1, _id: -1 }, limit: LIST_LIMIT, projection: messageProjection },
    ),
  ]);
  const item = (doc: (typeof others)[number]) => ({
    _id: doc._id,
    name: doc.name,
    subject: doc.subject,
    kind: doc.kind ?? 'general',
    /** The last day to answer (Bogotá, YYYY-MM-DD); null when the law sets none. */
    answerBy: answerDeadline(doc.kind ?? 'general', new Date(doc.createdAt), doc.dataRequest),
    createdAt: new Date(doc.createdAt).toISOString(),
  });
  const byDeadline = flagged.map(item).sort((a, b) => (a.answerBy ?? '').localeCompare(b.answerBy ?? ''));
  return { total, items: [...byDeadline, ...others.map(item)].slice(0, LIST_LIMIT) };
}

export async function dashboardOf(deps: AppDeps, period: { from?: string | undefined; to?: string | undefined }) {
  const { store } = deps;
  const today = bogotaMoment(deps.clock()).date;
  const range = period.from && period.to ? { from: period.from, to: period.to } : lastDays(DEFAULT_STATS_DAYS, today);
  const threshold = await lowStockThreshold(store);
  const [figures, lowStock, toSend, toPickUp, appointments, unread, reviews] = await Promise.all([
    dashboardFigures(store, range, today),
    lowStockProducts(store, threshold),
    paidSales(store, 'delivery'),
    paidSales(store, 'pickup'),
    appointmentsOn(store, today),
    unreadMessages(store),
    pendingReviews(deps, LIST_LIMIT),
  ]);
  return {
    ...figures,
    today,
    threshold,
    lowStock: lowStock.rows,
    lowStockTotal: lowStock.total,
    toSend,
    toPickUp,
    appointments,
    unread,
    reviews,
  };
}

export type Dashboard = Awaited<ReturnType<typeof dashboardOf>>;

/** The owner read a contact message: it leaves the dashboard's unread list. */
export async function markMessageRead(deps: AppDeps, messageId: string) {
  const contact = deps.store.collection('contactMessages');
  // Only while unread: marking it again keeps the first reading's time.
  const { matchedCount } = await contact.updateOne({ _id: messageId, ...UNREAD }, { $set: { readAt: deps.clock() } });
  if (matchedCount === 0 && (await contact.countDocuments({ _id: messageId })) === 0)
    throw new ServiceError(404, messages.contactMessageNotFound);
  return { _id: messageId };
}
