// First: it must run before the schemas are built (src/domain/bookings/resources.ts builds one).
import '~/lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { resourceMessages as text } from '~/domain/bookings/messages-resources.ts';
import { MAX_RESOURCE_CAPACITY, RESOURCE_NAME_MAX, type Resource } from '~/domain/bookings/resources.ts';
import { getResources, saveResources } from '~/lib/api/admin/resources.ts';
import { toast } from '~/lib/toast.ts';
import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import Icon from '~/islands/ui/Icon.tsx';
import { plusIcon, trashIcon } from '~/islands/ui/icons/admin.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { FormAlert, TextField } from '~/islands/ui/Field.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import '~/islands/admin/common/admin-forms.css';
import './resources.css';
import EmptyState from '~/islands/ui/EmptyState.tsx';

/** A row being edited: a new resource has no id yet; the capacity is the text typed. */
interface Row {
  key: string;
  _id?: string;
  name: string;
  capacity: string;
}

const rowsOf = (resources: readonly Resource[]): Row[] =>
  resources.map((resource) => ({ key: resource._id, _id: resource._id, name: resource.name, capacity: String(resource.capacity) }));

/** /admin-panel/recursos: the shared resources and how many of each, saved whole. */
export default function AllResources() {
  return (
    <AdminGate>
      <ResourcesSection />
    </AdminGate>
  );
}

function ResourcesSection() {
  const { items, loadError, load } = useAdminList(getResources, (error) => serverMessageOr(error, text.loadError));
  return (
    <>
      <ListState look="panel" error={loadError} onRetry={() => void load()} loading={!items && !loadError && adminMessages.adminLoading} />
      {items && <ResourcesEditor key={items.map((resource) => `${resource._id}:${resource.capacity}`).join()} initial={items} />}
    </>
  );
}

let newRows = 0;

function ResourcesEditor({ initial }: { initial: readonly Resource[] }) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const resources = rows.map((row) => ({
        ...(row._id ? { _id: row._id } : {}),
        name: row.name,
        capacity: row.capacity.trim() === '' ? Number.NaN : Number(row.capacity),
      }));
      const { data, message } = await saveResources({ resources });
      setRows(rowsOf(data));
      setFormError('');
      toast.success(message ?? text.saved);
    } catch (error) {
      const message = serverMessageOr(error, text.saveError);
      setFormError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form admin-resources" onSubmit={save} noValidate>
      {rows.length === 0 && <EmptyState look="panel">{text.empty}</EmptyState>}
      <ul className="admin-resource-list">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="admin-group admin-resource-row">
              <legend className="visually-hidden">{text.rowLegend(index + 1)}</legend>
              <TextField
                inputId={`${id}-${row.key}-name`}
                label={text.nameLabel}
                error={undefined}
                type="text"
                autoComplete="off"
                maxLength={RESOURCE_NAME_MAX}
                value={row.name}
                onChange={(event) => change(index, { name: event.target.value })}
              />
              <TextField
                inputId={`${id}-${row.key}-capacity`}
                label={text.capacityLabel}
                hint={text.capacityHint}
                error={undefined}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_RESOURCE_CAPACITY}
                step={1}
                value={row.capacity}
                onChange={(event) => change(index, { capacity: event.target.value })}
              />
              <button
                type="button"
                className="btn btn-outline admin-btn-sm"
                aria-label={text.remove(row.name)}
                onClick={() => setRows((all) => all.filter((_, at) => at !== index))}
              >
                <Icon path={trashIcon} size={16} />
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="admin-resource-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setRows((all) => [...all, { key: `nuevo-${(newRows += 1)}`, name: '', capacity: '1' }])}
        >
          <Icon path={plusIcon} size={16} />
          {text.add}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? text.saving : text.save}
        </button>
      </div>
      <FormAlert message={formError} />
    </form>
  );
}
