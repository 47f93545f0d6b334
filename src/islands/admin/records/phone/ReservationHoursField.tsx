import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { closedDayMessage } from '~/domain/bookings/reservation-picker.ts';
import type { BusinessHours } from '~/domain/schedule/business-hours.ts';
import { hoursMessages } from '~/domain/schedule/messages-hours.ts';
import { closedDayRefusal, type Availability } from '~/domain/schedule/schedule.ts';

const hourOf = (time: string) => Number(time.slice(0, 2));
import type { AvailabilityState } from '~/lib/use-availability.ts';
import { RequiredMark } from '~/islands/ui/Field.tsx';
import { useStore } from '@nanostores/react';
import { $shopHours } from '~/stores/shop-hours.ts';
import './reservation-hours.css';

interface Props {
  /** The prefix of the radios' ids and their group's name. */
  idPrefix: string;
  date: string;
  time: string;
  /** Whether a service and a date are chosen, so the hours can be asked for. */
  ready: boolean;
  availability: AvailabilityState;
  error: string | undefined;
  onChoose: (time: string) => void;
}

/** A day the server says is closed, in the words a customer gets (the day's name, or the closure's reason). */
function closedMessage(answer: Availability, hours: BusinessHours): string {
  return answer.reason
    ? closedDayRefusal({ reason: answer.reason, closure: answer.closure }, answer.date, hours)
    : adminMessages.adminDayClosed;
}

/** The id of the radio of an hour; the first free one takes the focus when no hour is chosen. */
export const hourRadioId = (idPrefix: string, time: string) => `${idPrefix}-hour-${time.replace(':', '')}`;

/** What stands above the hours: what to do first, loading, a closed day, a holiday, or no hour left. */
function HoursStatus({ date, ready, availability }: Pick<Props, 'date' | 'ready' | 'availability'>) {
  const { answer, loading, failed } = availability;
  // A closed day is known without asking (Tuesdays, past days, too far ahead).
  const hours = useStore($shopHours);
  const closedHere = date ? closedDayMessage(date, new Date(), hours) : null;
  const free = answer?.slots.filter((slot) => slot.available).length ?? 0;
  // Beside the hours, exactly the starts the server offers for this service that day.
  const first = answer && !answer.closed ? answer.slots[0] : undefined;
  const last = answer && !answer.closed ? answer.slots.at(-1) : undefined;
  return (
    <>
      {!ready && <p className="field-hint">{adminMessages.adminPickServiceAndDate}</p>}
      {ready && closedHere && <p className="field-error">{closedHere}</p>}
      {loading && <p className="field-hint">{adminMessages.adminLoadingHours}</p>}
      {failed && <p className="field-error">{adminMessages.adminHoursFetchError}</p>}
      {answer?.closed && <p className="field-error">{closedMessage(answer, hours)}</p>}
      {answer?.holiday && <p className="field-hint">{hoursMessages.holidayNotice(answer.holiday, hours)}</p>}
      {first && last && <p className="field-hint picker-starts">{hoursMessages.dayStarts(hourOf(first.time), hourOf(last.time))}</p>}
      {answer && !answer.closed && free === 0 && <p className="field-error">{adminMessages.adminNoFreeHours}</p>}
    </>
  );
}

/** The hours of the chosen day as the server has them: taken ones shown, and not choosable. */
export default function ReservationHoursField({ idPrefix, date, time, ready, availability, error, onChoose }: Props) {
  const statusId = `${idPrefix}-hours-status`;
  const errorId = `${idPrefix}-hours-error`;
  const slots = availability.answer?.slots ?? [];
  return (
    <fieldset className="field admin-span-2 admin-hours" aria-describedby={`${errorId} ${statusId}`}>
      <legend>
        {adminMessages.adminReservationTime}
        <RequiredMark />
      </legend>
      <div id={statusId} className="admin-hours-status" aria-live="polite">
        <HoursStatus date={date} ready={ready} availability={availability} />
      </div>
      {slots.length > 0 && (
        <div className="admin-slots">
          {slots.map((slot) => (
            <label key={slot.time} className={slot.available ? 'admin-slot' : 'admin-slot admin-slot-taken'}>
              <input
                type="radio"
                id={hourRadioId(idPrefix, slot.time)}
                name={`${idPrefix}-hour`}
                value={slot.time}
                disabled={!slot.available}
                checked={time === slot.time}
                onChange={() => onChoose(slot.time)}
              />
              <span>{slot.time}</span>
              {!slot.available && <span className="admin-slot-note">{adminMessages.adminSlotTaken}</span>}
            </label>
          ))}
        </div>
      )}
      <p className="field-error" id={errorId} aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
