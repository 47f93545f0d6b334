import { agendaMessages as text } from '~/domain/bookings/messages-agenda.ts';
import { SelectField, TextField } from '~/islands/ui/Field.tsx';
import type { AgendaPlace, AgendaView } from './agenda-place.ts';

interface Props {
  place: AgendaPlace;
  choices: readonly { _id: string; name: string }[];
  onPlace: (place: AgendaPlace) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
}

/** Previous, Today and Next; the date; the day or week view; every service or one; print. */
export default function AgendaToolbar({ place, choices, onPlace, onStep, onToday }: Props) {
  const week = place.view === 'semana';
  return (
    <div className="agenda-toolbar" role="group" aria-label={text.toolbarLabel}>
      <div className="agenda-steps">
        <button
          type="button"
          className="btn btn-outline"
          aria-label={week ? text.previousWeek : text.previousDay}
          onClick={() => onStep(-1)}
        >
          <span aria-hidden="true">‹</span> {text.previous}
        </button>
        <button type="button" className="btn btn-outline" onClick={onToday}>
          {text.today}
        </button>
        <button type="button" className="btn btn-outline" aria-label={week ? text.nextWeek : text.nextDay} onClick={() => onStep(1)}>
          {text.next} <span aria-hidden="true">›</span>
        </button>
      </div>
      <TextField
        inputId="agenda-date"
        error={undefined}
        className="agenda-date"
        label={text.dateLabel}
        type="date"
        value={place.day}
        required
        onChange={(event) => {
          if (event.target.value) onPlace({ ...place, day: event.target.value });
        }}
      />
      <fieldset className="agenda-views">
        <legend>{text.viewLabel}</legend>
        {(['dia', 'semana'] as const satisfies readonly AgendaView[]).map((view) => (
          <label key={view} className={place.view === view ? 'agenda-view agenda-view-on' : 'agenda-view'}>
            <input
              type="radio"
              name="agenda-view"
              value={view}
              checked={place.view === view}
              onChange={() => onPlace({ ...place, view })}
            />
            {view === 'dia' ? text.viewDay : text.viewWeek}
          </label>
        ))}
      </fieldset>
      <SelectField
        inputId="agenda-service"
        error={undefined}
        className="agenda-service"
        label={text.serviceLabel}
        value={place.serviceId}
        onChange={(event) => onPlace({ ...place, serviceId: event.target.value })}
      >
        <option value="">{text.allServices}</option>
        {choices.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <button type="button" className="btn btn-secondary agenda-print" onClick={() => window.print()}>
        {text.print}
      </button>
    </div>
  );
}
