/**
 * What the invoicing does on each domain event it subscribes to (services/events delivers them):
 * a paid order gets its invoice; a cancelled appointment whose deposit was refunded, and a
 * cancelled sale, get their credit notes. Each is queued under its document's key, so a repeated
 * delivery queues nothing twice.
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import { queueAppointmentCreditNote, queueOrderInvoice, queueSaleCreditNote } from './invoice-requests.ts';

export const invoicingSubscriptions: Subscriptions<AppDeps> = {
  async 'order.paid'(deps, { reference }) {
    await queueOrderInvoice(deps, reference);
  },
  'appointment.cancelled': (deps, { recordId, lineIndex }) => queueAppointmentCreditNote(deps, recordId, lineIndex),
  'sale.cancelled': (deps, { recordId }) => queueSaleCreditNote(deps, recordId),
};
