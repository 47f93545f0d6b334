/**
 * The browser's client for the shop API. Every answer is the envelope
 * `{ success, error, message?, data? }`; a failure becomes an `ApiError` carrying the server's
 * Spanish message, so islands can show it as it is.
 */
import { messages } from '../../domain/messages.ts';

export class ApiError extends Error {
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

interface Envelope<T> {
  success: boolean;
  error: boolean;
  message?: string;
  data?: T;
}

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && typeof value.success === 'boolean';
}

export function apiUrl(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return `/api/${path.replace(/^\/+/, '')}${text ? `?${text}` : ''}`;
}

export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: options.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
  };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(messages.networkError, 0);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(messages.unexpectedResponse, response.status);
  }
  if (!isEnvelope(payload)) throw new ApiError(messages.unexpectedResponse, response.status);
  if (!response.ok || !payload.success) {
    throw new ApiError(payload.message || messages.unexpectedResponse, response.status);
  }
  return { data: payload.data as T, message: payload.message };
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) }),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) =>
    apiRequest<T>('POST', path, { body, ...(signal ? { signal } : {}) }),
};
