/**
 * The reservation an appointment's event names, as it stood when the event was published: null
 * when the line has changed since (moved again, so that later move has its event of its own and
 * its notices tell the newer hour). A late delivery never tells of a move twice, nor reminds of an
 * hour the appointment no longer has.
 */
import type { DomainEvents } from '../../../src/domain/shared/events.ts';
import type { Store } from '../../store/contract.ts';
import type { RecordDoc } from '../../store/documents.ts';

type LineEvent = { recordId: string; lineIndex: number };

async function lineStillAsPublished(store: Store, event: LineEvent, matches: (line: RecordDoc['reservationDetails'][number]) => boolean) {
  const doc = await store.collection('transactions').findOne({ _id: event.recordId });
  const line = doc?.reservationDetails[event.lineIndex];
  return doc && line && matches(line) ? doc : null;
}

/** The reservation after the move the event tells, or null once the line moved again. */
export function movedLine(store: Store, moved: DomainEvents['appointment.moved']): Promise<RecordDoc | null> {
  return lineStillAsPublished(store, moved, (line) => (line.reschedules ?? 0) === moved.reschedules);
}

/** The reservation whose appointment is still at the reminded hour, or null once it moved. */
export function remindedLine(store: Store, due: DomainEvents['appointment.reminder-due']): Promise<RecordDoc | null> {
  return lineStillAsPublished(store, due, (line) => line.reservationDate === due.date && line.reservationTime === due.time);
}
