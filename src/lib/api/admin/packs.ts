/**
 * The session packs sold (/admin-panel/promociones, "Bonos vendidos").
 */
import { apiRequest, type ApiData } from '~/lib/api/core.ts';

/** One customer's packs (`PackCredit`s); `customer` is null when the account is gone. */
export type CustomerPacks = ApiData<'GET /admin/packs'>[number];

/** Every pack paid, per customer, newest purchase first, with its sessions used and left (GET /api/admin/packs). */
export const listSoldPacks = () => apiRequest<'GET /admin/packs'>('GET', 'admin/packs');
