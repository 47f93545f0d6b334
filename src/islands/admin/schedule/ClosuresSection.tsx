import { useCallback, useEffect, useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { messages } from '~/domain/shared/messages.ts';
import { scheduleMessages as t } from '~/domain/schedule/messages-schedule.ts';
import { deleteClosure, getClosures, type ClosureView } from '~/lib/api/admin/schedule.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import ConfirmButton from '~/islands/ui/ConfirmButton.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import AffectedBooking from './AffectedBooking.tsx';
import ClosureForm from './ClosureForm.tsx';

/** One closure or special day, and the bookings it leaves out. */
function ClosureCard({ closure, onChanged }: { closure: ClosureView; onChanged: () => void }) {
  const range = t.closureRange(closure.from, closure.to);
  async function remove() {
    try {
      await deleteClosure(closure._id);
      toast.success(t.closureDeleted);
      onChanged();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
    }
  }
  return (
    <article className="schedule-closure" aria-label={`${range}: ${closure.reason}`}>
      <header className="schedule-closure-head">
        <h3>
          {range} · {closure.reason}
        </h3>
        <span className="schedule-closure-kind">
          {closure.hours ? t.specialLabel(closure.hours.from, closure.hours.to) : t.closedLabel}
        </span>
        <ConfirmButton
          className="btn btn-secondary"
          title={t.deleteClosureTitle}
          question={t.deleteClosureQuestion(range)}
          confirmLabel={t.deleteClosure}
          onConfirm={remove}
        >
          {t.deleteClosure}
        </ConfirmButton>
      </header>
      {closure.affected.length === 0 ? (
        <p className="field-hint">{t.noAffected}</p>
      ) : (
        <>
          <h4>{t.affectedTitle(closure.affected.length)}</h4>
          <ul className="schedule-affected-list">
            {closure.affected.map((booking) => (
              <AffectedBooking key={booking.lineId} booking={booking} onChanged={onChanged} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/** The closures and special days to come, and the form for a new one. */
export default function ClosuresSection() {
  const [closures, setClosures] = useState<ClosureView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(null);
    try {
      setClosures((await getClosures(signal)).data);
    } catch (failure) {
      if (!signal?.aborted) setLoadError(failure instanceof ApiError ? failure.message : t.closuresLoadError);
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section className="schedule-closures" id="cierres" aria-labelledby="cierres-title">
      <h2 id="cierres-title">{t.closuresTitle}</h2>
      <p className="field-hint">{t.closuresIntro}</p>
      <ClosureForm onCreated={() => void load()} />
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!closures && !loadError && adminMessages.adminLoading}
        empty={closures && closures.length === 0 && t.noClosures}
      />
      {closures?.map((closure) => (
        <ClosureCard key={closure._id} closure={closure} onChanged={() => void load()} />
      ))}
    </section>
  );
}
