/**
 * The sweeper: the shop's periodic chores (interrupted captures, Wompi payments still pending, old rate windows, appointment
 * reminders, expired holds (`hour.freed`), the events and the outboxes (the invoices' queue too), account deletions a crash interrupted, the retention periods, the
 * newsletter subscriptions never confirmed, the people's hours of past dates or of units gone),
 * run every few minutes by a Netlify Scheduled Function in production and by a timer under
 * `npm start`. Each chore is idempotent, so two sweepers running at once (two processes, an
 * overlap) do nothing twice.
 */
import type { AppDeps } from '../../deps.ts';
import { resumeAccountDeletions } from '../accounts/index.ts';
import { finishRequestedCancellations } from '../bookings/index.ts';
import { queueDueReminders } from '../bookings/index.ts';
import { queueReviewRequests } from '../reviews/index.ts';
import { freeAbandonedSlots } from '../bookings/index.ts';
import { publishExpiredHolds } from '../slots/index.ts';
import { republishLineChanges } from '../bookings/index.ts';
import { deliverDueEvents } from '../events/index.ts';
import { resumeStaleCaptures } from '../payments/index.ts';
import { deliverDueMail } from '../mail/index.ts';
import { sweepUnconfirmedSubscriptions } from '../mail/index.ts';
import { resumeContactMail } from '../mail/index.ts';
import { sweepRateLimits } from '../platform/index.ts';
import { sweepInactiveCarts, sweepOldContactMessages, sweepRestockAlerts } from './retention.ts';
import { checkPendingWompiPayments } from '../payments/index.ts';
import { deliverDueWhatsApp } from '../whatsapp/index.ts';
import { deliverDueInvoices } from '../invoicing/index.ts';
import { dropStaleEarlyStatuses } from '../whatsapp/index.ts';
import { sweepWaitlist } from '../waitlist/index.ts';
import { releaseUnconfirmedOrders } from '../cash-on-delivery/index.ts';
import { sweepStaffHours } from '../staff/index.ts';

export const SWEEP_INTERVAL_MINUTES = 5;

export interface SweepReport {
  resumedCaptures: number;
  /** Wompi payments still pending within their bound, read again (settled when final, their hours kept while pending). */
  pendingPaymentsChecked: number;
  expiredRateWindows: number;
  /** Appointments whose reminder is due (each is queued once, however many sweeps see it). */
  remindersDue: number;
  /** Cancellations a customer asked for whose request died, finished now (with the same refund). */
  cancellationsFinished: number;
  /** Hours a customer's move or cancellation left booked when its request died. */
  abandonedSlotsFreed: number;
  /** Holds that ran out unpaid since the last sweeps, published now as `hour.freed`. */
  expiredHoldsPublished: number;
  /** Appointment changes of the last day whose event a dying request never published, published now. */
  lineChangesRepublished: number;
  /** Event deliveries that had failed or that a crash cut short, done now. */
  eventsDelivered: number;
  /** Messages sent now that had failed, were abandoned mid-send, or were still waiting. */
  mailSent: number;
  /** WhatsApp notices sent now that had failed, were abandoned mid-send, or were still waiting. */
  whatsappSent: number;
  /** Electronic invoices and credit notes issued now that had failed, were cut short by a crash, or were still waiting. */
  invoicesIssued: number;
  /** WhatsApp delivery statuses kept a week for a message id no notice ever got, dropped now. */
  staleWhatsAppStatusesDropped: number;
  /** Contact messages whose request died before their mails were queued, queued now. */
  contactMailResumed: number;
  /** Account deletions whose request died half-way, finished now. */
  accountDeletionsFinished: number;
  /** Contact messages past their retention (src/domain/legal/retention.ts), deleted now. */
  contactMessagesDeleted: number;
  /** Lines of signed-in customers' carts inactive past their retention, cleared now. */
  inactiveCartLinesCleared: number;
  /** Newsletter subscriptions whose owner did not confirm them in time (src/domain/legal/retention.ts), deleted now. */
  unconfirmedSubscriptionsDeleted: number;
  /** Back-in-stock alerts unconfirmed in time, notified, or past their retention (src/domain/legal/retention.ts), deleted now. */
  restockAlertsDeleted: number;
  /** Mails asking for a review of a line delivered or held a few days ago, queued now (once per line). */
  reviewRequestsQueued: number;
  /** Waitlists of full hours: lines of past hours dropped, offers lapsed, free places offered now. */
  waitlist: { dropped: number; lapsed: number; offered: number };
  /** Cash-on-delivery orders still unconfirmed past the owner's hours, released now (their stock returned once). */
  cashOnDeliveryReleased: number;
  /** People's hours of past dates, or whose unit is gone (services/staff), dropped now. */
  staffHoursDropped: number;
}

