import { useStore } from '@nanostores/react';
import type { BusinessHours } from '~/domain/schedule/business-hours.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isHomeServiceCategory } from '~/domain/catalogue/catalogue.ts';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop, serviceDeposit } from '~/domain/money/money.ts';
import { closedDayMessage, reservarPageRefusal, reservationDetailsOf, slotOptions } from '~/domain/bookings/reservation-picker.ts';
import { serviceBookingWindow } from '~/domain/schedule/schedule.ts';
import { serviceBuffers } from '~/domain/schedule/booking-hours.ts';
import { addReservationToCart } from '~/stores/cart-actions.ts';
import { $livePrices, loadLivePrices } from '~/stores/live-prices.ts';
import { $shopHours } from '~/stores/shop-hours.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import type { PickerService } from './ReservationPicker.tsx';
import SlotFields, { type PickerField } from './SlotFields.tsx';
import PersonChoice, { usePersonChoice } from './PersonChoice.tsx';
import { useAvailability } from '~/lib/use-availability.ts';
import { useSlotChoice } from './use-slot-choice.ts';
import '~/islands/ui/forms.css';
import './reservation.css';

interface Props {
  services: PickerService[];
}

function fieldOf(message: string, serviceId: string, date: string, hours: BusinessHours): PickerField {
  if (!serviceId || message === messages.serviceUnavailable) return 'service';
  if (!date || closedDayMessage(date, new Date(), hours)) return 'date';
  return 'time';
}

/**
 * /reservar: a service of "Servicios" or "Servicios-Home", a date and an hourly slot of that
 * service's own start window (the same its page offers) at which it still ends by the day's closing.
 */
export default function ReservarPage({ services }: Props) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const hydrated = useHydrated();
  const livePrices = useStore($livePrices);
  const hours = useStore($shopHours);
  const [serviceId, setServiceId] = useState('');
  const { date, time, setTime, error, setError, chooseDate, chooseTime } = useSlotChoice();
  const availability = useAvailability(serviceId, date, 0, hours);

  useEffect(() => {
    // /reservar?servicio=<id> arrives with that service chosen.
    const wanted = new URLSearchParams(window.location.search).get('servicio');
    if (wanted && services.some((service) => service._id === wanted)) setServiceId(wanted);
    void loadLivePrices(services.map((service) => service._id));
  }, [services]);

  const current = (service: PickerService) => {
    const live = hydrated ? livePrices[service._id] : undefined;
    return live ? { ...service, sellingPrice: live.sellingPrice, stock: live.stock } : service;
  };
  const chosen = services.find((service) => service._id === serviceId);
  // Each service's own start window, as on its page; the server's answer for the day is the newest word.
  const startWindow = (availability.answer?.date === date ? availability.answer.starts : undefined) ?? serviceBookingWindow(chosen ?? {});

  // A service performed by people: who is free at the chosen start; a person no longer free there falls back to "cualquiera".
  const people = availability.answer?.date === date ? availability.answer.slots.find((slot) => slot.time === time)?.staff : undefined;
  const [staffId, setChosenPerson] = usePersonChoice(people);

  function chooseService(id: string) {
    setServiceId(id);
    setTime('');
    const service = services.find((candidate) => candidate._id === id);
    setError(service && current(service).stock <= 0 ? { field: 'service', message: messages.serviceUnavailable } : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = new Date();
    const service = chosen ? current(chosen) : undefined;
    const durationMinutes = service?.serviceDuration ?? 0;
    const buffers = serviceBuffers(service ?? {});
    const options = date ? slotOptions(date, startWindow, durationMinutes, now, availability.answer, hours, buffers) : [];
    const refusal = reservarPageRefusal(
      { serviceId: service?._id ?? '', date, time, stock: service?.stock ?? 0, window: startWindow, durationMinutes, buffers, options },
      now,
      hours,
    );
    if (refusal || !service) {
      const message = refusal ?? messages.reservationPageIncomplete;
      setError({ field: fieldOf(message, serviceId, date, hours), message });
      return;
    }
    const details = reservationDetailsOf(service, date, time);
    addReservationToCart(service._id, staffId ? { ...details, staffId } : details);
    window.location.assign('/cart');
  }

  if (services.length === 0) return <p className="list-message">{cartMessages.reservarNoServices}</p>;

  const serviceError = error?.field === 'service';
  return (
    <form className="reservar-form" onSubmit={submit} noValidate data-ready={hydrated ? 'true' : undefined}>
      <fieldset className="reservar-step">
        <legend>{cartMessages.reservarServiceLegend}</legend>
        <div className="service-options">
          {services.map((service) => {
            const shown = current(service);
            return (
              <label key={service._id} className={`service-option${shown.stock <= 0 ? ' service-option-out' : ''}`}>
                <input
                  type="radio"
                  name={`${idPrefix}-service`}
                  value={service._id}
                  checked={serviceId === service._id}
                  onChange={() => chooseService(service._id)}
                  aria-invalid={serviceError && serviceId === service._id ? true : undefined}
                  aria-describedby={serviceError && serviceId === service._id ? errorId : undefined}
                />
                <img
                  src={service.productImage[0] ?? '/images/placeholder.svg'}
                  alt=""
                  width="72"
                  height="72"
                  loading="lazy"
                  decoding="async"
                />
                <span className="service-option-text">
                  <span className="service-option-name">{service.productName}</span>
                  <span className="service-option-meta">
                    {service.serviceDuration !== undefined && messages.serviceDurationValue(service.serviceDuration)}
                    {isHomeServiceCategory(service.category) && ` · ${cartMessages.reservarHomeService}`}
                  </span>
                  <span className="service-option-price">
                    {formatCop(shown.sellingPrice)}{' '}
                    <span className="service-option-deposit">
                      {cartMessages.reservarDeposit(formatCop(serviceDeposit(shown.sellingPrice)))}
                    </span>
                  </span>
                  {shown.stock <= 0 && <span className="service-option-state">{messages.outOfStock}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {serviceError && (
          <p className="field-error" id={errorId} role="alert">
            {error.message}
          </p>
        )}
      </fieldset>
      <fieldset className="reservar-step">
        <legend>{cartMessages.reservarWhenLegend}</legend>
        <SlotFields
          idPrefix={idPrefix}
          window={startWindow}
          durationMinutes={chosen?.serviceDuration ?? 0}
          buffers={serviceBuffers(chosen ?? {})}
          date={date}
          time={time}
          availability={availability}
          onDate={chooseDate}
          onTime={chooseTime}
          error={error}
          errorId={errorId}
        />
        {people && people.length > 0 && (
          <PersonChoice id={`${idPrefix}-person`} people={people} value={staffId} onChange={setChosenPerson} />
        )}
      </fieldset>
      {error?.field === 'form' && (
        <p className="field-error" id={errorId} role="alert">
          {error.message}
        </p>
      )}
      <div className="reservar-actions">
        <button type="submit" className="btn picker-submit" disabled={!hydrated}>
          {cartMessages.reservarSubmit}
        </button>
      </div>
    </form>
  );
}
