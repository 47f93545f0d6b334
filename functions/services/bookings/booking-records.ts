/**
 * A customer's reservation as the booking self-service reads and writes it: who may see it, its
 * lines by their stable ids, the view the page gets (with what each line allows), and the one
 * conditional write every change goes through.
 */
import { appointmentPlace, placeOfLine, type AppointmentPlace } from '../../../src/domain/bookings/appointment-place.ts';
import { appointmentFieldsOf } from '../../../src/domain/bookings/agenda.ts';
import {
  cancelRefusal,
  isLastMinute,
  rescheduleRefusal,
  reschedulesLeft,
  type BookingEvent,
  type Refusal,
} from '../../../src/domain/bookings/booking-policy.ts';
import { bookingMessages as t } from '../../../src/domain/bookings/messages-bookings.ts';
import { lineFigures, paymentFigures, recordStands, type PaymentFigures } from '../../../src/domain/money/payment-figures.ts';
import { refundedByHand } from '../../../src/domain/records/records.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { SlotToFree, RecordDoc, RecordLineDoc, UserDoc } from '../../store/documents.ts';
import { lineIdFor, mayRead } from '../records/index.ts';
import { lineBuffers, serviceBuffers } from '../../../src/domain/schedule/booking-hours.ts';

export interface BookingLineView {
  lineId: string;
  productId: string;
  productName: string;
  productImage: string;
  category: string;
  serviceDuration: number;
  /** The preparation and cleanup it was booked with, when it has any: another hour offered follows them too. */
  servicePreparation?: number;
  serviceCleanup?: number;
  serviceIntensity: string;
  reservationDate: string;
  reservationTime: string;
  /** Where it happens: at the shop (its address) or at home (the customer's). */
  place: AppointmentPlace;
  lineTotal: number;
  /** The deposit paid, which a cancellation refunds. */
  payNow: number;
  cancelled: boolean;
  /** Cancelled by the shop (a closure): /mi-reserva offers to choose another hour. */
  cancelledByShop: boolean;
  /** The deposit given back, or still owed back by hand, once cancelled. */
  refunded: number;
  refundPending: number;
  /** What is left to pay at the appointment (0 once cancelled). */
  balance: number;
  reschedulesLeft: number;
  /** Null when the customer may do it now, else why not (Spanish). */
  cancelRefusal: string | null;
  rescheduleRefusal: string | null;
  /** In its last 24 hours and still on: the page offers the shop's phone and WhatsApp. */
  lastMinute: boolean;
  /** A cancellation's deposit is given back by the shop by hand (paid through Wompi), not refunded at once. */
  refundByHand: boolean;
  /** The session pack whose credit paid it (the line then costs $0; a cancellation gives the credit back). */
  paidWithCredit: { packName: string } | null;
  history: BookingEvent[];
  /** The person it is with ("con Laura"); missing when its service has no people. */
  staffId?: string;
  staffName?: string;
}

export interface BookingView {
  reference: string;
  status: string;
  customerName: string;
  lines: BookingLineView[];
  /** The reservation's total, paid, refunded and balance after its cancellations. */
  figures: PaymentFigures;
}

/** The reservation of a payment, for its owner, an admin or the receipt token; a stranger gets 404. */
export async function findBooking(store: Store, reference: string, viewer: UserDoc | null, access: string | undefined): Promise<RecordDoc> {
  const doc = await store.collection('transactions').findOne({ reference, kind: 'reserva' });
  if (!doc || !mayRead(doc, viewer, access)) throw new ServiceError(404, t.notFound);
  return doc;
}

export async function reloadBooking(store: Store, recordId: string): Promise<RecordDoc> {
  const doc = await store.collection('transactions').findOne({ _id: recordId });
  if (!doc) throw new ServiceError(404, t.notFound);
  return doc;
}

/** A refused change as the API answers it: 400 for the 24-hour and two-moves rules, 409 for a closed appointment, 404 for no appointment. */
export function refusalError(refusal: Refusal): ServiceError {
  return new ServiceError(refusal.kind === 'rule' ? 400 : refusal.kind === 'state' ? 409 : 404, refusal.message);
}

