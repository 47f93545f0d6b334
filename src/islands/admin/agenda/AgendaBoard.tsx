import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import type { AgendaBooking } from '~/domain/bookings/agenda-grid.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { agendaMessages as text } from '~/domain/bookings/messages-agenda.ts';
import { bogotaMoment } from '~/domain/schedule/schedule.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import { Loading } from '~/islands/admin/common/AdminGate.tsx';
import type { FreeChoice } from './AgendaCell.tsx';
import AgendaTable from './AgendaTable.tsx';
import AgendaToolbar from './AgendaToolbar.tsx';
import AgendaWaitlist from './AgendaWaitlist.tsx';
import { agendaSearch, readAgendaPlace, stepAgendaPlace, type AgendaPlace } from './agenda-place.ts';
import ListState from '~/islands/ui/ListState.tsx';
import { useAgenda } from './use-agenda.ts';
import './agenda.css';
import './agenda-print.css';

// Loaded when their dialogs first open: the grid needs neither the record's detail nor the phone form.
const AgendaBookingDetail = lazy(() => import('./AgendaBookingDetail.tsx'));
const ManualReservationForm = lazy(() => import('~/islands/admin/records/phone/ManualReservationForm.tsx'));

const today = () => bogotaMoment(new Date()).date;

/** The agenda: where it stands (kept in the address), the grid, and the dialogs its cells open. */
export default function AgendaBoard() {
  const [place, setPlace] = useState<AgendaPlace>(() => readAgendaPlace(window.location.search, today()));
  const { answer, error, loading, reload } = useAgenda(place);
  const [booking, setBooking] = useState<AgendaBooking | null>(null);
  const [freeHour, setFreeHour] = useState<FreeChoice | null>(null);

  // The address always names the day and the view, so a bookmark keeps them.
  const writePlaceToAddress = useEffectEvent(() => window.history.replaceState(window.history.state, '', agendaSearch(place)));
  useEffect(() => {
    writePlaceToAddress();
    const back = () => setPlace(readAgendaPlace(window.location.search, today()));
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
    // Once: later places are pushed by `go`.
  }, []);

  function go(next: AgendaPlace) {
    window.history.pushState(null, '', agendaSearch(next));
    setPlace(next);
  }

  const record = booking?.recordId ? answer?.records.find((candidate) => candidate._id === booking.recordId) : undefined;

  return (
    <>
      <AgendaToolbar
        place={place}
        choices={answer?.choices ?? []}
        onPlace={go}
        onStep={(direction) => go(stepAgendaPlace(place, direction))}
        onToday={() => go({ ...place, day: today() })}
      />
      <ListState look="panel" error={error} onRetry={reload} loading={!answer && !error && adminMessages.adminLoading} />
      <p className="visually-hidden" role="status">
        {loading && answer ? text.refreshing : ''}
      </p>
      {answer && (
        // The view of the answer on screen (a day has one date), not of the one on its way.
        <AgendaTable
          answer={answer}
          view={answer.days.length === 1 ? 'dia' : 'semana'}
          busy={loading}
          onBooking={setBooking}
          onFree={setFreeHour}
        />
      )}
      <AgendaWaitlist place={place} round={answer} />

      <Dialog
        open={booking !== null}
        size="wide"
        title={booking?.reference ? text.detailTitle(booking.reference) : text.detailFallbackTitle}
        onClose={() => setBooking(null)}
      >
        {booking && (
          <Suspense fallback={<Loading />}>
            <AgendaBookingDetail booking={booking} record={record} onChanged={reload} />
          </Suspense>
        )}
      </Dialog>
      <Dialog open={freeHour !== null} title={adminMessages.adminNewReservationTitle} onClose={() => setFreeHour(null)}>
        {freeHour && (
          <Suspense fallback={<Loading />}>
            <ManualReservationForm
              initial={{ serviceId: freeHour.serviceId, reservationDate: freeHour.date, reservationTime: freeHour.time }}
              onCancel={() => setFreeHour(null)}
              onCreated={() => {
                setFreeHour(null);
                reload();
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
