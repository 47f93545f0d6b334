/**
 * The reservation an `appointment.moved` event names, as it stood after that move: null when the
 * line has moved again since (that later move has its event of its own, and its notices say the
 * newer hour), so a late delivery never tells of a move twice nor of the wrong hour.
 */
import type { DomainEvents } from '../../../src/domain/events.ts';
import type { Store } from '../../store/contract.ts';
import type { RecordDoc } from '../../store/documents.ts';

export async function movedLine(store: Store, moved: DomainEvents['appointment.moved']): Promise<RecordDoc | null> {
  const doc = await store.collection('transactions').findOne({ _id: moved.recordId });
  const line = doc?.reservationDetails[moved.lineIndex];
  return doc && (line?.reschedules ?? 0) === moved.reschedules ? doc : null;
}
