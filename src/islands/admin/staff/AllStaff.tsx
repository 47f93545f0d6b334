// First: it must run before any schema is built.
import '~/lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { staffMessages as text } from '~/domain/staff/messages-staff.ts';
import type { StaffMember } from '~/domain/staff/staff.ts';
import { getStaff, saveStaff } from '~/lib/api/admin/staff.ts';
import { toast } from '~/lib/toast.ts';
import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { useBookableServices } from '~/islands/admin/records/phone/use-bookable-services.ts';
import AffectedBooking from '~/islands/admin/schedule/AffectedBooking.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { plusIcon } from '~/islands/ui/icons/admin.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import EmptyState from '~/islands/ui/EmptyState.tsx';
import PersonFields from './PersonFields.tsx';
import { bodyOf, newPerson, rowsOf, type PersonRow } from './staff-rows.ts';
import '~/islands/admin/common/admin-forms.css';
import '~/islands/admin/schedule/schedule.css';
import './staff.css';

type Affected = Awaited<ReturnType<typeof saveStaff>>['data']['affected'];

/** /admin-panel/equipo: the shop's people, their services, hours and time off, saved whole. */
export default function AllStaff() {
  return (
    <AdminGate>
      <StaffSection />
    </AdminGate>
  );
}

function StaffSection() {
  const { items, loadError, load } = useAdminList(getStaff, (error) => serverMessageOr(error, text.loadError));
  return (
    <>
      <ListState look="panel" error={loadError} onRetry={() => void load()} loading={!items && !loadError && adminMessages.adminLoading} />
      {items && <StaffEditor initial={items} />}
    </>
  );
}

function StaffEditor({ initial }: { initial: readonly StaffMember[] }) {
  const id = useId();
  const { services, error: servicesError } = useBookableServices();
  const [rows, setRows] = useState<PersonRow[]>(() => rowsOf(initial));
  const [affected, setAffected] = useState<Affected>([]);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const change = (index: number, patch: Partial<PersonRow>) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setSaving(true);
    try {
      const { data, message } = await saveStaff(bodyOf(rows));
      setRows(rowsOf(data.staff));
      setAffected(data.affected);
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
    <form className="form admin-staff" onSubmit={save} noValidate>
      {rows.length === 0 && <EmptyState look="panel">{text.empty}</EmptyState>}
      <FormAlert message={servicesError} />
      <ul className="admin-staff-list">
        {rows.map((row, index) => (
          <li key={row.key}>
            <PersonFields
              id={`${id}-${row.key}`}
              index={index}
              row={row}
              services={services ?? []}
              onChange={(patch) => change(index, patch)}
              onRemove={() => setRows((all) => all.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ul>
      <div className="admin-staff-actions">
        <button type="button" className="btn btn-outline" onClick={() => setRows((all) => [...all, newPerson()])}>
          <Icon path={plusIcon} size={16} />
          {text.add}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? text.saving : text.save}
        </button>
      </div>
      <FormAlert message={formError} />
      {affected.length > 0 && (
        <section className="admin-staff-affected" aria-label={text.affectedTitle}>
          <h2>{text.affectedTitle}</h2>
          <p>{text.affectedIntro}</p>
          <ul>
            {affected.map((booking) => (
              <AffectedBooking key={booking.lineId} booking={booking} onChanged={() => void save()} />
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}
