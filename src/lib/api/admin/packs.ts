/**
 * The session packs sold (/admin-panel/promociones, "Bonos vendidos").
 */
import type { packsSold } from '../../../../functions/services/promotions/session-packs.ts';
import { apiRequest, type ServiceResult } from '~/lib/api/core.ts';

/** One customer's packs (`PackCredit`s); `customer` is null when the account is gone. */
export type CustomerPacks = ServiceResult<typeof packsSold>[number];

/** Every pack paid, per customer, newest purchase first, with its sessions used and left (GET /api/admin/packs). */
export const listSoldPacks = () => apiRequest<CustomerPacks[]>('GET', 'admin/packs');
