/**
 * The owner's hours as the pickers know them: today's hours until GET /api/schedule answers (once
 * per page, when the first picker needs them), then the saved week with its closures and special
 * days. The server still decides every booking; this only lets a picker tell a closed day at once.
 */
import { atom, onMount } from 'nanostores';
import { defaultBusinessHours, type BusinessHours } from '~/domain/schedule/business-hours.ts';
import { businessHoursOf } from '~/domain/schedule/schedule-hours.ts';
import { getPublicSchedule } from '~/lib/api/schedule.ts';

export const $shopHours = atom<BusinessHours>(defaultBusinessHours);

let asked = false;

onMount($shopHours, () => {
  if (asked) return;
  asked = true;
  getPublicSchedule()
    .then(({ data }) => $shopHours.set(businessHoursOf(data.schedule, data.closures)))
    .catch(() => {
      // Today's hours stay; the server's availability answers still tell the truth. Asked again on the next mount.
      asked = false;
    });
});
