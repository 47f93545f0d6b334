/**
 * What WhatsApp does on each domain event it subscribes to (services/events delivers them): the
 * notices of the customers who ticked the box, each queued once per line and event (a sent sale's
 * once per guide), and an account deletion's forgetting of its notices.
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { movedLine, remindedLine } from '../bookings/index.ts';
import { queueAppointmentNotice, queueBookingConfirmations } from './whatsapp-notices.ts';
import { forgetOrdersWhatsApp } from './whatsapp-forget.ts';
import { queueShipmentNotice } from './whatsapp-shipment.ts';

export const whatsappSubscriptions: Subscriptions<AppDeps> = {
  async 'order.paid'(deps, { reference }) {
    if (!deps.whatsapp) return;
    const docs = await deps.store.collection('transactions').find({ reference }, { sort: { kind: 1 } });
    await queueBookingConfirmations(deps, docs, shopOrigin(deps.config));
  },
  async 'appointment.cancelled'(deps, { recordId, lineIndex }) {
    if (!deps.whatsapp) return;
    const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
    if (doc) await queueAppointmentNotice(deps, doc, lineIndex, 'cancelled', 'cancelled', shopOrigin(deps.config));
  },
  async 'appointment.moved'(deps, payload) {
    if (!deps.whatsapp) return;
    const doc = await movedLine(deps.store, payload);
    if (doc) await queueAppointmentNotice(deps, doc, payload.lineIndex, 'moved', String(payload.reschedules), shopOrigin(deps.config));
  },
  async 'appointment.reminder-due'(deps, payload) {
    if (!deps.whatsapp) return;
    const doc = await remindedLine(deps.store, payload);
    const event = `${payload.date}T${payload.time}`;
    if (doc) await queueAppointmentNotice(deps, doc, payload.lineIndex, 'reminder', event, shopOrigin(deps.config));
  },
  'sale.shipped': (deps, payload) => queueShipmentNotice(deps, payload),
  // Forgotten even with WhatsApp switched off now: numbers queued before are erased all the same.
  async 'account.deleted'(deps, { references }) {
    await forgetOrdersWhatsApp(deps.store, references);
  },
};
