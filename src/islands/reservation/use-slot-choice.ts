import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $shopHours } from '~/stores/shop-hours.ts';
import { closedDayMessage, slotChoiceMessage, type SlotOption } from '~/domain/bookings/reservation-picker.ts';
import type { PickerError } from './SlotFields.tsx';

/**
 * The date and hour a picker is choosing, and the message a choice gets at once: a closed day for
 * the date, a past or taken hour for the time. A new date clears the hour.
 */
export function useSlotChoice() {
  const hours = useStore($shopHours);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<PickerError | null>(null);

  function chooseDate(next: string) {
    setDate(next);
    setTime('');
    const closed = next ? closedDayMessage(next, new Date(), hours) : null;
    setError(closed ? { field: 'date', message: closed } : null);
  }

  function chooseTime(option: SlotOption) {
    setTime(option.time);
    const refusal = slotChoiceMessage(option);
    setError(refusal ? { field: 'time', message: refusal } : null);
  }

  return { date, time, setTime, error, setError, chooseDate, chooseTime };
}
