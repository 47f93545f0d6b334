import type { ScheduleDay } from '~/domain/schedule/shop-schedule.ts';
import { staffMessages as text } from '~/domain/staff/messages-staff.ts';
import { STAFF_NAME_MAX, TIME_OFF_REASON_MAX } from '~/domain/staff/staff.ts';
import type { Product } from '~/domain/catalogue/catalogue-schemas.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { plusIcon, trashIcon } from '~/islands/ui/icons/admin.ts';
import { halfHours, mondayFirst, weekdayNames } from '~/islands/admin/schedule/time-options.ts';
import { newKey, type PersonRow } from './staff-rows.ts';

interface Props {
  id: string;
  index: number;
  row: PersonRow;
  services: readonly Product[];
  onChange: (patch: Partial<PersonRow>) => void;
  onRemove: () => void;
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

function WeekFields({ id, week, onChange }: { id: string; week: ScheduleDay[]; onChange: (week: ScheduleDay[]) => void }) {
  const setDay = (weekday: number, patch: Partial<ScheduleDay>) =>
    onChange(week.map((day, index) => (index === weekday ? { ...day, ...patch } : day)));
  return (
    <fieldset className="admin-staff-week">
      <legend>{text.weekLegend}</legend>
      {mondayFirst.map((weekday) => {
        const name = weekdayNames[weekday] ?? '';
        const day = week[weekday]!;
        return (
          <div key={weekday} className="admin-staff-day">
            <label htmlFor={`${id}-${weekday}-open`}>
              <input
                id={`${id}-${weekday}-open`}
                type="checkbox"
                aria-label={text.worksLabel(name)}
                checked={day.open}
                onChange={(event) => setDay(weekday, { open: event.target.checked })}
              />{' '}
              {name.charAt(0).toUpperCase() + name.slice(1)}
            </label>
            <TimeSelect
              id={`${id}-${weekday}-from`}
              label={text.fromLabel(name)}
              value={day.from}
              disabled={!day.open}
              onChange={(from) => setDay(weekday, { from })}
            />
            <TimeSelect
              id={`${id}-${weekday}-to`}
              label={text.toLabel(name)}
              value={day.to}
              disabled={!day.open}
              onChange={(to) => setDay(weekday, { to })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** One person of the team: name, photo, services, weekly hours and time off. */
export default function PersonFields({ id, index, row, services, onChange, onRemove }: Props) {
  const setTimeOff = (at: number, patch: Partial<PersonRow['timeOff'][number]>) =>
    onChange({ timeOff: row.timeOff.map((off, position) => (position === at ? { ...off, ...patch } : off)) });
  return (
    <fieldset className="admin-group admin-staff-person">
      <legend>{text.personLegend(index + 1, row.name)}</legend>
      <div className="admin-staff-identity">
        <TextField
          inputId={`${id}-name`}
          label={text.nameLabel}
          error={undefined}
          type="text"
          autoComplete="off"
          maxLength={STAFF_NAME_MAX}
          value={row.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          inputId={`${id}-photo`}
          label={text.photoLabel}
          error={undefined}
          type="url"
          autoComplete="off"
          value={row.photo}
          onChange={(event) => onChange({ photo: event.target.value })}
        />
        <button type="button" className="btn btn-outline admin-btn-sm" aria-label={text.remove(row.name)} onClick={onRemove}>
          <Icon path={trashIcon} size={16} />
        </button>
      </div>
      <fieldset className="admin-staff-services">
        <legend>{text.servicesLegend}</legend>
        {services.length === 0 && <p className="field-hint">{text.noServices}</p>}
        {services.map((service) => (
          <label key={service._id}>
            <input
              type="checkbox"
              checked={row.serviceIds.includes(service._id)}
              onChange={(event) =>
                onChange({
                  serviceIds: event.target.checked
                    ? [...row.serviceIds, service._id]
                    : row.serviceIds.filter((serviceId) => serviceId !== service._id),
                })
              }
            />{' '}
            {service.productName}
          </label>
        ))}
      </fieldset>
      <WeekFields id={`${id}-week`} week={row.week} onChange={(week) => onChange({ week })} />
      <fieldset className="admin-staff-time-off">
        <legend>{text.timeOffLegend}</legend>
        {row.timeOff.map((off, at) => (
          <div key={off.key} className="admin-staff-off">
            <TextField
              inputId={`${id}-${off.key}-from`}
              label={text.timeOffFrom}
              error={undefined}
              type="date"
              value={off.from}
              onChange={(event) => setTimeOff(at, { from: event.target.value })}
            />
            <TextField
              inputId={`${id}-${off.key}-to`}
              label={text.timeOffTo}
              error={undefined}
              type="date"
              value={off.to}
              onChange={(event) => setTimeOff(at, { to: event.target.value })}
            />
            <TextField
              inputId={`${id}-${off.key}-reason`}
              label={text.timeOffReason}
              error={undefined}
              type="text"
              maxLength={TIME_OFF_REASON_MAX}
              value={off.reason}
              onChange={(event) => setTimeOff(at, { reason: event.target.value })}
            />
            <button
              type="button"
              className="btn btn-outline admin-btn-sm"
              aria-label={text.removeTimeOff}
              onClick={() => onChange({ timeOff: row.timeOff.filter((_, position) => position !== at) })}
            >
              <Icon path={trashIcon} size={16} />
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onChange({ timeOff: [...row.timeOff, { key: newKey('ausencia'), from: '', to: '', reason: '' }] })}
        >
          <Icon path={plusIcon} size={16} />
          {text.addTimeOff}
        </button>
      </fieldset>
    </fieldset>
  );
}
