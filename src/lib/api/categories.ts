/**
 * The catalogue's categories, for the directory page and the admin's product form.
 */
import type { Category } from '~/domain/catalogue-schemas.ts';
import { apiRequest } from './core.ts';

export const getCategories = (signal?: AbortSignal) => apiRequest<Category[]>('GET', 'get-categoryProduct', { signal });
