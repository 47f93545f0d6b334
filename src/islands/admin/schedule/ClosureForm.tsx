import { useId, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { scheduleMessages as t } from '~/domain/schedule/messages-schedule.ts';
import { createClosure } from '~/lib/api/admin/schedule.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { halfHours } from './time-options.ts';

/**
 * A new closure, or a special day when the owner gives it hours (the reason's hint then says who
 * reads it: only the owner, since the day stays open). The server checks every field.
 */
export default function ClosureForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [special, setSpecial] = useState(false);
  const [opens, setOpens] = useState('09:00');
  const [closes, setCloses] = useState('13:00');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const answer = await createClosure({ from, to: to || from, reason, ...(special ? { hours: { from: opens, to: closes } } : {}) });
      toast.success(answer.message ?? t.closureCreated);
      setFrom('');
      setTo('');
      setReason('');
      setSpecial(false);
      onCreated();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.unexpectedResponse);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="schedule-closure-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="schedule-closure-fields">
        <label htmlFor={`${id}-from`}>{t.closureFrom}</label>
        <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <label htmlFor={`${id}-to`}>{t.closureTo}</label>
        <input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        <label htmlFor={`${id}-reason`}>{t.closureReason}</label>
        <input
          id={`${id}-reason`}
          type="text"
          maxLength={120}
          value={reason}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="field-hint" id={`${id}-reason-hint`}>
          {special ? t.specialReasonHint : t.closureReasonHint}
        </p>
      </div>
      <label className="schedule-special-toggle">
        <input type="checkbox" checked={special} onChange={(event) => setSpecial(event.target.checked)} />
        {t.specialHoursToggle}
      </label>
      {special && (
        <div className="schedule-closure-fields">
          <label htmlFor={`${id}-opens`}>{t.specialFrom}</label>
          <select id={`${id}-opens`} value={opens} onChange={(event) => setOpens(event.target.value)}>
            {halfHours.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
          <label htmlFor={`${id}-closes`}>{t.specialTo}</label>
          <select id={`${id}-closes`} value={closes} onChange={(event) => setCloses(event.target.value)}>
            {halfHours.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={saving}>
        {special ? t.addSpecialDay : t.addClosure}
      </button>
    </form>
  );
}
