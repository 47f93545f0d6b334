import { useStore } from '@nanostores/react';
import type { BusinessHours } from '~/domain/schedule/business-hours.ts';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop, serviceDeposit } from '~/domain/money/money.ts';
import {
  closedDayMessage,
  pickRefusal,
  reservationDetailsOf,
  slotOptions,
  type BookableService,
} from '~/domain/bookings/reservation-picker.ts';
import { serviceBookingWindow } from '~/domain/schedule/schedule.ts';
import { serviceBuffers } from '~/domain/schedule/booking-hours.ts';
import { addReservationToCart } from '~/stores/cart-actions.ts';
import { $livePrices } from '~/stores/live-prices.ts';
import { $shopHours } from '~/stores/shop-hours.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import SlotFields, { type PickerField } from './SlotFields.tsx';
import { useAvailability } from '~/lib/use-availability.ts';
import { useSlotChoice } from './use-slot-choice.ts';
import { waitlistOfferLabel } from '~/domain/waitlist/waitlist-offer-label.ts';
import PersonChoice, { usePersonChoice } from './PersonChoice.tsx';
import '~/islands/ui/forms.css';
import './reservation.css';

export interface PickerService extends BookableService {
  _id: string;
  stock: number;
}

interface Props {
  service: PickerService;
}

type WaitlistForm = typeof import('./WaitlistForm.tsx').default;

/** Which field a refusal belongs to, so the message is shown and announced beside it. */
function fieldOf(message: string, date: string, hours: BusinessHours): PickerField {
  if (!date || closedDayMessage(date, new Date(), hours)) return 'date';
  if (message === messages.serviceUnavailable) return 'form';
  return 'time';
}

/**
 * The reservation picker of a service card and of a service's page: a date and an hour of the
 * service's own start window (09:00 to 13:00 unless its form sets another), never a Tuesday, a past day or a past hour, nor an hour already taken.
 * The chosen slot becomes a reservation line and the visitor goes on to the cart.
 */
export default function ReservationPicker({ service }: Props) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const hydrated = useHydrated();
  const live = useStore($livePrices)[service._id];
  const hours = useStore($shopHours);
  const stock = hydrated && live ? live.stock : service.stock;
  const price = hydrated && live ? live.sellingPrice : service.sellingPrice;

  const { date, time, error, setError, chooseDate, chooseTime } = useSlotChoice();
  const buffers = serviceBuffers(service);
  // "Avísame si se libera" on a full hour: its form loads when the button is pressed.
  const [Waitlist, setWaitlist] = useState<WaitlistForm | null>(null);
  const full = error?.message === messages.slotTaken;
  const availability = useAvailability(service._id, date, 0, hours);
  // The service's own start window; the server's answer, when it has one for the day, is the newest word.
  const startWindow = (availability.answer?.date === date ? availability.answer.starts : undefined) ?? serviceBookingWindow(service);
  // A service performed by people: who is free at the chosen start; a person no longer free there falls back to "cualquiera".
  const people = availability.answer?.date === date ? availability.answer.slots.find((slot) => slot.time === time)?.staff : undefined;
  const [staffId, setChosenPerson] = usePersonChoice(people);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = new Date();
    const durationMinutes = service.serviceDuration ?? 0;
    const options = date ? slotOptions(date, startWindow, durationMinutes, now, availability.answer, hours, buffers) : [];
    const refusal = pickRefusal({ date, time, stock, window: startWindow, durationMinutes, buffers, options }, now, hours);
    if (refusal) {
      setError({ field: fieldOf(refusal, date, hours), message: refusal });
      return;
    }
    const details = reservationDetailsOf({ ...service, sellingPrice: price }, date, time);
    addReservationToCart(service._id, staffId ? { ...details, staffId } : details);
    window.location.assign('/cart');
  }

  const unavailable = stock <= 0;
  return (
    <>
      <form className="reservation-picker" onSubmit={submit} noValidate data-ready={hydrated ? 'true' : undefined}>
        <p className="picker-price">{cartMessages.pickerDepositNote(formatCop(price), formatCop(serviceDeposit(price)))}</p>
        {unavailable ? (
          <p className="field-error" role="status">
            {messages.serviceUnavailable}
          </p>
        ) : (
          <SlotFields
            idPrefix={idPrefix}
            window={startWindow}
            durationMinutes={service.serviceDuration ?? 0}
            buffers={buffers}
            date={date}
            time={time}
            availability={availability}
            onDate={chooseDate}
            onTime={chooseTime}
            error={error}
            errorId={errorId}
          />
        )}
        {people && people.length > 0 && !unavailable && (
          <PersonChoice id={`${idPrefix}-person`} people={people} value={staffId} onChange={setChosenPerson} />
        )}
        {error?.field === 'form' && !unavailable && (
          <p className="field-error" id={errorId} role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" className="btn picker-submit" disabled={!hydrated || unavailable}>
          {messages.addService}
        </button>
      </form>
      {full &&
        (Waitlist ? (
          <Waitlist serviceId={service._id} date={date} time={time} />
        ) : (
          <button
            type="button"
            className="btn btn-secondary picker-waitlist"
            onClick={() => void import('./WaitlistForm.tsx').then((form) => setWaitlist(() => form.default))}
          >
            {waitlistOfferLabel}
          </button>
        ))}
    </>
  );
}
