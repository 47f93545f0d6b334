/** The schedule capability's front door: all that other capabilities may import from it. */
export { SCHEDULE_SETTING_ID, readClosures, readSchedule, shopHours } from './shop-hours.ts';
