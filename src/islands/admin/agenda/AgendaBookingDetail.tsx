import { useState } from 'react';
import type { AgendaBooking } from '~/domain/bookings/agenda-grid.ts';
import { agendaMessages as text } from '~/domain/bookings/messages-agenda.ts';
import { reservationStatuses } from '~/domain/records/records.ts';
import { updateRecordStatus, type RecordStatus } from '~/lib/api/admin/records.ts';
import { toast } from '~/lib/toast.ts';
import { SelectField } from '~/islands/ui/Field.tsx';
import { dayLabel } from './agenda-place.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import RecordDetail from '~/islands/admin/records/detail/RecordDetail.tsx';
import CancelStatusDialog from '~/islands/admin/records/CancelStatusDialog.tsx';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { PublicRecord } from '~/domain/records/records.ts';

interface Props {
  booking: AgendaBooking;
  record: PublicRecord | undefined;
  /** After a status change: the agenda is read again (a cancellation frees the hour). */
  onChanged: () => void;
}

/** A clicked booking: its hour, its record's status (changed here) and the record's whole detail with each appointment's history. */
export default function AgendaBookingDetail({ booking, record: initial, onChanged }: Props) {
  const [record, setRecord] = useState(initial);
  const [busy, setBusy] = useState(false);
  // "cancelada" cancels the appointments for real and is never undone: asked first.
  const [asking, setAsking] = useState(false);

  async function changeStatus(status: RecordStatus) {
    if (!record) return;
    setBusy(true);
    try {
      const { data, message } = await updateRecordStatus(record._id, status);
      setRecord(data);
      toast.success(message ?? text.statusSaved);
      onChanged();
    } catch (error) {
      toast.error(serverMessageOr(error, text.statusError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="agenda-detail">
      <p className="agenda-detail-when">
        {dayLabel(booking.date)} · {text.span(booking.time, booking.endTime, booking.durationMinutes)} · {booking.serviceName}
        {booking.buffers && ` · ${text.buffers(booking.buffers.preparationMinutes, booking.buffers.cleanupMinutes)}`}
      </p>
      {!record && <p>{text.noRecordYet}</p>}
      {record && (
        <>
          <SelectField
            inputId={`agenda-status-${record._id}`}
            className="agenda-status"
            label={text.statusLabel}
            error={undefined}
            value={record.status}
            disabled={busy}
            onChange={(event) => {
              const status = event.target.value as RecordStatus;
              if (status === 'cancelada') setAsking(true);
              else void changeStatus(status);
            }}
          >
            {reservationStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          <p className="field-hint">{adminMessages.adminReservationStatusesHint}</p>
          <CancelStatusDialog
            type="reservas"
            record={asking ? record : null}
            onConfirm={() => void changeStatus('cancelada')}
            onClose={() => setAsking(false)}
          />
          <RecordDetail record={record} />
        </>
      )}
    </div>
  );
}
