/**
 * An appointment's history as the admin reads it: where it stands (cancelled by whom, moved how
 * often) and each change, oldest first, with the refund of a cancellation.
 */
import type { BookingEvent } from '~/domain/bookings/booking-policy.ts';
import { adminMessages as t } from '~/domain/owner/messages-admin.ts';
import { formatCop } from '~/domain/money/money.ts';
import { lineStateOf, type RecordLine } from '~/domain/records/records.ts';
import { formatBogotaDate, formatBogotaDateTime } from '~/domain/schedule/schedule.ts';

const byName = (by: 'cliente' | 'tienda') => (by === 'tienda' ? t.adminByShop : t.adminByCustomer);
const appointment = (hour: { date: string; time: string }) => `${formatBogotaDate(hour.date)} · ${hour.time}`;

/** "Cancelada por el cliente", "Reprogramada 1 vez", or null for a line nothing happened to. */
export function lineStateText(line: RecordLine): string | null {
  const state = lineStateOf(line);
  if (state === 'cancelada') return t.adminLineCancelled(byName(line.cancelledBy ?? 'cliente'));
  if (state === 'reprogramada') return t.adminLineMoved(line.reschedules ?? 0);
  return null;
}

export function historyText(event: BookingEvent): string {
  const at = formatBogotaDateTime(event.at);
  if (event.kind === 'reprogramada') return t.adminHistoryMoved(at, byName(event.by), appointment(event.from), appointment(event.to));
  let refund: string = t.adminHistoryNoRefund;
  if (event.refundId) refund = t.adminHistoryRefund(formatCop(event.refundAmount), event.refundId);
  // Paid through Wompi: no refund by API, the owner gives the deposit back by hand.
  else if (event.refundAmount > 0) refund = t.adminHistoryRefundByHand(formatCop(event.refundAmount));
  return `${t.adminHistoryCancelled(at, byName(event.by))}. ${refund}`;
}
