/**
 * The outbox's part of an account deletion: the account's own mail is forgotten, and nothing else.
 *
 * A message is the account's when it went to the account's own e-mail and its key names the account
 * or one of its own orders: its welcome and e-mail confirmations (`welcome:<userId>`,
 * `email-confirmation:<userId>:…`), a password-reset link asked since the account was created, the
 * receipts of its orders (`receipt:<reference>`) and their invoices' mails (`invoice-mail:factura:<reference>`), the cancellations, moves and reminders of its
 * appointments (`…:<lineId>…`), the requests to review its lines (`review-request:<lineId>`), the confirmation requests of the newsletter subscription the
 * deletion ends, the mails of the back-in-stock alerts it ends (`restock-alert…:<alert>…`) and the waitlist offers of the entries it ends (`waitlist-offer:<entry>:…`). Such a message keeps its key (nothing is queued again) but loses its address and
 * content; one not sent yet is given up.
 *
 * The shop's own notices about the account's orders are the owner's: one still queued is delivered
 * as it is; one already delivered loses the customer's reply address and content.
 *
 * Everything else stays exactly as it is, even when it is addressed to the same e-mail or answers to
 * it: anyone can type an address into a form, so an address alone never says whose a message is.
 */
import { DELETED_CUSTOMER } from '../../../src/domain/accounts/account-data.ts';
import type { Store } from '../../store/contract.ts';
import type { MailDoc, UserDoc } from '../../store/documents.ts';
import { lineIdOf } from '../bookings/index.ts';

/** What the deletion knows of the account: what its messages' keys can name. */
interface AccountMailScope {
  userId: string;
  createdAt: Date;
  references: Set<string>;
  lineIds: Set<string>;
  /** Its records' ids: a review request names a line of one (`review-request:<record id>-<index>`). */
  recordIds: Set<string>;
  /** The newsletter subscriptions and back-in-stock alerts the deletion ends (only when the account's e-mail is confirmed), and its waitlist entries. */
  subscriptionIds: Set<string>;
}

/** Whether a message sent to the account's own e-mail is about the account or one of its orders. */
function isAccountsOwn(message: Pick<MailDoc, '_id' | 'kind' | 'createdAt'>, scope: AccountMailScope): boolean {
  const [cause = '', id = ''] = message._id.split(':');
  switch (cause) {
    case 'welcome':
    case 'email-confirmation':
      return id === scope.userId;
    case 'password-reset':
      // A reset link goes only to an existing account's e-mail: since this one exists, it is its own.
      return new Date(message.createdAt).getTime() >= new Date(scope.createdAt).getTime();
    case 'receipt':
      return scope.references.has(id);
    case 'invoice-mail':
      // `invoice-mail:factura:<reference>`: the mail of its order's invoice (the invoice itself is kept, invoicing).
      return scope.references.has(message._id.split(':')[2] ?? '');
    case 'booking-cancelled':
    case 'booking-moved':
    case 'reminder':
      return scope.lineIds.has(id);
    case 'review-request':
      return scope.recordIds.has(id.split('-')[0] ?? '');
    case 'newsletter-confirmation':
    case 'restock-alert-confirmation':
    case 'restock-alert':
    case 'waitlist-offer':
      return scope.subscriptionIds.has(id);
    default:
      return false;
  }
}

/** The keys of the owner's notices about the account's orders and appointments. */
function ownerNoticeKeys(scope: AccountMailScope, reschedules: Map<string, number>): string[] {
  const keys = [...scope.references].map((reference) => `order-notice:${reference}`);
  for (const lineId of scope.lineIds) {
    keys.push(`booking-cancelled-notice:${lineId}`);
    for (let move = 0; move <= (reschedules.get(lineId) ?? 0); move++) keys.push(`booking-moved-notice:${lineId}:${move}`);
  }
  return keys;
}

const blank = { text: '', html: '', attachments: [], subject: DELETED_CUSTOMER };
const givenUp = { state: 'failed', nextAttemptAt: null, lastError: DELETED_CUSTOMER };

/**
 * Forgets the account's own mail (see the file's comment). Idempotent: a forgotten message no longer
 * names the address, so a second run finds nothing more. Runs before the records lose the account's
 * id, since the orders are found by it.
 */
export async function forgetAccountMail(
  store: Store,
  user: Pick<UserDoc, '_id' | 'createdAt'>,
  email: string,
  subscriptionIds: readonly string[],
): Promise<void> {
  const records = await store
    .collection('transactions')
    .find({ 'user._id': user._id }, { projection: { reference: 1, reservationDetails: 1 } });
  const orders = await store.collection('paymentOrders').find({ userId: user._id }, { projection: { reference: 1 } });
  const reschedules = new Map<string, number>();
  for (const record of records) {
    record.reservationDetails.forEach((line, index) => {
      if (line.kind === 'service') reschedules.set(lineIdOf(record, index), line.reschedules ?? 0);
    });
  }
  const scope: AccountMailScope = {
    userId: user._id,
    createdAt: user.createdAt,
    references: new Set([...records, ...orders].map((doc) => doc.reference)),
    lineIds: new Set(reschedules.keys()),
    recordIds: new Set(records.map((record) => record._id)),
    subscriptionIds: new Set(subscriptionIds),
  };
  const mail = store.collection('mail');

  const addressed = await mail.find({ to: email }, { projection: { _id: 1, kind: 1, createdAt: 1 } });
  for (const message of addressed.filter((candidate) => isAccountsOwn(candidate, scope))) {
    await mail.updateOne(
      { _id: message._id, to: email, state: { $in: ['pending', 'failed'] } },
      { $set: { ...blank, to: '', ...givenUp } },
    );
    await mail.updateOne({ _id: message._id, to: email }, { $set: { ...blank, to: '' } });
  }

  const notices = ownerNoticeKeys(scope, reschedules);
  if (notices.length > 0) {
    await mail.updateMany({ _id: { $in: notices }, state: 'sent' }, { $set: blank, $unset: { replyTo: '' } });
  }
}
