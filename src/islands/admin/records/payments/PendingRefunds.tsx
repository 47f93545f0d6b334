import { useEffect, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { formatCop } from '~/domain/money/money.ts';
import type { RecordLine } from '~/domain/records/records.ts';
import { formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import { markRefundDone } from '~/lib/api/admin/payment-reviews.ts';
import { toast } from '~/lib/toast.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import type { PublicRecord } from '~/domain/records/records.ts';
import './pending-refunds.css';

/**
 * A record's deposits to give back by hand: a cancelled appointment paid through Wompi
 * shows 'Devolución pendiente' with its amount until the owner, having refunded it, marks it done.
 */
export default function PendingRefunds({ record }: { record: PublicRecord }) {
  const [lines, setLines] = useState<RecordLine[]>(record.reservationDetails);
  const [busy, setBusy] = useState(false);
  useEffect(() => setLines(record.reservationDetails), [record]);

  const refunds = lines.flatMap((line, index) =>
    line.refundPending ? [{ line, refund: line.refundPending, lineId: line.lineId ?? `${record._id}-${index}` }] : [],
  );
  if (refunds.length === 0) return null;

  async function markDone(lineId: string) {
    if (busy) return;
    setBusy(true);
    try {
      const { data, message } = await markRefundDone(record._id, lineId);
      setLines(data.reservationDetails);
      toast.success(message ?? messages.refundPendingDone);
    } catch (error) {
      toast.error(serverMessageOr(error, adminMessages.refundDoneError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ul className="admin-refunds">
      {refunds.map(({ line, refund, lineId }) => (
        <li key={lineId}>
          <p>
            <span className="admin-strong">{refund.doneAt ? adminMessages.refundDone : adminMessages.refundPending}</span>
            {`: ${formatCop(refund.amount)} · ${line.productName} ${line.reservationDate ?? ''} ${line.reservationTime ?? ''}`}
          </p>
          {refund.doneAt ? (
            <p className="admin-refund-done">{adminMessages.refundDoneOn(formatBogotaDateTime(refund.doneAt), refund.doneBy ?? '')}</p>
          ) : (
            <>
              <p className="admin-refund-hint">{adminMessages.refundPendingHint}</p>
              <button
                type="button"
                className="btn btn-outline admin-btn-sm"
                onClick={() => void markDone(lineId)}
                aria-disabled={busy || undefined}
              >
                {adminMessages.refundMarkDone}
                <span className="visually-hidden"> {line.productName}</span>
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
