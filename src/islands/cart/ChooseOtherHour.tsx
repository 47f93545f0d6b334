import { reservationKey, type ReservationLine } from '~/domain/cart/cart.ts';
import { slotCheckOf } from '~/domain/cart/cart-checks.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatDay, formatHour } from '~/domain/shared/dates.ts';
import { toast } from '~/lib/toast.ts';
import { moveReservationInCart } from '~/stores/cart-actions.ts';
import { recordSlotCheck } from '~/stores/cart-checks.ts';
import { OtherHourForm, useOtherHour } from '~/islands/reservation/OtherHourForm.tsx';

interface Props {
  line: ReservationLine;
  onCancel: () => void;
  /** Called with the moved line's key before the cart shows it. */
  onMoved: (key: string) => void;
}

/** Another date and hour for a reservation line, chosen in place on its cart line; the line then takes the new hour. */
export default function ChooseOtherHour({ line, onCancel, onMoved }: Props) {
  const { productId, reservationDetails: details } = line;
  const hour = useOtherHour({ productId, ...details });

  function move() {
    const { date, time, availability } = hour;
    const from = { date: details.reservationDate, time: details.reservationTime };
    if (!moveReservationInCart(productId, from, { date, time })) {
      hour.setError({ field: 'form', message: cartMessages.cartOtherHourDuplicate });
      return;
    }
    // The cart shows the moved line once this handler is done.
    const movedKey = reservationKey({ ...line, reservationDetails: { ...details, reservationDate: date, reservationTime: time } });
    // The answer the hour was chosen from is fresh: the cart need not ask again.
    if (availability.answer?.date === date) recordSlotCheck(movedKey, slotCheckOf(availability.answer, time));
    onMoved(movedKey);
    toast.success(cartMessages.cartOtherHourDone(formatDay(date), formatHour(time)));
  }

  return (
    <OtherHourForm
      hour={hour}
      title={cartMessages.cartOtherHourTitle(details.productName)}
      heading="h4"
      className="cart-other-hour"
      onSubmit={move}
    >
      <div className="cart-other-hour-actions">
        <button type="submit" className="btn">
          {cartMessages.cartOtherHourSave}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cartMessages.cartOtherHourCancel}
        </button>
      </div>
    </OtherHourForm>
  );
}
