import { useId, useState, type FormEvent } from 'react';
import { adminMessages } from '~/domain/messages-admin.ts';
import type { RecordStatus } from '~/lib/api/admin/records.ts';
import { SelectField, TextField } from '~/islands/ui/Field.tsx';
import { filtersError, noFilters, type RecordsFilters as Filters } from './records.ts';
import './records-filters.css';

interface Props {
  statuses: readonly RecordStatus[];
  onApply: (filters: Filters) => void;
}

/** From, to and status: applied with "Filtrar" (a wrong range is said beside "Hasta"), emptied with "Limpiar". */
export default function RecordsFilters({ statuses, onApply }: Props) {
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

  return (
    <form className="admin-filters" onSubmit={apply} aria-label={adminMessages.adminFiltersLabel} noValidate>
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
