/**
 * The events of an appointment's changes: `appointment.cancelled` and `appointment.moved`, built
 * here for the request that made the change and for the sweeper alike, so both publish under the
 * same key. A change is written first and published right after; the sweeper publishes again the
 * changes of the last day, a no-op for every one already published, and the notices of a change
 * whose request died in between.
 */
import { domainEvent, type DomainEvent } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { RecordDoc } from '../../store/documents.ts';
import { publish } from '../events/index.ts';
import { lineIdOf } from './booking-records.ts';

/** How far back a sweep looks for changed appointments: far more than the sweeps' interval. */
export const LINE_CHANGE_LOOKBACK_MS = 24 * 60 * 60_000;

export function cancelledEvent(doc: RecordDoc, index: number): DomainEvent<'appointment.cancelled'> {
  return domainEvent.appointmentCancelled({ recordId: doc._id, reference: doc.reference, lineIndex: index }, lineIdOf(doc, index));
}

export function movedEvent(doc: RecordDoc, index: number): DomainEvent<'appointment.moved'> {
  const reschedules = doc.reservationDetails[index]?.reschedules ?? 0;
  return domainEvent.appointmentMoved({ recordId: doc._id, reference: doc.reference, lineIndex: index, reschedules }, lineIdOf(doc, index));
}

/** The events of the line's changes since `since` (ISO): its cancellation, or else its last move. */
function changesSince(doc: RecordDoc, index: number, since: string): DomainEvent[] {
  const line = doc.reservationDetails[index];
  if (!line || line.kind !== 'service') return [];
  if (line.cancelledAt) return line.cancelledAt >= since ? [cancelledEvent(doc, index)] : [];
  const lastMove = line.history?.findLast((event) => event.kind === 'reprogramada');
  return lastMove && lastMove.at >= since ? [movedEvent(doc, index)] : [];
}

/** The sweeper's part: publishes again the appointments' changes of the last day. Returns the events stored now. */
export async function republishLineChanges(deps: AppDeps, limit = 200): Promise<number> {
  const since = new Date(deps.clock().getTime() - LINE_CHANGE_LOOKBACK_MS);
  const changed = await deps.store
    .collection('transactions')
    .find({ kind: 'reserva', updatedAt: { $gte: since } }, { sort: { updatedAt: -1 }, limit });
  let published = 0;
  for (const doc of changed) {
    for (const index of doc.reservationDetails.keys()) {
      for (const event of changesSince(doc, index, since.toISOString())) if ((await publish(deps, event)) > 0) published += 1;
    }
  }
  return published;
}
