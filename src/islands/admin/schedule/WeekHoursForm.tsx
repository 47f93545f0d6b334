import { useEffect, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { scheduleMessages as t } from '~/domain/schedule/messages-schedule.ts';
import { defaultSchedule, type ShopSchedule } from '~/domain/schedule/shop-schedule.ts';
import { getSchedule, saveSchedule } from '~/lib/api/admin/schedule.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import ListState from '~/islands/ui/ListState.tsx';
import WeekTable from './WeekTable.tsx';

/** The weekly hours of appointments and of the counter, saved whole. */
export default function WeekHoursForm() {
  const [schedule, setSchedule] = useState<ShopSchedule | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function load(signal?: AbortSignal) {
    setLoadError(null);
    try {
      setSchedule((await getSchedule(signal)).data);
    } catch (failure) {
      if (!signal?.aborted) setLoadError(failure instanceof ApiError ? failure.message : t.loadError);
    }
  }
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!schedule) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await saveSchedule(schedule);
      setSchedule(answer.data);
      toast.success(answer.message ?? t.scheduleSaved);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
    } finally {
      setSaving(false);
    }
  }

  if (!schedule)
    return <ListState look="panel" error={loadError} onRetry={() => void load()} loading={!loadError && adminMessages.adminLoading} />;
  return (
    <form className="schedule-form" onSubmit={(event) => void save(event)} noValidate>
      <WeekTable
        idPrefix="citas"
        legend={t.appointmentsLegend}
        hint={t.appointmentsHint}
        week={schedule}
        onChange={(week) => setSchedule({ ...schedule, ...week })}
      />
      <WeekTable
        idPrefix="tienda"
        legend={t.counterLegend}
        week={schedule.counter}
        onChange={(counter) => setSchedule({ ...schedule, counter })}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="schedule-actions">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? t.savingSchedule : t.saveSchedule}
        </button>
        <button type="button" className="btn btn-secondary" disabled={saving} onClick={() => setSchedule(defaultSchedule)}>
          {t.resetDefaults}
        </button>
      </div>
    </form>
  );
}
