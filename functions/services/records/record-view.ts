/**
 * Reservation and sale records, written only by a completed capture: one record for the service
 * lines and one for the product lines of a payment, keyed by (reference, kind) so a repeated
 * capture or webhook never writes them twice.
 */
import { appointmentFieldsOf } from '../../../src/domain/bookings/agenda.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';
import type { RecordKind } from '../../../src/domain/records/record-schemas.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { PaymentOrderDoc, RecordDoc, UserDoc } from '../../store/documents.ts';
import { newObjectId } from '../../store/object-id.ts';
import { withDefaultTaxTreatment } from './tax-default.ts';

export const initialStatus: Record<RecordKind, string> = { reserva: 'confirmada', venta: 'pagada' };

export function toPublicRecord(doc: RecordDoc): PublicRecord {
  const {
    accessToken: _accessToken,
    appointmentDates: _dates,
    firstAppointment: _first,
    bookingRevision: _revision,
    slotsToFree: _toFree,
    slotsPending: _pending,
    createdAt,
    updatedAt,
    ...rest
  } = doc;
  // Which order holds a line's hours stays on the server.
  const reservationDetails = rest.reservationDetails.map(({ slotOwner: _owner, ...line }) => line);
  return { ...rest, reservationDetails, createdAt: new Date(createdAt).toISOString(), updatedAt: new Date(updatedAt).toISOString() };
}

/**
 * A line's stable id: its record's id and its place in the record. Lines are never removed or
 * reordered (a cancelled one stays, marked), so the id keeps naming the same appointment across
 * moves, in links and in the outbox's keys; and a line of an older record, written before ids were
 * stored, gets the same id it would have been given.
 */
export function lineIdFor(recordId: string, index: number): string {
  return `${recordId}-${index}`;
}

export function withLineIds<L extends object>(recordId: string, lines: readonly L[]): (L & { lineId: string })[] {
  return lines.map((line, index) => ({ ...line, lineId: lineIdFor(recordId, index) }));
}

export async function writeRecords(store: Store, order: PaymentOrderDoc, captureId: string, user: UserDoc | null, now: Date) {
  const groups: [RecordKind, PaymentOrderDoc['lines']][] = [
    ['reserva', order.lines.filter((line) => line.kind === 'service')],
    ['venta', order.lines.filter((line) => line.kind === 'product')],
  ];
  for (const [kind, lines] of groups) {
    if (lines.length === 0) continue;
    const shipping = kind === 'venta' ? order.amounts.shipping : 0;
    const discount = lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
    const recordId = newObjectId();
    try {
      await store.collection('transactions').insertOne({
        _id: recordId,
        reference: order.reference,
        kind,
        // A sale of session packs only has nothing to send: its credits are in the account already.
        status: kind === 'venta' && lines.every((line) => line.pack) ? 'entregada' : initialStatus[kind],
        user: user ? { _id: user._id, name: user.name, email: user.email, tel: user.tel } : null,
        // A reservation's hours are the payment order's: the line names their owner (booking-slots.ts).
        reservationDetails: withLineIds(recordId, lines).map((line) =>
          line.kind === 'service' ? { ...line, slotOwner: order._id } : line,
        ),
        shippingInfo: order.shippingInfo,
        amounts: {
          lines: lines.reduce((sum, line) => sum + line.lineTotal, 0),
          payNow: lines.reduce((sum, line) => sum + line.payNow, 0) + shipping,
          shipping,
          totalNowUsdCents: order.amounts.totalNowUsdCents,
          // The code shows on each record of the payment; the pesos it took off, on the record whose lines they were.
          ...(order.discount ? { discountCode: order.discount.code, discount } : {}),
        },
        payment: { provider: order.provider, orderId: order.providerOrderId ?? '', captureId },
        accessToken: order.accessToken,
        ...(order.consents ? { consents: order.consents } : {}),
        ...(order.invoiceBuyer ? { invoiceBuyer: order.invoiceBuyer } : {}),
        createdAt: now,
        updatedAt: now,
        ...(kind === 'reserva' ? appointmentFieldsOf(lines) : {}),
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** The records of one payment, for its owner, an admin, or a guest holding the receipt token. */
export async function recordsForReference(
  store: Store,
  reference: string,
  viewer: UserDoc | null,
  accessToken: string | undefined,
): Promise<PublicRecord[]> {
  const records = await store.collection('transactions').find({ reference }, { sort: { kind: 1 } });
  const first = records[0];
  // A stranger learns nothing, not even that the reference exists.
  if (!first || !mayRead(first, viewer, accessToken)) throw new ServiceError(404, messages.transactionNotFound);
  return withDefaultTaxTreatment(store, records.map(toPublicRecord));
}

/** A payment's records are for its owner, an admin, or a guest holding the receipt token. */
export function mayRead(record: Pick<RecordDoc, 'user' | 'accessToken'>, viewer: UserDoc | null, accessToken: string | undefined): boolean {
  const isAdmin = viewer?.role === 'ADMIN';
  const isOwner = viewer !== null && record.user?._id === viewer._id;
  const hasToken = accessToken !== undefined && accessToken.length > 0 && accessToken === record.accessToken;
  return isAdmin || isOwner || hasToken;
}

export async function recordsOfUser(store: Store, userId: string): Promise<PublicRecord[]> {
  const records = await store.collection('transactions').find({ 'user._id': userId }, { sort: { createdAt: -1, _id: -1 } });
  return withDefaultTaxTreatment(store, records.map(toPublicRecord));
}
