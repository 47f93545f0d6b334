/**
 * Deposits the owner gives back by hand: a cancelled appointment paid through Wompi
 * (PSE and Nequi cannot be refunded through Wompi's API) keeps 'devolución pendiente' on its line
 * until the owner, having refunded it, marks it done here. One conditional write on the record's
 * revision, retried when the record changed meanwhile; marking it again changes nothing.
 */
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { lineIdOf, reloadBooking, writeLines } from './booking-records.ts';
import { recordWithDefaultTaxTreatment, toPublicRecord } from '../records/index.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';

const WRITE_ATTEMPTS = 5;

export async function markRefundDone(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  recordId: string,
  lineId: string,
  by: string,
): Promise<PublicRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const doc = await reloadBooking(deps.store, recordId);
    const index = doc.reservationDetails.findIndex((_line, position) => lineIdOf(doc, position) === lineId);
    const line = doc.reservationDetails[index];
    if (!line?.refundPending) throw new ServiceError(404, messages.refundPendingNotFound);
    if (line.refundPending.doneAt) return recordWithDefaultTaxTreatment(deps.store, toPublicRecord(doc));
    const now = deps.clock();
    const lines = doc.reservationDetails.map((candidate, position) =>
      position === index
        ? { ...candidate, lineId, refundPending: { ...line.refundPending!, doneAt: now.toISOString(), doneBy: by } }
        : candidate,
    );
    const written = await writeLines(deps.store, doc, lines, now);
    if (written) return recordWithDefaultTaxTreatment(deps.store, toPublicRecord(written));
  }
  throw new ServiceError(409, messages.refundPendingChanged);
}
