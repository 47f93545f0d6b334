/**
 * The signed-in user as every page's header sees it, and signing out.
 */
import { apiRequest } from './core.ts';

/** The signed-in user; a 401 means signed out (GET /api/user-details). */
export const getSessionUser = () => apiRequest<'GET /user-details'>('GET', 'user-details');

/** Ends the session on the server and clears its cookie (POST /api/userLogout). */
export const logOut = () => apiRequest<'POST /userLogout'>('POST', 'userLogout', { body: {} });
