/**
 * What the mail does on each domain event it subscribes to (services/events delivers them): each
 * reaction queues its messages under keys that make a repeated delivery queue nothing twice.
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { movedLine, remindedLine } from '../bookings/index.ts';
import { notifyBookingCancelled, notifyBookingMoved, notifyBookingReminder, notifyPaidOrder } from './notifications.ts';

export const mailSubscriptions: Subscriptions<AppDeps> = {
  'order.paid': (deps, { reference }) => notifyPaidOrder(deps, reference),
  async 'appointment.cancelled'(deps, { recordId, lineIndex }) {
    const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
    if (doc) await notifyBookingCancelled(deps, doc, lineIndex);
  },
  async 'appointment.moved'(deps, payload) {
    const doc = await movedLine(deps.store, payload);
    if (doc) await notifyBookingMoved(deps, doc, payload.lineIndex);
  },
  async 'appointment.reminder-due'(deps, payload) {
    const doc = await remindedLine(deps.store, payload);
    if (doc) await notifyBookingReminder(deps, doc, payload.lineIndex);
  },
};
