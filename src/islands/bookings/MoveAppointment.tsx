import { useState } from 'react';
import { bookingMessages as t } from '~/domain/bookings/messages-bookings.ts';
import { messages } from '~/domain/shared/messages.ts';
import { moveAppointment, type Booking, type BookingLine } from '~/lib/api/bookings.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { OtherHourForm, useOtherHour } from '~/islands/reservation/OtherHourForm.tsx';

interface Props {
  line: BookingLine;
  reference: string;
  access: string | null;
  onClose: () => void;
  onMoved: (booking: Booking) => void;
}

/** Another date and hour for a booked appointment. The server decides: a taken hour or a broken rule comes back in Spanish. */
export default function MoveAppointment({ line, reference, access, onClose, onMoved }: Props) {
  const hour = useOtherHour(line);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const answer = await moveAppointment(reference, { lineId: line.lineId, date: hour.date, time: hour.time }, access);
      toast.success(answer.message ?? t.moveSave);
      onMoved(answer.data);
    } catch (failure) {
      hour.setError({ field: 'form', message: failure instanceof ApiError ? failure.message : messages.unexpectedResponse });
      hour.askAgain();
    } finally {
      setSaving(false);
    }
  }

  return (
    <OtherHourForm
      hour={hour}
      title={t.moveTitle(line.productName)}
      heading="h3"
      className="booking-move"
      disabled={saving}
      onSubmit={() => void save()}
    >
      <div className="booking-actions">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? t.moveSaving : t.moveSave}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
          {t.moveBack}
        </button>
      </div>
    </OtherHourForm>
  );
}
