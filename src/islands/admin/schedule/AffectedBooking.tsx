import { useId, useState } from 'react';
import { formatDay, formatHour } from '~/domain/shared/dates.ts';
import { messages } from '~/domain/shared/messages.ts';
import { scheduleMessages as t } from '~/domain/schedule/messages-schedule.ts';
import type { ClosureView } from '~/lib/api/admin/schedule.ts';
import { cancelAppointment, moveAppointment } from '~/lib/api/bookings.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import ConfirmButton from '~/islands/ui/ConfirmButton.tsx';
import { halfHours } from './time-options.ts';

type Affected = ClosureView['affected'][number];

const wholeHours = halfHours.filter((time) => time.endsWith(':00') && time !== '24:00');

/**
 * One booking a closure leaves out, and what the owner does with it: the ordinary cancellation
 * (refund and the customer's e-mail) or the ordinary move, both as the shop.
 */
export default function AffectedBooking({ booking, onChanged }: { booking: Affected; onChanged: () => void }) {
  const id = useId();
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState(booking.time);
  const [error, setError] = useState<string | null>(null);
  const when = `${formatDay(booking.date)}, ${formatHour(booking.time)}`;

  async function act(action: () => Promise<unknown>, done: string) {
    setError(null);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
    }
  }

  return (
    <li className="schedule-affected" data-reference={booking.reference}>
      <p>
        <strong>{booking.service}</strong> · {when} · {booking.customer.name} ({booking.reference})
        {booking.customer.phone && ` · ${booking.customer.phone}`}
      </p>
      <div className="schedule-affected-actions">
        <ConfirmButton
          className="btn btn-secondary"
          title={t.cancelBookingTitle}
          question={t.cancelBookingQuestion(booking.service, when, booking.customer.name)}
          confirmLabel={t.cancelBookingConfirm}
          dismissLabel={t.keepBooking}
          onConfirm={() => act(() => cancelAppointment(booking.reference, booking.lineId, null), t.bookingCancelled)}
        >
          {t.cancelBooking}
        </ConfirmButton>
        <button type="button" className="btn btn-secondary" aria-expanded={moving} onClick={() => setMoving(!moving)}>
          {t.moveBooking}
        </button>
      </div>
      {moving && (
        <form
          className="schedule-move"
          onSubmit={(event) => {
            event.preventDefault();
            void act(() => moveAppointment(booking.reference, { lineId: booking.lineId, date, time }, null), t.bookingMoved);
          }}
        >
          <label htmlFor={`${id}-date`}>{t.moveDate}</label>
          <input id={`${id}-date`} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
          <label htmlFor={`${id}-time`}>{t.moveTime}</label>
          <select id={`${id}-time`} value={time} onChange={(event) => setTime(event.target.value)}>
            {wholeHours.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
          <button type="submit" className="btn">
            {t.moveConfirm}
          </button>
        </form>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
