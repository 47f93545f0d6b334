/**
 * The core of the browser's API client: one way to send a request and one reader of the envelope
 * `{ success, error, message?, data?, meta? }`. A failure becomes an `ApiError` carrying the
 * server's Spanish message (islands show it as it is); a success gives the typed `data`.
 *
 * Only the resource modules beside this one (catalogue.ts, cart.ts, admin/…) name API paths;
 * islands, stores and page scripts call their typed functions. Each resource is a module of its
 * own because a bundle ships a whole module: a page downloads only the calls it makes.
 */
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import type { ApiOutput, ApiRoute, DataOf, MetaOf, MethodOf, PathOf } from './routes.ts';

export type { ApiData, ApiOutput, Matching, Other } from './routes.ts';

export class ApiError extends Error {
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** A success: the typed `data`, the server's message, and `meta` where a list is paged. */
export interface ApiResult<T, M = undefined> {
  data: T;
  message: string | undefined;
  meta: M;
}

/** What one request got back: its status, and its body read as JSON (undefined when it is not JSON). */
export interface Answer {
  status: number;
  ok: boolean;
  payload: unknown;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON; a FormData is sent as multipart, as it is. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** The message of a failure whose answer carries none (a proxy's error page, say). */
  fallback?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Envelope {
  success: boolean;
  message?: string;
  data?: unknown;
  meta?: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof (value as Partial<Envelope> | null | undefined)?.success === 'boolean';
}

/** `/api/<path>` with the query's defined values; `path` is written by the resource modules, without a leading slash. */
export function apiUrl(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return `/api/${path}${text ? `?${text}` : ''}`;
}

/** Sends one request and reads its body as JSON; only an unreachable server (or an abort) throws. */
export async function sendRequest(method: Method, path: string, { query, body, signal }: RequestOptions = {}): Promise<Answer> {
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: json ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: json ? JSON.stringify(body) : ((body as FormData | undefined) ?? null),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(messages.networkError, 0);
  }
  return { status: response.status, ok: response.ok, payload: await response.json().catch(() => undefined) };
}

/** The one reader of the envelope: a success's typed `data`, else an ApiError with the server's message and status. */
export function readEnvelope<T, M = undefined>(
  { status, ok, payload }: Answer,
  fallback: string = messages.unexpectedResponse,
): ApiResult<T, M> {
  if (!isEnvelope(payload)) throw new ApiError(fallback, status);
  if (!ok || !payload.success) throw new ApiError(payload.message || fallback, status);
  // The envelope itself is the result: its `data`, `message` and `meta`.
  return payload as ApiResult<T, M>;
}

/**
 * One request to the route `K` (`'POST /addtocart'`, as functions/routes/groups.ts lists it): the
 * method and address must be the route's, and the result's `data` and `meta` are the types its
 * handler answers (routes.ts), so a route that changes its `data` fails the typecheck here and in
 * the code that reads it. `O` narrows to one of the route's answers where it has several. A call
 * that names no route does not compile (its method and address would have to be `never`).
 */
export async function apiRequest<K extends ApiRoute = never, O extends ApiOutput<K> = ApiOutput<K>>(
  method: MethodOf<K>,
  path: PathOf<K>,
  options: RequestOptions = {},
): Promise<ApiResult<DataOf<O>, MetaOf<O>>> {
  return readEnvelope<DataOf<O>, MetaOf<O>>(await sendRequest(method, path, options), options.fallback);
}
