import type { AgendaBooking, AgendaCell as Cell } from '~/domain/bookings/agenda-grid.ts';
import { agendaMessages as text } from '~/domain/bookings/messages-agenda.ts';
import { resourceMessages } from '~/domain/bookings/messages-resources.ts';
import { formatCop } from '~/domain/money/money.ts';
import { staffPickerMessages } from '~/domain/staff/messages-picker.ts';

export interface FreeChoice {
  /** The one free service, or '' when several are free (the form asks which). */
  serviceId: string;
  date: string;
  time: string;
}

interface Props {
  /** The cells of one hour: one service's (day view), or every shown service's (week view). */
  cells: readonly Cell[];
  date: string;
  /** The date as read aloud, for the free hour's name. */
  dateText: string;
  time: string;
  bookings: ReadonlyMap<string, AgendaBooking>;
  serviceNames: ReadonlyMap<string, string>;
  /** Name the service beside each entry (a week of several services). */
  showService: boolean;
  onBooking: (booking: AgendaBooking) => void;
  onFree: (choice: FreeChoice) => void;
}

const stateRank = { booked: 0, held: 1, free: 2, closed: 3 } as const;

function BookingButton({ booking, showService, onOpen }: { booking: AgendaBooking; showService: boolean; onOpen: () => void }) {
  return (
    <button type="button" className="agenda-booking" onClick={onOpen}>
      <span className="agenda-tag">{text.booked}</span>
      <span className="agenda-customer">{booking.customer || booking.reference || text.paymentBeingWritten}</span>
      {showService && <span className="agenda-line">{booking.serviceName}</span>}
      {booking.staffName && <span className="agenda-line">{staffPickerMessages.withPerson(booking.staffName)}</span>}
      <span className="agenda-line">{text.span(booking.time, booking.endTime, booking.durationMinutes)}</span>
      <span className="agenda-line">
        {booking.balance === 0
          ? text.paid
          : booking.paid > 0
            ? text.depositAndBalance(formatCop(booking.paid), formatCop(booking.balance))
            : text.balanceDue(formatCop(booking.balance))}{' '}
        · {booking.channel === 'telefono' ? text.byPhone : text.online}
      </span>
      {booking.homeAddress !== null && (
        <span className="agenda-line agenda-home">
          {text.atHome}
          {booking.homeAddress ? `: ${booking.homeAddress}` : ''}
        </span>
      )}
      {/* The front desk's sheet: the phone to call and the notes (the screen has them in the booking's detail). */}
      {booking.phone && <span className="agenda-line agenda-print-only">{text.phone(booking.phone)}</span>}
      {booking.notes && <span className="agenda-line agenda-print-only">{text.notes(booking.notes)}</span>}
    </button>
  );
}

/** One hour of the grid: its bookings (open the detail), holds, a free hour (books by phone there), or why it is closed. */
export default function AgendaCell({ cells, date, dateText, time, bookings, serviceNames, showService, onBooking, onFree }: Props) {
  const nameOf = (serviceId: string) => serviceNames.get(serviceId) ?? '';
  const free = cells.filter((cell) => cell.state === 'free');
  const freeShown = showService && free.length > 1 ? text.freeCount(free.length) : text.free;
  const state = cells.reduce<Cell['state']>((best, cell) => (stateRank[cell.state] < stateRank[best] ? cell.state : best), 'closed');
  const closed = cells.find((cell) => cell.state === 'closed');
  const hasOpenEntry = cells.some((cell) => cell.state !== 'closed');
  return (
    <td className={`agenda-cell agenda-${state}`}>
      {cells.map((cell) => {
        const covering = cell.continues ? bookings.get(cell.continues) : undefined;
        return covering ? (
          <p key={`sigue-${cell.serviceId}`} className={cell.buffer ? 'agenda-continues agenda-turnover' : 'agenda-continues'}>
            <span aria-hidden="true">↳ </span>
            {cell.buffer ? text.turnover(cell.buffer, covering.time, covering.customer) : text.continues(covering.time, covering.customer)}
            {showService && ` · ${covering.serviceName}`}
          </p>
        ) : null;
      })}
      {cells.map((cell) => {
        if (cell.state === 'booked') {
          // A long booking's later hour: its note above says whose; the booking is shown at its start.
          if (cell.continues === cell.booking) return null;
          // A resource with several places: every booking of the service in that hour.
          const shown = [cell.booking, ...(cell.also ?? [])].flatMap((id) => bookings.get(id) ?? []);
          return shown.map((booking) => (
            <BookingButton key={booking.slotId} booking={booking} showService={showService} onOpen={() => onBooking(booking)} />
          ));
        }
        if (cell.state === 'held') {
          return (
            <p key={cell.serviceId} className="agenda-hold" title={text.heldHint}>
              <span className="agenda-tag">{text.held(cell.minutesLeft)}</span>
              {showService && <span className="agenda-line">{nameOf(cell.serviceId)}</span>}
            </p>
          );
        }
        return null;
      })}
      {free.length > 0 && (
        <button
          type="button"
          className="agenda-free-btn"
          aria-label={
            free.length === 1
              ? text.freeCellLabel(time, dateText, nameOf(free[0]!.serviceId))
              : text.freeCellsLabel(freeShown, time, dateText)
          }
          onClick={() => onFree({ serviceId: free.length === 1 ? free[0]!.serviceId : '', date, time })}
        >
          {freeShown}
        </button>
      )}
      {!hasOpenEntry && closed?.state === 'closed' && <span className="agenda-closed-text">{text.closed[closed.reason]}</span>}
      {cells.map((cell) =>
        cell.use ? (
          <span
            key={`uso-${cell.serviceId}`}
            className="agenda-use"
            title={resourceMessages.useLabel(nameOf(cell.serviceId), cell.use.used, cell.use.capacity)}
          >
            {resourceMessages.use(cell.use.used, cell.use.capacity)}
            {showService && ` · ${nameOf(cell.serviceId)}`}
          </span>
        ) : null,
      )}
    </td>
  );
}
