import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { bookingMessages as t } from '~/domain/messages-bookings.ts';
import { messages } from '~/domain/messages.ts';
import { closedDayMessage, pickRefusal, slotOptions } from '~/domain/reservation-picker.ts';
import { serviceBookingWindow } from '~/domain/schedule.ts';
import { moveAppointment, type Booking, type BookingLine } from '~/lib/api/bookings.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { useAvailability } from '~/lib/use-availability.ts';
import SlotFields from '~/islands/reservation/SlotFields.tsx';
import { useSlotChoice } from '~/islands/reservation/use-slot-choice.ts';
import '~/islands/reservation/reservation.css';

interface Props {
  line: BookingLine;
  reference: string;
  access: string | null;
  onClose: () => void;
  onMoved: (booking: Booking) => void;
}

/**
 * Another date and hour for a booked appointment, with the pickers' own fields (taken and past
 * hours shown as such). The server decides: a taken hour or a broken rule comes back in Spanish.
 */
export default function MoveAppointment({ line, reference, access, onClose, onMoved }: Props) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const titleId = `${idPrefix}-title`;
  const form = useRef<HTMLFormElement>(null);
  const window = serviceBookingWindow(line.category);
  const durationMinutes = line.serviceDuration;
  const { date, time, error, setError, chooseDate, chooseTime } = useSlotChoice();
  const [refresh, setRefresh] = useState(0);
  const availability = useAvailability(line.productId, date, refresh);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // The same day first, when it can still be booked: most people only want another hour.
    if (!closedDayMessage(line.reservationDate, new Date())) chooseDate(line.reservationDate);
    form.current?.querySelector('input')?.focus();
    // Once, when the choice opens.
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = new Date();
    const options = date ? slotOptions(date, window, durationMinutes, now, availability.answer) : [];
    const refusal = pickRefusal({ date, time, stock: 1, window, durationMinutes, options }, now);
    if (refusal) {
      setError({ field: !date || closedDayMessage(date, now) ? 'date' : 'time', message: refusal });
      return;
    }
    setSaving(true);
    try {
      const answer = await moveAppointment(reference, { lineId: line.lineId, date, time }, access);
      toast.success(answer.message ?? t.moveSave);
      onMoved(answer.data);
    } catch (failure) {
      setError({ field: 'form', message: failure instanceof ApiError ? failure.message : messages.unexpectedResponse });
      // The hours may have changed meanwhile: ask again.
      setRefresh((count) => count + 1);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} className="booking-move" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t.moveTitle(line.productName)}</h3>
      <SlotFields
        idPrefix={idPrefix}
        window={window}
        durationMinutes={durationMinutes}
        date={date}
        time={time}
        availability={availability}
        onDate={chooseDate}
        onTime={chooseTime}
        error={error}
        errorId={errorId}
        disabled={saving}
      />
      {error?.field === 'form' && (
        <p className="field-error" id={errorId} role="alert">
          {error.message}
        </p>
      )}
      <div className="booking-actions">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? t.moveSaving : t.moveSave}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
          {t.moveBack}
        </button>
      </div>
    </form>
  );
}
