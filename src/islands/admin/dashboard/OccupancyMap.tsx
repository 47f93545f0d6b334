/**
 * The occupancy of service hours: a weekday × hour table whose cells are shaded by how many
 * appointments fall in them over a range of weeks (darker is busier). It is a table, so it reads
 * as one. The dashboard shows two: the 8 weeks that end with the period, and the 4 weeks ahead.
 */
import { dashboardMessages as t } from '~/domain/owner/messages-dashboard.ts';
import { hourLabel } from '~/domain/schedule/schedule.ts';
import type { Dashboard } from '~/lib/api/admin/stats.ts';
import EmptyState from '~/islands/ui/EmptyState.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The shop's service hours; a busier hour outside them widens the table. */
const FIRST_HOUR = 9;
const LAST_HOUR = 18;

/** 0 for an empty cell, then 1 to 4 by quarters of the busiest cell. */
export function shadeOf(count: number, busiest: number): number {
  return count === 0 || busiest === 0 ? 0 : Math.ceil((count / busiest) * 4);
}

/** How many appointments the map counts. */
export const appointmentsIn = (occupancy: Dashboard['occupancy']) => occupancy.cells.reduce((total, cell) => total + cell.count, 0);

interface Props {
  /** The heading's id (the section is named by it). */
  id: string;
  title: string;
  intro: string;
  empty: string;
  occupancy: Dashboard['occupancy'];
}

export default function OccupancyMap({ id, title, intro, empty, occupancy }: Props) {
  const counts = new Map(occupancy.cells.map((cell) => [`${cell.weekday} ${cell.hour}`, cell.count]));
  const busiest = Math.max(0, ...occupancy.cells.map((cell) => cell.count));
  const hours = occupancy.cells.map((cell) => cell.hour);
  const first = Math.min(FIRST_HOUR, ...hours);
  const last = Math.max(LAST_HOUR, ...hours);
  const rows = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <section className="admin-card dashboard-occupancy" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="dashboard-note">{intro}</p>
      {busiest === 0 ? (
        <EmptyState look="panel">{empty}</EmptyState>
      ) : (
        <div className="dashboard-table-wrap">
          <table className="dashboard-heat">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columnHour}</th>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col">
                    <abbr title={t.weekday(weekday)}>{t.weekday(weekday).slice(0, 3)}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((hour) => (
                <tr key={hour}>
                  <th scope="row">{hourLabel(hour)}</th>
                  {WEEKDAYS.map((weekday) => {
                    const count = counts.get(`${weekday} ${hour}`) ?? 0;
                    return (
                      <td key={weekday} className={`dashboard-heat-${shadeOf(count, busiest)}`}>
                        {count > 0 ? count : <span className="visually-hidden">{count}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
