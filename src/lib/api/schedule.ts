/**
 * The owner's hours as the shop's pickers read them: the week and the closures and special days not
 * over yet (GET /api/schedule). The server decides every booking; this only lets a picker say early.
 */
import { apiRequest, type ApiData } from './core.ts';

export type PublicSchedule = ApiData<'GET /schedule'>;

/** GET /api/schedule */
export const getPublicSchedule = (signal?: AbortSignal) => apiRequest<'GET /schedule'>('GET', 'schedule', { signal });
