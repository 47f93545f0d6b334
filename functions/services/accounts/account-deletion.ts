/**
 * A customer deletes their own account (Ley 1581 de 2012): the password confirms it; the account,
 * its photo (local or Cloudinary), its cart, its sessions and, once its owner confirmed the e-mail
 * (email-confirmation.ts), the newsletter subscription of that e-mail go; the orders and reservations stay as accounting records with their personal fields
 * replaced ("Cliente eliminado"), each keeping the buyer its electronic invoice names (kept ten years by law); its reviews stay, signed "Cliente"; the outbox forgets the account's own messages, and only those
 * (account-mail.ts).
 * While an appointment is still to come, a paid sale is not yet delivered (or picked up), or a
 * payment may still settle, the deletion is refused with the reason.
 *
 * Crash safety: the first write marks the user (`deletion`, a conditional update that also ends
 * every session and refuses a second deletion at once); each step after it is idempotent and finds
 * its documents by the user's id, and the last one deletes the user. A deletion a crash left
 * half-done is finished by the sweeper (resumeAccountDeletions).
 */
import { forgetCustomerPacks } from '../promotions/index.ts';
import { anonymiseReviewsOf } from '../reviews/index.ts';
import { forgetWithdrawalsOf } from '../withdrawals/index.ts';
import {
  anonymisedShipping,
  checkoutMayStillBePaid,
  DELETED_CUSTOMER,
  saleStatusesStillToDeliver,
  salesToDeliverRefusal,
  UNPAID_CHECKOUT_WAIT_HOURS,
  upcomingAppointments,
  upcomingAppointmentsRefusal,
} from '../../../src/domain/accounts/account-data.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { UserDoc } from '../../store/documents.ts';
import { forgetAccountMail } from './account-mail.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';
import { isEmailConfirmed } from './email-confirmation.ts';
import { holderOfEmail } from '../slots/index.ts';
import { deleteRestockAlertsOf } from '../restock-alerts/index.ts';
import { deleteWaitlistEntriesOf, waitlistEntryIdsOf } from '../waitlist/index.ts';
import { offerOwnerOf } from '../../../src/domain/waitlist/waitlist.ts';
import { verifyPassword } from './passwords.ts';
import { forgiveSignin, takeSigninSlots } from './signin-limits.ts';

/** A deletion still marked after this long died with its request: the sweeper finishes it. */
export const DELETION_RESUME_AFTER_MS = 5 * 60_000;

/** What the account's e-mail becomes at once, so the address can sign up again (unique, and no e-mail). */
const releasedEmail = (userId: string) => `cuenta-eliminada-${userId}`;

/** Why the account cannot be deleted now (a 409 with the reason), or nothing. */
async function refuseWhileBusy(store: Store, userId: string, now: Date): Promise<void> {
  const reservations = await store.collection('transactions').find({ 'user._id': userId, kind: 'reserva' });
  const upcoming = upcomingAppointments(reservations, now);
  if (upcoming.length > 0) throw new ServiceError(409, upcomingAppointmentsRefusal(upcoming));
  const toDeliver = await store
    .collection('transactions')
    .find(
      { 'user._id': userId, kind: 'venta', status: { $in: [...saleStatusesStillToDeliver] } },
      { sort: { createdAt: 1 }, projection: { reference: 1 } },
    );
  if (toDeliver.length > 0) throw new ServiceError(409, salesToDeliverRefusal(toDeliver.map((sale) => sale.reference)));
  const unpaid = await store.collection('paymentOrders').find({ userId, status: { $in: ['CREATED', 'CAPTURING'] } });
  if (unpaid.some((order) => checkoutMayStillBePaid(order, now))) {
    throw new ServiceError(409, messages.accountDeletionPaymentPending(UNPAID_CHECKOUT_WAIT_HOURS));
  }
}

/**
 * Deletes the signed-in user's account. The password failures count like sign-in failures (429
 * when spent). An admin account is not deleted from here (the shop would lose its owner).
 */
