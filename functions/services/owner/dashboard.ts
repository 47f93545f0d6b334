/**
 * The owner's dashboard (GET /api/admin/stats): the period's figures and the lists of what needs
 * the owner now — products running out, sales paid and not yet sent, today's appointments and
 * unread contact messages. Each list is short; the dashboard links each item to its own page.
 */
import { isServiceCategory } from '../../../src/domain/catalogue.ts';
import { messages } from '../../../src/domain/messages.ts';
import { paymentFigures } from '../../../src/domain/payment-figures.ts';
import { bogotaMoment } from '../../../src/domain/schedule.ts';
import { CANCELLED_RECORD, DEFAULT_STATS_DAYS, lastDays } from '../../../src/domain/stats.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import { lowStockThreshold } from '../catalogue/low-stock.ts';
import { recordFilter } from '../records/records-query.ts';
import { dashboardFigures } from './stats.ts';

const LIST_LIMIT = 20;
const UNREAD = { readAt: { $exists: false } };

async function lowStockProducts(store: Store, threshold: number) {
  const serviceCategories = (await store.collection('categories').find({}, { projection: { name: 1 } }))
    .map((category) => category.name)
    .filter(isServiceCategory);
  const products = await store
    .collection('products')
    .find(
      { stock: { $lte: threshold }, category: { $nin: serviceCategories } },
      { sort: { stock: 1, _id: 1 }, limit: LIST_LIMIT, projection: { productName: 1, brandName: 1, stock: 1 } },
    );
  return products.map(({ _id, productName, brandName, stock }) => ({ _id, productName, brandName, stock }));
}

async function salesToSend(store: Store) {
  const filter = recordFilter({ kind: 'venta', status: 'pagada' });
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

async function unreadMessages(store: Store) {
  const contact = store.collection('contactMessages');
  const [total, docs] = await Promise.all([
    contact.countDocuments(UNREAD),
    contact.find(UNREAD, { sort: { createdAt: -1, _id: -1 }, limit: LIST_LIMIT, projection: { name: 1, subject: 1, createdAt: 1 } }),
  ]);
  return {
    total,
    items: docs.map((doc) => ({ _id: doc._id, name: doc.name, subject: doc.subject, createdAt: new Date(doc.createdAt).toISOString() })),
  };
}

export async function dashboardOf(deps: AppDeps, period: { from?: string | undefined; to?: string | undefined }) {
  const { store } = deps;
  const today = bogotaMoment(deps.clock()).date;
  const range = period.from && period.to ? { from: period.from, to: period.to } : lastDays(DEFAULT_STATS_DAYS, today);
  const threshold = await lowStockThreshold(store);
  const [figures, lowStock, toSend, appointments, unread] = await Promise.all([
    dashboardFigures(store, range),
    lowStockProducts(store, threshold),
    salesToSend(store),
    appointmentsOn(store, today),
    unreadMessages(store),
  ]);
  return { ...figures, today, threshold, lowStock, toSend, appointments, unread };
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
