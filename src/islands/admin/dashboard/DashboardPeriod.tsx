/**
 * The dashboard's period: the last 7, 30 or 90 days (Bogotá), or two dates of the owner's choice.
 * Every figure follows it.
 */
import { useState, type FormEvent } from 'react';
import { dashboardMessages as t } from '~/domain/owner/messages-dashboard.ts';
import { bogotaMoment } from '~/domain/schedule/schedule.ts';
import { lastDays, statsPeriodDays, type DateRange } from '~/domain/owner/stats.ts';
import { TextField } from '~/islands/ui/Field.tsx';

type Choice = (typeof statsPeriodDays)[number] | 'custom';

export default function DashboardPeriod({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const today = bogotaMoment(new Date()).date;
  const preset = statsPeriodDays.find((days) => {
    const last = lastDays(days, today);
    return last.from === range.from && last.to === range.to;
  });
  const [choice, setChoice] = useState<Choice>(preset ?? 'custom');
  const [custom, setCustom] = useState<DateRange>(range);

  function choose(next: Choice) {
    setChoice(next);
    if (next !== 'custom') onChange(lastDays(next, today));
  }
  function applyCustom(event: FormEvent) {
    event.preventDefault();
    if (custom.from && custom.to) onChange(custom);
  }

  return (
    <form className="dashboard-period" onSubmit={applyCustom}>
      <fieldset>
        <legend>{t.periodLegend}</legend>
        <div className="dashboard-period-options">
          {[...statsPeriodDays, 'custom' as const].map((option) => (
            <label key={option} className="dashboard-period-option">
              <input type="radio" name="period" value={option} checked={choice === option} onChange={() => choose(option)} />
              {option === 'custom' ? t.periodCustom : t.periodLast(option)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' && (
        <div className="dashboard-period-custom">
          <TextField
            inputId="period-from"
            label={t.periodFrom}
            error={undefined}
            type="date"
            value={custom.from}
            max={custom.to || today}
            onChange={(event) => setCustom({ ...custom, from: event.target.value })}
          />
          <TextField
            inputId="period-to"
            label={t.periodTo}
            error={undefined}
            type="date"
            value={custom.to}
            min={custom.from}
            max={today}
            onChange={(event) => setCustom({ ...custom, to: event.target.value })}
          />
          <button type="submit" className="btn btn-primary admin-btn-sm">
            {t.periodApply}
          </button>
        </div>
      )}
    </form>
  );
}