export async function deleteAccount(deps: AppDeps, user: UserDoc, password: string, ip: string): Promise<void> {
  const { store, clock } = deps;
  const now = clock();
  if (user.role === 'ADMIN') throw new ServiceError(409, messages.accountDeletionAdmin);
  const slots = await takeSigninSlots(store, user.email, ip, now);
  if (!(await verifyPassword(password, user.passwordHash))) throw new ServiceError(400, messages.accountPasswordWrong);
  await forgiveSignin(store, slots);
  // Refused before anything changes, so a refusal keeps the customer signed in.
  await refuseWhileBusy(store, user._id, now);

  const users = store.collection('users');
  const marked = await users.findOneAndUpdate(
    { _id: user._id, role: { $ne: 'ADMIN' }, deletion: { $exists: false } },
    {
      $set: { deletion: { email: user.email, startedAt: now }, sessions: [], updatedAt: now },
      $unset: { passwordReset: '', emailConfirmation: '' },
    },
  );
  if (!marked) throw new ServiceError(409, messages.accountDeletionBusy);
  // A checkout started in another tab just before the mark: give the account back (signed out).
  try {
    await refuseWhileBusy(store, user._id, now);
  } catch (refusal) {
    await users.updateOne({ _id: user._id }, { $unset: { deletion: '' } });
    throw refusal;
  }
  await finishDeletion(deps, marked);
}

/**
 * Every step after the mark, each idempotent, in an order a crash can stop anywhere: the identity
 * first (nobody signs in with it any more), then the records, the cart and the photo, and the
 * user document last. True for the caller that deleted the user; false when another one did, or
 * when the photo could not be deleted yet (the user stays marked, and the sweeper tries again).
 */
export async function finishDeletion(deps: AppDeps, user: UserDoc): Promise<boolean> {
  const { store } = deps;
  const userId = user._id;
  const email = user.deletion?.email ?? user.email;
  await store.collection('users').updateOne(
    { _id: userId, deletion: { $exists: true } },
    {
      $set: { email: releasedEmail(userId), name: DELETED_CUSTOMER, tel: '', passwordHash: '', sessions: [] },
      // The invoicing data it kept goes with the identity; the invoices issued keep their own copy on the records.
      $unset: { passwordReset: '', emailConfirmation: '', invoiceBuyer: '' },
    },
  );
  // What depends on the address alone is the account's only once its owner confirmed the address.
  const confirmed = isEmailConfirmed(user);
  const subscriptions = confirmed ? await store.collection('subscriptions').find({ email }, { projection: { _id: 1 } }) : [];
  const alerts = confirmed ? await store.collection('restockAlerts').find({ email }, { projection: { _id: 1 } }) : [];
  const waiting = await waitlistEntryIdsOf(deps, userId, confirmed ? email : null);
  // The messages first: they are found by the orders that still name the account.
  await forgetAccountMail(store, user, email, [...[...subscriptions, ...alerts].map((subscription) => subscription._id), ...waiting]);
  // WhatsApp forgets the account's notices (it subscribes to `account.deleted`). The event is stored
  // before the orders are anonymised, with the references that named the account (ids only, no
  // number, name or e-mail), so a delivery a crash cut short still finds them after; a crash before
  // it is resumed here, where the orders still name the account (publishing again is a no-op).
  // A waitlist offer's notice is named by its hold's owner (`espera:<entry>`).
  const references = [...(await referencesOf(store, userId)), ...waiting.map(offerOwnerOf)];
  await publish(deps, domainEvent.accountDeleted({ userId, references }));
  await anonymiseCheckouts(store, userId);
  await anonymiseRecords(store, userId);
  // The reviews stay, signed "Cliente" (the data policy).
  await anonymiseReviewsOf(deps, userId);
  // The requests of withdrawal stay with their sales, without the customer's reason.
  await forgetWithdrawalsOf(deps, userId);
  if (confirmed) {
    await store
      .collection('holdTickets')
      .deleteMany({ holder: holderOfEmail(email), $or: [{ orderId: null }, { until: { $lte: deps.clock() } }] });
  }
  await store.collection('carts').deleteMany({ userId });
  await forgetCustomerPacks(store, userId);
  // The newsletter too: whoever deletes the account wants nothing more from the shop.
  if (confirmed) await store.collection('subscriptions').deleteMany({ email });
  // And the back-in-stock alerts of that e-mail.
  if (confirmed) await deleteRestockAlertsOf(store, email);
  // And its places in the waitlists of full hours (those of that e-mail only once it was confirmed).
  await deleteWaitlistEntriesOf(deps, userId, confirmed ? email : null);
  if (user.profilePic) {
    try {
      await deps.media.delete(user.profilePic);
    } catch (error) {
      deps.log({ level: 'error', event: 'account.delete.photo_failed', error: String(error) });
      return false;
    }
    await store.collection('users').updateOne({ _id: userId, deletion: { $exists: true } }, { $set: { profilePic: '' } });
  }
  return (await store.collection('users').deleteOne({ _id: userId, deletion: { $exists: true } })).deletedCount === 1;
}

