/**
 * The search page's results, and their address for the page's early preload.
 */
import type { Product } from '~/domain/catalogue-schemas.ts';
import { apiRequest, apiUrl } from './core.ts';

/**
 * The query as the page's address gives it: `description` is passed on as it is ('true' or
 * 'false'; the server refuses anything else), like the rest of the address.
 */
type SearchQuery = { q: string; description: string };

/** The search page preloads this address; the island's request (same address) then takes that answer. */
export const searchUrl = (query: SearchQuery) => apiUrl('search', query);

/** Case- and accent-insensitive (GET /api/search). */
export const searchProducts = (query: SearchQuery, signal?: AbortSignal) => apiRequest<Product[]>('GET', 'search', { query, signal });
