/**
 * The signed-in user as every page's header sees it, and signing out.
 */
import type { PublicUser } from '~/domain/account-schemas.ts';
import { apiRequest } from './core.ts';

/** The signed-in user; a 401 means signed out (GET /api/user-details). */
export const getSessionUser = () => apiRequest<PublicUser>('GET', 'user-details');

/** Ends the session on the server and clears its cookie (POST /api/userLogout). */
export const logOut = () => apiRequest<undefined>('POST', 'userLogout', { body: {} });
