import { rangeText } from '~/domain/schedule/messages-hours.ts';
import type { CSSProperties } from 'react';
import type { AgendaBooking, AgendaCell as Cell, AgendaDay } from '~/domain/bookings/agenda-grid.ts';
import { agendaHours } from '~/domain/bookings/agenda-grid.ts';
import { agendaMessages as text } from '~/domain/bookings/messages-agenda.ts';
import type { AgendaAnswer } from '~/lib/api/admin/agenda.ts';
import AgendaCell, { type FreeChoice } from './AgendaCell.tsx';
import { dayLabel, shortDayLabel, type AgendaView } from './agenda-place.ts';
import { personCells } from '~/domain/staff/agenda-staff.ts';
import { staffPickerMessages } from '~/domain/staff/messages-picker.ts';

interface Column {
  key: string;
  date: string;
  heading: string;
  notes: string[];
  cellsAt: (row: number) => readonly Cell[];
}

function dayNotes(day: AgendaDay): string[] {
  if (day.closure) return [text.closure(day.closure)];
  if (day.closed) return [day.weekday === 2 ? text.tuesdayClosed : text.dayClosed];
  return [
    day.holiday ? text.holiday(day.holiday) : '',
    day.shortDay ? (day.hours ? text.shortDayRange(rangeText(day.hours)) : text.shortDay) : '',
  ].filter(Boolean);
}

/** Day view: a column per service, then one per person of the team. Week view: a column per day, each hour holding every shown service. */
function columnsOf(answer: AgendaAnswer, view: AgendaView): Column[] {
  if (view === 'dia') {
    const day = answer.days[0];
    if (!day) return [];
    const people = (answer.staff ?? []).map((person) => {
      const cells = personCells(person, day.date, answer.bookings, agendaHours);
      return {
        key: `persona-${person._id}`,
        date: day.date,
        heading: person.name,
        notes: [staffPickerMessages.personColumn],
        cellsAt: (row: number) => [cells[row]!],
      };
    });
    return [
      ...answer.services.map((service, index) => ({
        key: service._id,
        date: day.date,
        heading: service.name,
        notes: [`${service.durationMinutes} min`],
        cellsAt: (row: number) => [day.rows[row]!.cells[index]!],
      })),
      ...people,
    ];
  }
  return answer.days.map((day) => ({
    key: day.date,
    date: day.date,
    heading: shortDayLabel(day.date),
    notes: dayNotes(day),
    cellsAt: (row) => day.rows[row]!.cells,
  }));
}

interface Props {
  answer: AgendaAnswer;
  view: AgendaView;
  busy: boolean;
  onBooking: (booking: AgendaBooking) => void;
  onFree: (choice: FreeChoice) => void;
}

/** The grid: the hours 08:00–18:00 down, the services (a day) or the days (a week) across. */
export default function AgendaTable({ answer, view, busy, onBooking, onFree }: Props) {
  const columns = columnsOf(answer, view);
  const bookings = new Map(answer.bookings.map((booking) => [booking.slotId, booking]));
  const serviceNames = new Map(answer.services.map((service) => [service._id, service.name]));
  const firstDay = answer.days[0];
  const caption = view === 'dia' ? text.dayCaption(dayLabel(answer.from)) : text.weekCaption(dayLabel(answer.from), dayLabel(answer.to));
  return (
    <div className="admin-table-wrap agenda-wrap" role="region" aria-label={text.tableRegion} tabIndex={0} aria-busy={busy}>
      <table className={`agenda-table agenda-table-${view}`} style={{ '--agenda-columns': columns.length } as CSSProperties}>
        <caption>
          {caption}
          {view === 'dia' &&
            firstDay &&
            dayNotes(firstDay).map((note) => (
              <span key={note} className="agenda-caption-note">
                {note}
              </span>
            ))}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="agenda-hour-col">
              {text.hourColumn}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                <span className="agenda-col-title">{column.heading}</span>
                {view === 'semana' &&
                  column.notes.map((note) => (
                    <span key={note} className="agenda-col-note">
                      {note}
                    </span>
                  ))}
                {view === 'dia' && <span className="agenda-col-note">{column.notes[0]}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {agendaHours.map((time, row) => (
            <tr key={time}>
              <th scope="row" className="agenda-hour">
                {time}
              </th>
              {columns.map((column) => (
                <AgendaCell
                  key={column.key}
                  cells={column.cellsAt(row)}
                  date={column.date}
                  dateText={dayLabel(column.date)}
                  time={time}
                  bookings={bookings}
                  serviceNames={serviceNames}
                  showService={view === 'semana' && answer.services.length > 1}
                  onBooking={onBooking}
                  onFree={onFree}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
