import { useId, useState, type FormEvent } from 'react';
import type { Carrier } from '~/domain/shipments/carriers.ts';
import { trackingPatternProblem } from '~/domain/shipments/carriers.ts';
import { shipmentMessages as t } from '~/domain/shipments/messages-shipments.ts';
import { saveCarriers } from '~/lib/api/admin/carriers.ts';
import { toast } from '~/lib/toast.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';

interface Props {
  initial: Carrier[];
  onCancel: () => void;
  onSaved: () => void;
}

interface Row {
  key: number;
  name: string;
  trackingUrl: string;
}

/** A row's problem (a Spanish text), or null: a name, and an https pattern with {guia} when there is one. */
function rowProblem(row: Row): string | null {
  if (row.name.trim().length < 2) return t.carrierNameInvalid;
  return row.trackingUrl.trim() ? trackingPatternProblem(row.trackingUrl.trim()) : null;
}

/** The carriers' editor: names and tracking patterns, rows added and removed, the whole list saved in one write. */
export default function CarriersEditor({ initial, onCancel, onSaved }: Props) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    initial.map((carrier, key) => ({ key, name: carrier.name, trackingUrl: carrier.trackingUrl ?? '' })),
  );
  const [next, setNext] = useState(initial.length);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (key: number, change: Partial<Row>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = rows.map(rowProblem).find(Boolean) ?? (rows.length === 0 ? t.carriersCount : null);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const { message } = await saveCarriers({
        carriers: rows.map((row) => ({ name: row.name.trim(), trackingUrl: row.trackingUrl.trim() || null })),
      });
      toast.success(message ?? t.carriersSaved);
      onSaved();
    } catch (failure) {
      setError(serverMessageOr(failure, t.carriersLoadError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="admin-carriers-editor">
      <p className="field-hint">{t.carriersIntro}</p>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="admin-carrier-row">
          <legend className="visually-hidden">{row.name || t.carriersAdd}</legend>
          <label htmlFor={`${id}-name-${index}`}>{t.carrierName}</label>
          <input
            id={`${id}-name-${index}`}
            value={row.name}
            maxLength={60}
            onChange={(event) => update(row.key, { name: event.target.value })}
          />
          <label htmlFor={`${id}-url-${index}`}>{t.carrierPattern}</label>
          <input
            id={`${id}-url-${index}`}
            type="url"
            inputMode="url"
            value={row.trackingUrl}
            maxLength={300}
            placeholder="https://…{guia}"
            onChange={(event) => update(row.key, { trackingUrl: event.target.value })}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
          >
            {t.carriersRemove(row.name)}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          setRows((all) => [...all, { key: next, name: '', trackingUrl: '' }]);
          setNext(next + 1);
        }}
      >
        {t.carriersAdd}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={saving}>
          {t.carriersSave}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t.carriersCancel}
        </button>
      </div>
    </form>
  );
}
