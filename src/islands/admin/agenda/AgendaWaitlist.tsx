/**
 * The waitlists of the agenda's days, under the grid: each full hour people wait for, how many, and
 * who in order (the first is offered the next freed place), read again with the agenda.
 */
import { useEffect, useState } from 'react';
import { bogotaMoment } from '~/domain/schedule/schedule.ts';
import { formatHour, formatShortDay } from '~/domain/shared/dates.ts';
import { waitlistAdminMessages as t, waitlistStateWords } from '~/domain/waitlist/messages-waitlist.ts';
import { fetchWaitlistLines } from '~/lib/api/waitlist.ts';
import type { ApiData } from '~/lib/api/core.ts';
import { agendaRangeOf, type AgendaPlace } from './agenda-place.ts';

type Lines = ApiData<'GET /admin/waitlist'>;

export default function AgendaWaitlist({ place, round }: { place: AgendaPlace; round: unknown }) {
  const [lines, setLines] = useState<Lines | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const query = { ...agendaRangeOf(place), ...(place.serviceId ? { serviceId: place.serviceId } : {}) };
    fetchWaitlistLines(query, controller.signal)
      .then(({ data }) => {
        setLines(data);
        setFailed(false);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [place, round]);

  return (
    <section className="agenda-waitlist" aria-labelledby="agenda-waitlist-title">
      <h2 id="agenda-waitlist-title">{t.title}</h2>
      {failed && <p className="field-error">{t.fetchError}</p>}
      {lines && lines.length === 0 && <p>{t.empty}</p>}
      {lines && lines.length > 0 && (
        <ul className="agenda-waitlist-lines">
          {lines.map((line) => (
            <li key={`${line.serviceId}|${line.date}|${line.time}`} data-waitlist-line={`${line.date} ${line.time}`}>
              <p>
                <strong>
                  {formatShortDay(line.date)}, {formatHour(line.time)}
                </strong>{' '}
                {line.serviceName}: <span className="agenda-waitlist-count">{t.waiting(line.waiting)}</span>
              </p>
              <ol>
                {line.people.map((person) => (
                  <li key={`${person.email}|${person.joinedAt}`}>
                    {person.email} · {waitlistStateWords[person.status] ?? person.status}
                    {person.offeredUntil ? ` (${t.offeredUntil(formatHour(bogotaMoment(new Date(person.offeredUntil)).time))})` : ''}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