export function lineIdOf(doc: RecordDoc, index: number): string {
  return doc.reservationDetails[index]?.lineId ?? lineIdFor(doc._id, index);
}

/** The service line the id names, and its place; 404 when the reservation has no such line. */
export function findLine(doc: RecordDoc, lineId: string): { index: number; line: RecordLineDoc } {
  const index = doc.reservationDetails.findIndex((_line, position) => lineIdOf(doc, position) === lineId);
  const line = doc.reservationDetails[index];
  if (!line || line.kind !== 'service') throw new ServiceError(404, t.lineNotFound);
  return { index, line };
}

export function bookingView(doc: RecordDoc, now: Date): BookingView {
  return {
    reference: doc.reference,
    status: doc.status,
    customerName: doc.shippingInfo.name,
    figures: paymentFigures([doc]),
    lines: doc.reservationDetails.flatMap((line, index) =>
      line.kind !== 'service'
        ? []
        : [
            {
              ...moneyOf(line, recordStands(doc)),
              lineId: lineIdOf(doc, index),
              productId: line.productId,
              productName: line.productName,
              productImage: line.productImage,
              category: line.category,
              serviceDuration: line.serviceDuration ?? 0,
              ...lineBuffers(serviceBuffers(line)),
              serviceIntensity: line.serviceIntensity ?? '',
              reservationDate: line.reservationDate ?? '',
              reservationTime: line.reservationTime ?? '',
              place: placeOfLine(line, doc.shippingInfo) ?? appointmentPlace(line.category, doc.shippingInfo),
              ...(line.staffId ? { staffId: line.staffId, staffName: line.staffName ?? '' } : {}),
              lineTotal: line.lineTotal,
              payNow: line.payNow,
              cancelled: Boolean(line.cancelledAt),
              cancelledByShop: Boolean(line.cancelledAt) && line.cancelledBy === 'tienda',
              reschedulesLeft: reschedulesLeft(line),
              cancelRefusal: cancelRefusal(doc.status, line, now),
              rescheduleRefusal: rescheduleRefusal(doc.status, line, now),
              lastMinute: isLastMinute(doc.status, line, now),
              refundByHand: refundedByHand(doc),
              paidWithCredit: line.paidWithCredit ? { packName: line.paidWithCredit.packName } : null,
              history: line.history ?? [],
            },
          ],
    ),
  };
}

function moneyOf(line: RecordLineDoc, standing: boolean) {
  const { refunded, refundPending, balance } = lineFigures(line, standing);
  return { refunded, refundPending, balance };
}

/** The agenda's fields follow the appointments still on; a wholly cancelled reservation keeps its dates. */
function agendaFields(lines: readonly RecordLineDoc[]) {
  const active = lines.filter((line) => !line.cancelledAt);
  return appointmentFieldsOf(active.some((line) => line.kind === 'service') ? active : lines);
}

/**
 * Writes the record's lines (storing every line's id on the way) and the agenda's fields, only if
 * nobody changed its lines or its status since `doc` was read (its revision and status are the
 * condition). With `pendingOwner`, also only while that move's new hour is still listed as pending
 * (the sweeper may have given it back), taking it off the list. Returns the record as written, or
 * null when it changed meanwhile.
 */
export async function writeLines(
  store: Store,
  doc: RecordDoc,
  lines: RecordLineDoc[],
  now: Date,
  extra: { status?: string; slotsToFree?: SlotToFree[] } = {},
  pendingOwner?: string,
): Promise<RecordDoc | null> {
  const revision = doc.bookingRevision;
  return store.collection('transactions').findOneAndUpdate(
    {
      _id: doc._id,
      status: doc.status,
      bookingRevision: revision === undefined ? { $exists: false } : revision,
      ...(pendingOwner ? { 'slotsPending.owner': pendingOwner } : {}),
    },
    {
      ...(pendingOwner ? { $pull: { slotsPending: { owner: pendingOwner } } } : {}),
      $set: {
        reservationDetails: lines.map((line, index) => ({ ...line, lineId: lineIdOf(doc, index) })),
        bookingRevision: (revision ?? 0) + 1,
        updatedAt: now,
        ...agendaFields(lines),
        ...extra,
      },
    },
  );
}
