/**
 * The agenda of the place shown: read again when the place changes (the previous answer stays on
 * screen meanwhile) or when asked, after a change made from the page.
 */
import { useCallback, useEffect, useState } from 'react';
import { agendaMessages } from '~/domain/bookings/messages-agenda.ts';
import { getAgenda, type AgendaAnswer } from '~/lib/api/admin/agenda.ts';
import { agendaRangeOf, type AgendaPlace } from './agenda-place.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';

export function useAgenda(place: AgendaPlace) {
  const [answer, setAnswer] = useState<AgendaAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const query = { ...agendaRangeOf(place), ...(place.serviceId ? { serviceId: place.serviceId } : {}) };
    getAgenda(query, controller.signal)
      .then(({ data }) => {
        setAnswer(data);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(serverMessageOr(failure, agendaMessages.fetchError));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [place, round]);

  return { answer, error, loading, reload };
}
