import { useEffect, useState } from 'react';
import { defaultBusinessHours, type BusinessHours } from '~/domain/schedule/business-hours.ts';
import { closedDayMessage } from '~/domain/bookings/reservation-picker.ts';
import type { PlacesAvailability } from '~/domain/bookings/resource-places.ts';
import { getAvailability } from './api/reservations.ts';

export type AvailabilityState = { answer: PlacesAvailability | null; loading: boolean; failed: boolean };

/**
 * The server's taken and free hours of a service on a date; asked again whenever either changes,
 * or when `refresh` does (after a booking the server refused because the hour was taken, say). A day
 * closed under the owner's `hours` (the pickers' `$shopHours`) is not asked about.
 */
export function useAvailability(
  serviceId: string,
  date: string,
  refresh = 0,
  hours: BusinessHours = defaultBusinessHours,
): AvailabilityState {
  const [state, setState] = useState<AvailabilityState>({ answer: null, loading: false, failed: false });
  useEffect(() => {
    if (!serviceId || !date || closedDayMessage(date, new Date(), hours)) {
      setState({ answer: null, loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState({ answer: null, loading: true, failed: false });
    getAvailability(serviceId, date, controller.signal)
      .then(({ data }) => setState({ answer: data, loading: false, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ answer: null, loading: false, failed: true });
      });
    return () => controller.abort();
  }, [serviceId, date, refresh, hours]);
  return state;
}
