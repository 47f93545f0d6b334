/**
 * "Descargar mis datos" (Ley 1581 de 2012, the right to know): everything the shop keeps about the
 * signed-in user, as one JSON document. Only what is linked to the account by its id: an order a
 * guest paid with the same e-mail is not included (an e-mail typed on a form proves nothing about
 * who typed it), nor are contact messages (they are not linked to accounts). The newsletter
 * subscription of the account's e-mail depends on the address alone: it is included only once the
 * owner of the address confirmed it (email-confirmation.ts). Never the password
 * hash, the session ids, a reset token's hash or a receipt's token. Limited per user
 * (`dataExportsPerUser`), since it reads every order of the account.
 */
import type { ConsentRecord } from '../../../src/domain/consent.ts';
import { messages } from '../../../src/domain/messages.ts';
import type { PublicRecord, RecordLine, RecordShippingInfo } from '../../../src/domain/records.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentOrderDoc, SubscriptionStatus, UserDoc } from '../../store/documents.ts';
import { isEmailConfirmed } from './email-confirmation.ts';
import { subscriptionStatus } from '../mail/newsletter.ts';
import { requireRateSlot } from '../operations/rate-limits.ts';
import { recordsOfUser } from '../records/record-view.ts';

/** A checkout as the export shows it: what was asked for, for whom, and how it ended (paid or not). */
export interface ExportedCheckout {
  reference: string;
  status: string;
  provider: PaymentOrderDoc['provider'];
  lines: RecordLine[];
  shippingInfo: RecordShippingInfo;
  consents: ConsentRecord[];
  createdAt: string;
  updatedAt: string;
}

export interface DataExport {
  exportedAt: string;
  account: {
    _id: string;
    name: string;
    email: string;
    tel: string;
    role: string;
    profilePic: string;
    /** Whether the owner of the e-mail confirmed it; until then `newsletter` is null whatever the address has. */
    emailConfirmed: boolean;
    createdAt: string;
    updatedAt: string;
  };
  /** What the user accepted with the account (the data policy at sign-up…). */
  consents: ConsentRecord[];
  /** Paid orders (ventas) and reservations (reservas), each with the consents of its checkout. */
  sales: (PublicRecord & { consents: ConsentRecord[] })[];
  reservations: (PublicRecord & { consents: ConsentRecord[] })[];
  /** Every checkout the account started, paid or not, with the details typed on it. */
  checkouts: ExportedCheckout[];
  /** The products in the account's cart. */
  cart: { productId: string; productName: string; quantity: number; updatedAt: string }[];
  /** The newsletter subscription of the account's e-mail, if there is one and the e-mail is confirmed. */
  newsletter: { email: string; status: SubscriptionStatus; consents: ConsentRecord[]; createdAt: string; confirmedAt?: string } | null;
}

const iso = (date: Date) => new Date(date).toISOString();

export async function exportUserData(deps: AppDeps, user: UserDoc): Promise<DataExport> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'dataExportsPerUser', user._id, now, messages.tooManyDataExports);
  const records = await recordsOfUser(store, user._id);
  // A record carries the consents of its checkout; older ones have none.
  const withConsents = (record: PublicRecord & { consents?: ConsentRecord[] }) => ({ ...record, consents: record.consents ?? [] });
  const orders = await store.collection('paymentOrders').find({ userId: user._id }, { sort: { createdAt: -1, _id: -1 } });
  return {
    exportedAt: now.toISOString(),
    account: {
      _id: user._id,
      name: user.name,
      email: user.email,
      tel: user.tel,
      role: user.role,
      profilePic: user.profilePic,
      emailConfirmed: isEmailConfirmed(user),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    consents: user.consents ?? [],
    sales: records.filter((record) => record.kind === 'venta').map(withConsents),
    reservations: records.filter((record) => record.kind === 'reserva').map(withConsents),
    checkouts: orders.map(toExportedCheckout),
    cart: await cartOf(deps, user._id),
    newsletter: isEmailConfirmed(user) ? await newsletterOf(deps, user.email) : null,
  };
}

function toExportedCheckout(order: PaymentOrderDoc): ExportedCheckout {
  return {
    reference: order.reference,
    status: order.status,
    provider: order.provider,
    lines: order.lines,
    shippingInfo: order.shippingInfo,
    consents: order.consents ?? [],
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}

async function cartOf(deps: AppDeps, userId: string): Promise<DataExport['cart']> {
  const lines = await deps.store.collection('carts').find({ userId }, { sort: { createdAt: 1, _id: 1 } });
  if (lines.length === 0) return [];
  const products = await deps.store
    .collection('products')
    .find({ _id: { $in: lines.map((line) => line.productId) } }, { projection: { productName: 1 } });
  const names = new Map(products.map((product) => [product._id, product.productName]));
  return lines.map((line) => ({
    productId: line.productId,
    productName: names.get(line.productId) ?? '',
    quantity: line.quantity,
    updatedAt: iso(line.updatedAt ?? line.createdAt),
  }));
}

async function newsletterOf(deps: AppDeps, email: string): Promise<DataExport['newsletter']> {
  const subscription = await deps.store.collection('subscriptions').findOne({ email });
  if (!subscription) return null;
  return {
    email: subscription.email,
    // Pending until the owner of the address confirms it from the mail.
    status: subscriptionStatus(subscription),
    consents: subscription.consents,
    createdAt: iso(subscription.createdAt),
    ...(subscription.confirmedAt ? { confirmedAt: iso(subscription.confirmedAt) } : {}),
  };
}