/** The references of the account's orders and reservations, paid or not, while they still name it. */
async function referencesOf(store: Store, userId: string): Promise<string[]> {
  const records = await store.collection('transactions').find({ 'user._id': userId }, { projection: { reference: 1 } });
  const orders = await store.collection('paymentOrders').find({ userId }, { projection: { reference: 1 } });
  return [...new Set([...records, ...orders].map((doc) => doc.reference))];
}

/**
 * The customer's checkouts (paid or not) keep their lines and amounts, without the person. A paid
 * one keeps the buyer its invoice was made out to (the law keeps invoices ten years); one never
 * paid has no invoice, and forgets it.
 */
async function anonymiseCheckouts(store: Store, userId: string): Promise<void> {
  const orders = store.collection('paymentOrders');
  for (const order of await orders.find({ userId }, { projection: { shippingInfo: 1, status: 1, invoiceBuyer: 1 } })) {
    const shipping = anonymisedShipping(order.shippingInfo);
    const forgetBuyer = order.invoiceBuyer && order.status !== 'COMPLETED' ? { $unset: { invoiceBuyer: '' as const } } : {};
    await orders.updateOne({ _id: order._id, userId }, { $set: { userId: null, ...prefixed('shippingInfo', shipping) }, ...forgetBuyer });
  }
}

/** The customer's orders and reservations stay (accounting records), said to be of "Cliente eliminado". */
async function anonymiseRecords(store: Store, userId: string): Promise<void> {
  const records = store.collection('transactions');
  for (const record of await records.find({ 'user._id': userId }, { projection: { shippingInfo: 1 } })) {
    await records.updateOne(
      { _id: record._id, 'user._id': userId },
      {
        $set: {
          user: { _id: '', name: DELETED_CUSTOMER, email: '', tel: '' },
          ...prefixed('shippingInfo', anonymisedShipping(record.shippingInfo)),
        },
      },
    );
  }
}

/** `{ 'shippingInfo.name': … }`: only these fields change, so a change made meanwhile to the others is kept. */
function prefixed(field: string, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${field}.${key}`, value]));
}

/** The sweeper's part: finishes the deletions whose request died (marked longer than DELETION_RESUME_AFTER_MS). */
export async function resumeAccountDeletions(deps: AppDeps, limit = 20): Promise<number> {
  const staleBefore = new Date(deps.clock().getTime() - DELETION_RESUME_AFTER_MS);
  const stuck = await deps.store.collection('users').find({ 'deletion.startedAt': { $lt: staleBefore } }, { limit });
  let finished = 0;
  for (const user of stuck) if (await finishDeletion(deps, user)) finished += 1;
  return finished;
}
