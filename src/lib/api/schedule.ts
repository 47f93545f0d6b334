/**
 * The owner's hours as the shop's pickers read them: the week and the closures and special days not
 * over yet (GET /api/schedule). The server decides every booking; this only lets a picker say early.
 */
import type { publicSchedule } from '../../../functions/services/schedule/shop-hours.ts';
import { apiRequest, type ServiceResult } from './core.ts';

export type PublicSchedule = ServiceResult<typeof publicSchedule>;

/** GET /api/schedule */
export const getPublicSchedule = (signal?: AbortSignal) => apiRequest<PublicSchedule>('GET', 'schedule', { signal });
