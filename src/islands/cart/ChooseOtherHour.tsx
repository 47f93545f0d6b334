import { useEffect, useId, useRef, type FormEvent } from 'react';
import { reservationKey, type ReservationLine } from '~/domain/cart.ts';
import { slotCheckOf } from '~/domain/cart-checks.ts';
import { cartMessages } from '~/domain/messages-cart.ts';
import { closedDayMessage, pickRefusal, slotOptions } from '~/domain/reservation-picker.ts';
import { formatBogotaDate, serviceBookingWindow } from '~/domain/schedule.ts';
import { toast } from '~/lib/toast.ts';
import { useAvailability } from '~/lib/use-availability.ts';
import { moveReservationInCart } from '~/stores/cart-actions.ts';
import { recordSlotCheck } from '~/stores/cart-checks.ts';
import SlotFields from '~/islands/reservation/SlotFields.tsx';
import { useSlotChoice } from '~/islands/reservation/use-slot-choice.ts';
import '~/islands/reservation/reservation.css';

interface Props {
  line: ReservationLine;
  onCancel: () => void;
  /** Called with the moved line's key before the cart shows it. */
  onMoved: (key: string) => void;
}

/**
 * Another date and hour for a reservation line, chosen in place on its cart line with the
 * pickers' own fields (taken and past hours shown as such). The line then takes the new hour.
 */
export default function ChooseOtherHour({ line, onCancel, onMoved }: Props) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const titleId = `${idPrefix}-title`;
  const form = useRef<HTMLFormElement>(null);
  const { productId, reservationDetails: details } = line;
  const window = serviceBookingWindow(details.category);
  const durationMinutes = details.serviceDuration;
  const { date, time, error, setError, chooseDate, chooseTime } = useSlotChoice();
  const availability = useAvailability(productId, date);

  useEffect(() => {
    // The same day first, when it can still be booked: most people only want another hour.
    if (!closedDayMessage(details.reservationDate, new Date())) chooseDate(details.reservationDate);
    form.current?.querySelector('input')?.focus();
    // Once, when the choice opens.
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = new Date();
    const options = date ? slotOptions(date, window, durationMinutes, now, availability.answer) : [];
    const refusal = pickRefusal({ date, time, stock: 1, window, durationMinutes, options }, now);
    if (refusal) {
      setError({ field: !date || closedDayMessage(date, now) ? 'date' : 'time', message: refusal });
      return;
    }
    const from = { date: details.reservationDate, time: details.reservationTime };
    if (!moveReservationInCart(productId, from, { date, time })) {
      setError({ field: 'form', message: cartMessages.cartOtherHourDuplicate });
      return;
    }
    // The cart shows the moved line once this handler is done.
    const movedKey = reservationKey({ ...line, reservationDetails: { ...details, reservationDate: date, reservationTime: time } });
    // The answer the hour was chosen from is fresh: the cart need not ask again.
    if (availability.answer?.date === date) recordSlotCheck(movedKey, slotCheckOf(availability.answer, time));
    onMoved(movedKey);
    toast.success(cartMessages.cartOtherHourDone(formatBogotaDate(date), time));
  }

  return (
    <form ref={form} className="cart-other-hour" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId}>{cartMessages.cartOtherHourTitle(details.productName)}</h4>
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
      />
      {error?.field === 'form' && (
        <p className="field-error" id={errorId} role="alert">
          {error.message}
        </p>
      )}
      <div className="cart-other-hour-actions">
        <button type="submit" className="btn">
          {cartMessages.cartOtherHourSave}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cartMessages.cartOtherHourCancel}
        </button>
      </div>
    </form>
  );
}
