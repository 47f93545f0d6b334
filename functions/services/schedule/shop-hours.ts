/**
 * The owner's schedule in the store: one `settings` document (`_id: 'schedule'`) holds the weekly
 * hours and the closures and special days, so every request reads all the hours it needs in one
 * read. No document, or no saved week, means today's hours (defaultBusinessHours).
 */
import { pageCacheTags } from '../../../src/domain/shared/page-cache.ts';
import type { BusinessHours } from '../../../src/domain/schedule/business-hours.ts';
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import { businessHoursOf, defaultSchedule, type Closure, type ShopSchedule } from '../../../src/domain/schedule/shop-schedule.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import type { SettingDoc } from '../../store/documents.ts';

export const SCHEDULE_SETTING_ID = 'schedule';

async function scheduleSetting(store: Store): Promise<SettingDoc | null> {
  return store.collection('settings').findOne({ _id: SCHEDULE_SETTING_ID });
}

/** The hours every booking rule reads: the saved week (today's by default) with its closures and special days. */
export async function shopHours(store: Store): Promise<BusinessHours> {
  const setting = await scheduleSetting(store);
  return businessHoursOf(setting?.schedule, setting?.closures ?? []);
}

/** The saved schedule, or today's hours when the owner never saved one. */
export async function readSchedule(store: Store): Promise<ShopSchedule> {
  return (await scheduleSetting(store))?.schedule ?? defaultSchedule;
}

/** The closures and special days, earliest first. */
export async function readClosures(store: Store): Promise<Closure[]> {
  const closures = (await scheduleSetting(store))?.closures ?? [];
  return [...closures].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/**
 * Saves the whole week (the closures stay as they are: one `$set` of the `schedule` field), then
 * asks for the rebuild that puts the new hours in the pages' texts, as a catalogue change does.
 */
export async function saveSchedule(deps: AppDeps, schedule: ShopSchedule): Promise<ShopSchedule> {
  const saved: ShopSchedule = {
    week: schedule.week.map(({ open, from, to }) => ({ open, from, to })),
    holidays: { open: schedule.holidays.open, from: schedule.holidays.from, to: schedule.holidays.to },
    counter: {
      week: schedule.counter.week.map(({ open, from, to }) => ({ open, from, to })),
      holidays: { open: schedule.counter.holidays.open, from: schedule.counter.holidays.from, to: schedule.counter.holidays.to },
    },
  };
  await deps.store.collection('settings').updateOne({ _id: SCHEDULE_SETTING_ID }, { $set: { schedule: saved } }, { upsert: true });
  // Every page says the hours (the footer, a service's booking box).
  await deps.publisher.schedule([pageCacheTags.shop]);
  return saved;
}

/** GET /api/schedule, for the pickers and the pages: the week, and the closures and special days not over yet. */
export async function publicSchedule(deps: AppDeps): Promise<{ schedule: ShopSchedule; closures: Closure[] }> {
  const setting = await scheduleSetting(deps.store);
  const today = bogotaMoment(deps.clock()).date;
  const closures = (setting?.closures ?? [])
    .filter((closure) => closure.to >= today)
    .map(({ _id, from, to, reason, hours }) => ({ _id, from, to, reason, hours }))
    .sort((a, b) => a.from.localeCompare(b.from));
  return { schedule: setting?.schedule ?? defaultSchedule, closures };
}
