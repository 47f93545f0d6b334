import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $shopHours } from '~/stores/shop-hours.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { bookableRange, slotOptions, type SlotOption } from '~/domain/bookings/reservation-picker.ts';
import { hoursMessages } from '~/domain/schedule/messages-hours.ts';
import { exceptionOn } from '~/domain/schedule/business-hours.ts';
import { appointmentHoursOn, holidayName, isShortDay, weekdayOf, type BookingWindow } from '~/domain/schedule/schedule.ts';
import type { AvailabilityState } from '~/lib/use-availability.ts';
import { useTypedBeforeHydration } from '~/islands/ui/use-typed-before-hydration.ts';
import { placesLabel } from '~/domain/bookings/resource-places.ts';
import type { ServiceBuffers } from '~/domain/schedule/booking-hours.ts';

export type PickerField = 'service' | 'date' | 'time' | 'form';
export interface PickerError {
  field: PickerField;
  message: string;
}

interface Props {
  idPrefix: string;
  /** The service's start window as the page knows it; the server's answer for the chosen day wins. */
  window: BookingWindow;
  /** How long the chosen service lasts: only the hours it still ends by closing are offered. */
  durationMinutes: number;
  /** Its preparation and cleanup: only the hours they fit the day's hours are offered. */
  buffers?: ServiceBuffers | undefined;
  date: string;
  time: string;
  availability: AvailabilityState;
  onDate: (date: string) => void;
  onTime: (option: SlotOption) => void;
  error: PickerError | null;
  /** The id the error paragraph takes, for the invalid field's aria-describedby. */
  errorId: string;
  disabled?: boolean;
}

/** The date and hour of a reservation, with the hours the server says are taken and those already past. */
export default function SlotFields({
  idPrefix,
  window,
  durationMinutes,
  buffers,
  date,
  time,
  availability,
  onDate,
  onTime,
  error,
  errorId,
  disabled = false,
}: Props) {
  // Today (Bogotá) is read in the browser once hydrated: the prebuilt HTML must not carry a build-day date.
  const shopHours = useStore($shopHours);
  const [range, setRange] = useState<{ min: string; max: string } | null>(null);
  useEffect(() => setRange(bookableRange(new Date())), []);
  // A date typed while the picker was still prebuilt HTML is the visitor's choice.
  const dateRef = useTypedBeforeHydration<HTMLInputElement>(date, onDate);

  const dateId = `${idPrefix}-date`;
  const dateHintId = `${idPrefix}-date-hint`;
  const dateError = error?.field === 'date';
  const timeError = error?.field === 'time';
  const starts = (availability.answer?.date === date ? availability.answer.starts : undefined) ?? window;
  const options = date && range ? slotOptions(date, starts, durationMinutes, new Date(), availability.answer, shopHours, buffers) : [];
  // The chosen day's own hours: a special day's (with the owner's reason), else its weekday's or the holidays'.
  const dayHours = date && !dateError ? appointmentHoursOn(date, shopHours) : null;
  const special = date && dayHours ? exceptionOn(shopHours, date) : null;
  const holiday = date && !special ? (availability.answer?.holiday ?? holidayName(date)) : null;
  const notice = holiday
    ? hoursMessages.holidayNotice(holiday, shopHours)
    : date && !special && isShortDay(date, shopHours) && weekdayOf(date) === 0
      ? hoursMessages.sundayNotice(shopHours)
      : null;
  const dateHint =
    dayHours && !holiday
      ? hoursMessages.chosenDayHint(weekdayOf(date), dayHours, special?.reason ?? null)
      : hoursMessages.pickerDateHint(shopHours);
  // Beside the hours, exactly the starts offered on the chosen day; before a day, the window on a usual day.
  const startsHint =
    options.length > 0
      ? hoursMessages.dayStarts(Number(options[0]!.time.slice(0, 2)), Number(options.at(-1)!.time.slice(0, 2)))
      : hoursMessages.pickerStarts(starts, shopHours);

  let hours;
  if (!date || dateError) hours = !date ? <p className="field-hint">{cartMessages.pickerChooseDateFirst}</p> : null;
  else if (availability.loading)
    hours = (
      <p className="field-hint" role="status">
        {cartMessages.pickerLoadingHours}
      </p>
    );
  else if (options.length > 0 && options.every((option) => option.state !== 'available'))
    hours = (
      <p className="field-hint slot-none" role="status">
        {cartMessages.pickerNoHours}
      </p>
    );
  else
    hours = (
      <div className="slot-grid">
        {options.map((option) => (
          <label key={option.time} className={`slot slot-${option.state}`}>
            <input
              type="radio"
              name={`${idPrefix}-time`}
              value={option.time}
              checked={time === option.time}
              disabled={disabled}
              onChange={() => onTime(option)}
              aria-invalid={timeError && time === option.time ? true : undefined}
              aria-describedby={timeError && time === option.time ? errorId : undefined}
            />
            <span className="slot-time">{option.time}</span>
            {option.places !== undefined && <span className="slot-state slot-places"> {placesLabel(option.places)}</span>}
            {option.state !== 'available' && (
              <span className="slot-state"> {option.state === 'past' ? cartMessages.pickerSlotPast : cartMessages.pickerSlotTaken}</span>
            )}
          </label>
        ))}
      </div>
    );

  return (
    <div className="slot-fields">
      <div className="field">
        <label htmlFor={dateId}>
          {cartMessages.pickerDateLabel} <span aria-hidden="true">*</span>
        </label>
        <p className="field-hint" id={dateHintId}>
          {dateHint}
        </p>
        <input
          ref={dateRef}
          id={dateId}
          type="date"
          required
          value={date}
          min={range?.min}
          max={range?.max}
          disabled={disabled}
          onChange={(event) => onDate(event.target.value)}
          aria-invalid={dateError || undefined}
          aria-describedby={dateError ? `${dateHintId} ${errorId}` : dateHintId}
        />
        {dateError && (
          <p className="field-error" id={errorId} role="alert">
            {error.message}
          </p>
        )}
        {notice && !dateError && <p className="field-notice">{notice}</p>}
      </div>
      <fieldset className="field slot-hours">
        <legend>
          {cartMessages.pickerTimeLegend} <span aria-hidden="true">*</span>
        </legend>
        <p className="field-hint picker-starts">{startsHint}</p>
        {hours}
        {availability.failed && !dateError && <p className="field-hint">{cartMessages.pickerHoursError}</p>}
        {timeError && (
          <p className="field-error" id={errorId} role="alert">
            {error.message}
          </p>
        )}
      </fieldset>
    </div>
  );
}
