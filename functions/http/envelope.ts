/**
 * The JSON envelope of every answer, and the helpers routes use to read validated input. A refusal
 * is a `ServiceError` (services/errors.ts), whichever layer throws it; the app answers it here.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { messages } from '../../src/domain/shared/messages.ts';
import { parseOrThrow, ServiceError } from '../services/errors.ts';

/**
 * A success's envelope. Its type says exactly what the browser gets: `data` present when the route
 * always gives one, optional when it may not, absent when it gives none; the browser's client reads
 * it from here (src/lib/api/routes.ts).
 */
export type SuccessEnvelope<T> = { success: true; error: false; message?: string } & ([T] extends [undefined]
  ? unknown
  : undefined extends T
    ? { data?: Exclude<T, undefined> }
    : { data: T });

export function successEnvelope<T>(data: T, message?: string): SuccessEnvelope<T> {
  return {
    success: true as const,
    error: false as const,
    ...(message === undefined ? {} : { message }),
    ...(data === undefined ? {} : { data }),
  } as SuccessEnvelope<T>;
}

export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(successEnvelope(data, message), status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false as const, error: true as const, message }, status);
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any letter case. */
export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';', 1)[0] ?? '';
  return mediaType.trim().toLowerCase() === 'application/json';
}

/**
 * Reads the body as JSON and validates it. Only `application/json` is read: a form or `text/plain`
 * body (what a foreign page can send without asking) is a 415. A request with no body and no
 * Content-Type reads as `{}`. Bad JSON and bad fields are a 400 with a Spanish message.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const contentType = c.req.header('content-type');
  if (contentType && !isJsonContentType(contentType)) throw new ServiceError(415, messages.unsupportedMediaType);
  const raw = await c.req.text();
  if (!contentType && raw.trim() !== '') throw new ServiceError(415, messages.unsupportedMediaType);
  let body: unknown;
  try {
    body = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new ServiceError(400, messages.invalidJson);
  }
  return parseOrThrow(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.query());
}