export async function runSweep(deps: AppDeps): Promise<SweepReport> {
  const resumedCaptures = await resumeStaleCaptures(deps);
  const pendingPaymentsChecked = await checkPendingWompiPayments(deps);
  const expiredRateWindows = await sweepRateLimits(deps.store, deps.clock());
  // Cancellations first: an appointment cancelled now gets no reminder.
  const cancellationsFinished = await finishRequestedCancellations(deps);
  const remindersDue = await queueDueReminders(deps);
  const reviewRequestsQueued = await queueReviewRequests(deps);
  const abandonedSlotsFreed = await freeAbandonedSlots(deps);
  const cashOnDeliveryReleased = await releaseUnconfirmedOrders(deps);
  const expiredHoldsPublished = await publishExpiredHolds(deps);
  const lineChangesRepublished = await republishLineChanges(deps);
  // After the holds and changes are published: what their events did not offer is offered here.
  const waitlist = await sweepWaitlist(deps);
  // Before the outbox: a finished deletion gives up the messages it named.
  const accountDeletionsFinished = await resumeAccountDeletions(deps);
  const contactMessagesDeleted = await sweepOldContactMessages(deps.store, deps.clock());
  const inactiveCartLinesCleared = await sweepInactiveCarts(deps.store, deps.clock());
  const unconfirmedSubscriptionsDeleted = await sweepUnconfirmedSubscriptions(deps);
  const restockAlertsDeleted = await sweepRestockAlerts(deps.store, deps.clock());
  // After the holds and cancellations above: the hours of their units go with them.
  const staffHoursDropped = await sweepStaffHours(deps.store, deps.clock());
  const contactMailResumed = await resumeContactMail(deps);
  // A build hook waiting for its quiet period fires here when no later change fired it.
  await deps.publisher.status();
  // After the captures and cancellations: the reactions to their events are queued in this sweep…
  const eventsDelivered = await deliverDueEvents(deps);
  // …and, like what the reminders queued, go out in it.
  await deps.background.settle();
  const mailSent = await deliverDueMail(deps);
  const whatsappSent = await deliverDueWhatsApp(deps);
  const invoicesIssued = await deliverDueInvoices(deps);
  // Their buyers' mails ("Tu factura electrónica") go out after the answer, within this sweep.
  await deps.background.settle();
  const staleWhatsAppStatusesDropped = await dropStaleEarlyStatuses(deps);
  return {
    resumedCaptures,
    pendingPaymentsChecked,
    expiredRateWindows,
    remindersDue,
    cancellationsFinished,
    abandonedSlotsFreed,
    expiredHoldsPublished,
    lineChangesRepublished,
    eventsDelivered,
    mailSent,
    whatsappSent,
    invoicesIssued,
    staleWhatsAppStatusesDropped,
    contactMailResumed,
    accountDeletionsFinished,
    contactMessagesDeleted,
    inactiveCartLinesCleared,
    unconfirmedSubscriptionsDeleted,
    restockAlertsDeleted,
    reviewRequestsQueued,
    waitlist,
    cashOnDeliveryReleased,
    staffHoursDropped,
  };
}

/** `npm start`'s sweeper: runs now and then every interval; never keeps the process alive. */
export function startSweepTimer(deps: AppDeps, intervalMs = SWEEP_INTERVAL_MINUTES * 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await runSweep(deps);
      deps.log({ level: 'info', event: 'sweep', ...report });
    } catch (error) {
      deps.log({ level: 'error', event: 'sweep.failed', error: String(error) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
