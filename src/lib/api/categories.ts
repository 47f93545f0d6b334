/**
 * The catalogue's categories, for the directory page and the admin's product form.
 */
import { apiRequest } from './core.ts';

export const getCategories = (signal?: AbortSignal) => apiRequest<'GET /get-categoryProduct'>('GET', 'get-categoryProduct', { signal });
