import type { ScheduleDay, ScheduleWeek } from '~/domain/schedule/shop-schedule.ts';
import { scheduleMessages as t } from '~/domain/schedule/messages-schedule.ts';
import { halfHours, mondayFirst, weekdayNames } from './time-options.ts';

interface Props {
  /** The ids' prefix: `citas` or `tienda`. */
  idPrefix: string;
  legend: string;
  hint?: string;
  week: ScheduleWeek;
  onChange: (week: ScheduleWeek) => void;
}

function TimeSelect({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <select id={id} aria-label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
      {halfHours.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

/** One row: open or closed, from, to. A closed day keeps its hours, greyed out. */
function DayRow({ id, name, day, onChange }: { id: string; name: string; day: ScheduleDay; onChange: (day: ScheduleDay) => void }) {
  return (
    <tr className={day.open ? undefined : 'schedule-closed-row'}>
      <th scope="row">{name.charAt(0).toUpperCase() + name.slice(1)}</th>
      <td>
        <input
          type="checkbox"
          id={`${id}-open`}
          aria-label={t.openLabel(name)}
          checked={day.open}
          onChange={(event) => onChange({ ...day, open: event.target.checked })}
        />
      </td>
      <td>
        <TimeSelect
          id={`${id}-from`}
          label={t.fromLabel(name)}
          value={day.from}
          disabled={!day.open}
          onChange={(from) => onChange({ ...day, from })}
        />
      </td>
      <td>
        <TimeSelect
          id={`${id}-to`}
          label={t.toLabel(name)}
          value={day.to}
          disabled={!day.open}
          onChange={(to) => onChange({ ...day, to })}
        />
      </td>
    </tr>
  );
}

/** A week's hours as a table: Monday to Sunday, then holidays. */
export default function WeekTable({ idPrefix, legend, hint, week, onChange }: Props) {
  const setDay = (weekday: number, day: ScheduleDay) =>
    onChange({ ...week, week: week.week.map((current, index) => (index === weekday ? day : current)) });
  return (
    <fieldset className="schedule-week">
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <table className="schedule-table">
        <thead>
          <tr>
            <th scope="col">{t.dayColumn}</th>
            <th scope="col">{t.openColumn}</th>
            <th scope="col">{t.fromColumn}</th>
            <th scope="col">{t.toColumn}</th>
          </tr>
        </thead>
        <tbody>
          {mondayFirst.map((weekday) => (
            <DayRow
              key={weekday}
              id={`${idPrefix}-${weekday}`}
              name={weekdayNames[weekday] ?? ''}
              day={week.week[weekday]!}
              onChange={(day) => setDay(weekday, day)}
            />
          ))}
          <DayRow
            id={`${idPrefix}-festivos`}
            name={t.holidaysRow.toLowerCase()}
            day={week.holidays}
            onChange={(holidays) => onChange({ ...week, holidays })}
          />
        </tbody>
      </table>
    </fieldset>
  );
}
