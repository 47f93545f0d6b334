import { useId, useState, type FormEvent } from 'react';
import { agendaRange, agendaShortcuts, type AgendaShortcut } from '~/domain/bookings/agenda.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { RecordStatus } from '~/lib/api/admin/records.ts';
import { SelectField, TextField } from '~/islands/ui/Field.tsx';
import { filtersError, noFilters, type RecordsFilters as Filters } from './records.ts';
import './records-filters.css';

interface Props {
  statuses: readonly RecordStatus[];
  /** Reservations: the dates are the appointments', with "Hoy", "Mañana" and "Esta semana" beside them. */
  agenda: boolean;
  onApply: (filters: Filters) => void;
}

/**
 * From, to and status: applied with "Filtrar" (a wrong range is said beside "Hasta"), emptied
 * with "Limpiar". For reservations a shortcut fills both dates (Bogotá days) and applies them.
 */
export default function RecordsFilters({ statuses, agenda, onApply }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [problem, setProblem] = useState('');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = filtersError(draft);
    setProblem(found ?? '');
    if (!found) onApply(draft);
  }

  function clear() {
    setDraft(noFilters);
    setProblem('');
    onApply(noFilters);
  }

  function applyShortcut(shortcut: AgendaShortcut) {
    const next = { ...draft, ...agendaRange(shortcut, new Date()) };
    setDraft(next);
    setProblem('');
    onApply(next);
  }

  const isCurrent = (shortcut: AgendaShortcut) => {
    const range = agendaRange(shortcut, new Date());
    return draft.from === range.from && draft.to === range.to;
  };

  return (
    <form className="admin-filters" onSubmit={apply} aria-label={adminMessages.adminFiltersLabel} noValidate>
      <p className="field-hint admin-filters-note">{agenda ? adminMessages.adminDatesOfAppointment : adminMessages.adminDatesOfPurchase}</p>
      <TextField
        inputId={`${id}-from`}
        label={adminMessages.adminFrom}
        error={undefined}
        type="date"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        inputId={`${id}-to`}
        label={adminMessages.adminTo}
        error={problem || undefined}
        type="date"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      {agenda && (
        <div className="admin-filter-shortcuts" role="group" aria-label={adminMessages.adminAgendaShortcutsLabel}>
          {agendaShortcuts.map((shortcut) => (
            <button
              key={shortcut}
              type="button"
              className="btn btn-outline admin-btn-sm"
              aria-pressed={isCurrent(shortcut)}
              onClick={() => applyShortcut(shortcut)}
            >
              {adminMessages.adminAgendaShortcuts[shortcut]}
            </button>
          ))}
        </div>
      )}
      <SelectField
        inputId={`${id}-status`}
        label={adminMessages.adminColStatus}
        error={undefined}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value })}
      >
        <option value="">{adminMessages.adminAllStatuses}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <div className="admin-filter-actions">
        <button type="submit" className="btn admin-btn-sm">
          {adminMessages.adminApplyFilters}
        </button>
        <button type="button" className="btn btn-outline admin-btn-sm" onClick={clear}>
          {adminMessages.adminClearFilters}
        </button>
      </div>
    </form>
  );
}
