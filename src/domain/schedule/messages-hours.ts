/**
 * Spanish texts of the shop's hours, every one derived from the hours it is given (today's, by
 * default): the counter's and the appointments' week, the hours a picker offers to start at, and the
 * notices of Sundays and holidays. No hour is written here by hand.
 */
import {
  closedWeekdays,
  defaultBusinessHours,
  hoursOn,
  isShortened,
  minutesOfHour,
  pickerStarts,
  sameHours,
  type BusinessHours,
  type DayHours,
  type WeeklyHours,
} from './business-hours.ts';

/** Weekday names, 0 = Sunday; the plural is the same but for Saturday and Sunday. */
const dayNames: readonly string[] = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const dayName = (weekday: number) => dayNames[weekday] ?? '';
const dayPlurals: readonly string[] = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

/** "lunes", "domingos": a weekday's plural name (0 = Sunday). */
export const weekdayPlural = (weekday: number) => dayPlurals[weekday] ?? '';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "9:00 am", "1:00 pm", "12:00 pm", and "6:30 pm" for 18.5. */
export function hourText(hour: number): string {
  const minutes = minutesOfHour(hour);
  const whole = Math.floor(minutes / 60);
  const twelve = whole % 12 === 0 ? 12 : whole % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${whole % 24 < 12 ? 'am' : 'pm'}`;
}

/** "9:00 am a 4:00 pm". */
export function rangeText(day: DayHours): string {
  return `${hourText(day.opens)} a ${hourText(day.closes)}`;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

/** Monday-first position of a weekday (0 = Sunday), so a week reads from Monday. */
const mondayFirst = (weekday: number) => (weekday + 6) % 7;

/**
 * A set of weekdays in words, as runs of consecutive days that may wrap past Sunday: Wednesday to
 * Monday is "miércoles a lunes"; Monday with Wednesday to Saturday is "lunes y miércoles a sábado".
 */
export function weekdaysText(weekdays: readonly number[]): string {
  const days = new Set(weekdays);
  if (days.size === 7) return 'todos los días';
  if (days.size === 0) return '';
  const missing = [0, 1, 2, 3, 4, 5, 6].find((weekday) => !days.has(weekday)) ?? 0;
  const runs: number[][] = [];
  for (let step = 1; step <= 7; step++) {
    const weekday = (missing + step) % 7;
    if (!days.has(weekday)) continue;
    const last = runs.at(-1);
    if (last && (last.at(-1)! + 1) % 7 === weekday) last.push(weekday);
    else runs.push([weekday]);
  }
  runs.sort((a, b) => mondayFirst(a[0]!) - mondayFirst(b[0]!));
  // Two days in a row are named one by one; three or more as "first a last".
  return joinWords(runs.flatMap((run) => (run.length < 3 ? run.map(dayName) : [`${dayName(run[0]!)} a ${dayName(run.at(-1)!)}`])));
}

/** The closed weekdays' plural names, from Monday. */
function closedPlurals(schedule: WeeklyHours): string[] {
  return closedWeekdays(schedule)
    .sort((a, b) => mondayFirst(a) - mondayFirst(b))
    .map((weekday) => dayPlurals[weekday] ?? '');
}

/**
 * A week in lines: the weekdays grouped by their hours, the closed weekdays, then Sundays and
 * holidays. A Sunday alone in its hours that holidays share is said once, as "Domingos y festivos".
 */
export function weekLines(schedule: WeeklyHours): string[] {
  const sunday = schedule.week[0];
  const sundayWithHolidays = sunday !== null && sameHours(sunday, schedule.holidays);
  const groups: { hours: DayHours; weekdays: number[] }[] = [];
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = schedule.week[weekday];
    if (!hours) continue;
    const group = groups.find((candidate) => sameHours(candidate.hours, hours));
    if (group) group.weekdays.push(weekday);
    else groups.push({ hours, weekdays: [weekday] });
  }
  const lines = groups
    .filter((group) => !(sundayWithHolidays && group.weekdays.length === 1 && group.weekdays[0] === 0))
    .map((group) => `${capitalized(weekdaysText(group.weekdays))}: ${rangeText(group.hours)}`);
  const closed = closedPlurals(schedule);
  if (closed.length > 0) lines.push(`Cerrado todos los ${joinWords(closed)}`);
  if (sundayWithHolidays) lines.push(`Domingos y festivos: ${rangeText(sunday)}`);
  else lines.push(schedule.holidays ? `Festivos: ${rangeText(schedule.holidays)}` : 'Festivos: cerrado');
  return lines;
}

/** The longest regular day of a schedule, the one a picker's usual hours are read on. */
function longestDay(schedule: WeeklyHours): DayHours | null {
  return schedule.week.reduce<DayHours | null>(
    (longest, day) => (day && (!longest || day.closes - day.opens > longest.closes - longest.opens) ? day : longest),
    null,
  );
}

const startsText = (starts: { firstHour: number; lastHour: number }) => `de ${hourText(starts.firstHour)} a ${hourText(starts.lastHour)}`;

/** A window's starts on a usual day, and on Sundays and holidays when they differ: "de 9:00 am a 1:00 pm". */
function windowStartsText(window: { firstHour: number; lastHour: number }, hours: BusinessHours): string {
  const usual = pickerStarts(window, longestDay(hours.appointments));
  const short = pickerStarts(window, hours.appointments.holidays);
  if (!usual) return '';
  const shortNote =
    short && (short.firstHour !== usual.firstHour || short.lastHour !== usual.lastHour)
      ? `; domingos y festivos, ${startsText(short)}`
      : '';
  return `${startsText(usual)}${shortNote}`;
}

export const hoursMessages = {
  counterTitle: 'Tienda y recogidas',
  appointmentsTitle: 'Citas de servicios',
  counterListLabel: 'Horario de la tienda',
  appointmentsListLabel: 'Horario de citas',
  counterLines: (hours: BusinessHours = defaultBusinessHours) => weekLines(hours.counter),
  appointmentLines: (hours: BusinessHours = defaultBusinessHours) => weekLines(hours.appointments),

  /** What a picker offers: the start hours of its window on a usual day, and on Sundays and holidays when they differ. */
  pickerStarts: (window: { firstHour: number; lastHour: number }, hours: BusinessHours = defaultBusinessHours) => {
    const starts = windowStartsText(window, hours);
    return starts ? `En este calendario eliges la hora de inicio ${starts}.` : '';
  },

  /** The line a service's page adds to its hours: the same starts its picker offers. */
  serviceStartsLine: (window: { firstHour: number; lastHour: number }, hours: BusinessHours = defaultBusinessHours) => {
    const starts = windowStartsText(window, hours);
    return starts ? `Este servicio empieza ${starts}` : 'Este servicio no tiene horas de inicio por ahora';
  },

  /** The date field's hint: the days appointments are taken and the days closed. */
  pickerDateHint: (hours: BusinessHours = defaultBusinessHours) => {
    const week = hours.appointments.week;
    const open = week.flatMap((day, weekday) => (day ? [weekday] : []));
    const closed = closedPlurals(hours.appointments);
    const openText = open.length === 7 ? 'todos los días' : `de ${weekdaysText(open)}`;
    return closed.length > 0 ? `Atendemos ${openText}; los ${joinWords(closed)} estamos cerrados.` : `Atendemos ${openText}.`;
  },

  /** Beside the hours of a chosen day: exactly the first and the last start the picker offers on it. */
  dayStarts: (first: number, last: number) => `Ese día eliges la hora de inicio ${startsText({ firstHour: first, lastHour: last })}.`,

  /** The date field's hint once an open day is chosen: its own hours, a special day's with the owner's reason. */
  chosenDayHint: (weekday: number, day: DayHours, special: string | null) =>
    special ? `Ese día (${special}) atendemos de ${rangeText(day)}.` : `Los ${weekdayPlural(weekday)} atendemos de ${rangeText(day)}.`,

  /** On a Sunday picked in a picker whose hours get shorter then. */
  sundayNotice: (hours: BusinessHours = defaultBusinessHours) => {
    const sunday = hoursOn(hours.appointments, 0, false);
    return sunday && isShortened(hours.appointments, sunday) ? `Los domingos atendemos de ${rangeText(sunday)}.` : null;
  },
  holidayNotice: (name: string, hours: BusinessHours = defaultBusinessHours) =>
    hours.appointments.holidays
      ? `Festivo (${name}): atendemos de ${rangeText(hours.appointments.holidays)}.`
      : `Festivo (${name}): cerrado.`,
  shortDayHours: (hours: BusinessHours = defaultBusinessHours) =>
    hours.appointments.holidays
      ? `Los domingos y festivos atendemos de ${rangeText(hours.appointments.holidays)}. Por favor elige otra hora.`
      : 'Los festivos estamos cerrados. Por favor elige otro día.',
  /** The agenda's note on a short day. */
  agendaShortDay: (hours: BusinessHours = defaultBusinessHours) =>
    hours.appointments.holidays ? `Horario corto: ${rangeText(hours.appointments.holidays)}` : 'Horario corto',
};
