/**
 * The hours' texts of a prebuilt page follow the owner's current hours without a rebuild: the page
 * paints the build's texts first, then, once the browser is idle, this reads GET /api/schedule and
 * rewrites every list marked `data-hours-list` whose lines differ (the counter's, the appointments',
 * a service's starts).
 */
import { type BusinessHours } from '~/domain/schedule/business-hours.ts';
import { hoursMessages } from '~/domain/schedule/messages-hours.ts';
import { businessHoursOf } from '~/domain/schedule/schedule-hours.ts';
import { getPublicSchedule } from '~/lib/api/schedule.ts';

/** The lines a marked list says under the given hours. */
export function hoursListLines(list: HTMLElement, hours: BusinessHours): string[] | null {
  const kind = list.dataset.hoursList;
  if (kind === 'counter') return hoursMessages.counterLines(hours);
  if (kind === 'appointments') {
    const { firstStart, lastStart } = list.dataset;
    const window = firstStart && lastStart ? { firstHour: Number(firstStart), lastHour: Number(lastStart) } : null;
    return [...hoursMessages.appointmentLines(hours), ...(window ? [hoursMessages.serviceStartsLine(window, hours)] : [])];
  }
  return null;
}

function rewrite(list: HTMLElement, lines: readonly string[]) {
  const current = [...list.querySelectorAll(':scope > li')].map((item) => item.textContent ?? '');
  if (current.length === lines.length && current.every((line, index) => line === lines[index])) return;
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
}

/** Reads the owner's hours once and brings every marked list of the page up to date. */
export async function refreshHoursTexts(root: ParentNode = document): Promise<void> {
  const lists = [...root.querySelectorAll<HTMLElement>('[data-hours-list]')];
  if (lists.length === 0) return;
  const { data } = await getPublicSchedule();
  const hours = businessHoursOf(data.schedule, data.closures);
  for (const list of lists) {
    const lines = hoursListLines(list, hours);
    if (lines) rewrite(list, lines);
  }
}
