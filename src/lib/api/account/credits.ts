/**
 * The signed-in customer's session packs ("bonos") and the credits left in each.
 */
import { apiRequest } from '~/lib/api/core.ts';

/** Usable packs first, then the used-up and expired ones (GET /api/profile/credits). */
export const getMyCredits = () => apiRequest<'GET /profile/credits'>('GET', 'profile/credits');
