/**
 * Choosing another date and hour for an appointment already chosen — a cart line whose hour was
 * taken, or a booked appointment on /mi-reserva — with the pickers' own fields (taken and past hours
 * shown as such). It opens on the appointment's own day when that day can still be booked (most
 * people only want another hour) and with the focus in its first field.
 */
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { closedDayMessage, pickRefusal, slotOptions } from '~/domain/bookings/reservation-picker.ts';
import { serviceBookingWindow } from '~/domain/schedule/schedule.ts';
import { serviceBuffers } from '~/domain/schedule/booking-hours.ts';
import { useStore } from '@nanostores/react';
import { useAvailability } from '~/lib/use-availability.ts';
import { $shopHours } from '~/stores/shop-hours.ts';
import SlotFields from './SlotFields.tsx';
import { useSlotChoice } from './use-slot-choice.ts';
import './reservation.css';

export interface AppointmentToMove {
  productId: string;
  category: string;
  serviceDuration: number;
  /** The preparation and cleanup it was booked with (booking-hours.ts); missing: none. */
  servicePreparation?: number | undefined;
  serviceCleanup?: number | undefined;
  /** The service's own start window when known (a cart line); the server's answer for the day is the newest word. */
  serviceStarts?: { from: string; to: string } | undefined;
  reservationDate: string;
}

export function useOtherHour(appointment: AppointmentToMove) {
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const durationMinutes = appointment.serviceDuration;
  const buffers = serviceBuffers(appointment);
  const choice = useSlotChoice();
  const [refresh, setRefresh] = useState(0);
  const hours = useStore($shopHours);
  const availability = useAvailability(appointment.productId, choice.date, refresh, hours);
  const window = (availability.answer?.date === choice.date ? availability.answer.starts : undefined) ?? serviceBookingWindow(appointment);

  // Once, when the choice opens: the appointment's own day, and the focus on the first field.
  const openOnAppointmentDay = useEffectEvent(() => {
    if (!closedDayMessage(appointment.reservationDate, new Date(), hours)) choice.chooseDate(appointment.reservationDate);
    form.current?.querySelector('input')?.focus();
  });
  useEffect(() => {
    openOnAppointmentDay();
  }, []);

  /** The pickers' own check of the date and hour chosen: false (with the refusal shown) when they cannot be booked. */
  function checkChoice(): boolean {
    const now = new Date();
    const { date, time } = choice;
    const options = date ? slotOptions(date, window, durationMinutes, now, availability.answer, hours, buffers) : [];
    const refusal = pickRefusal({ date, time, stock: 1, window, durationMinutes, buffers, options }, now, hours);
    if (refusal) choice.setError({ field: !date || closedDayMessage(date, now, hours) ? 'date' : 'time', message: refusal });
    return refusal === null;
  }

  return {
    ...choice,
    idPrefix,
    form,
    window,
    durationMinutes,
    buffers,
    availability,
    checkChoice,
    /** The hours may have changed meanwhile: ask for them again. */
    askAgain: () => setRefresh((count) => count + 1),
  };
}

export type OtherHour = ReturnType<typeof useOtherHour>;

interface Props {
  hour: OtherHour;
  title: string;
  /** The heading's level where the form stands. */
  heading: 'h3' | 'h4';
  className: string;
  disabled?: boolean;
  onSubmit: () => void;
  /** The buttons. */
  children: ReactNode;
}

export function OtherHourForm({ hour, title, heading: Heading, className, disabled = false, onSubmit, children }: Props) {
  const titleId = `${hour.idPrefix}-title`;
  const errorId = `${hour.idPrefix}-error`;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hour.checkChoice()) onSubmit();
  }
  return (
    <form ref={hour.form} className={className} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <SlotFields
        idPrefix={hour.idPrefix}
        window={hour.window}
        durationMinutes={hour.durationMinutes}
        buffers={hour.buffers}
        date={hour.date}
        time={hour.time}
        availability={hour.availability}
        onDate={hour.chooseDate}
        onTime={hour.chooseTime}
        error={hour.error}
        errorId={errorId}
        disabled={disabled}
      />
      {hour.error?.field === 'form' && (
        <p className="field-error" id={errorId} role="alert">
          {hour.error.message}
        </p>
      )}
      {children}
    </form>
  );
}
