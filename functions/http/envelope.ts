/**
 * The JSON envelope of every answer, and the helpers routes use to read validated input.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { messages } from '../../src/domain/messages.ts';

/** A failure with a Spanish message for the client and a real status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export function successEnvelope<T>(data?: T, message?: string) {
  return {
    success: true as const,
    error: false as const,
    ...(message === undefined ? {} : { message }),
    ...(data === undefined ? {} : { data }),
  };
}

export function ok<T>(c: Context, data?: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(successEnvelope(data, message), status);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false as const, error: true as const, message }, status);
}

/** The Spanish message for the first problem zod found, naming the field when it is not obvious. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return messages.invalidInput;
  // Custom messages written for the shop are complete sentences; zod's own ones need the field.
  if (/^[A-ZÁÉÍÓÚ¡¿]/.test(issue.message) && issue.message.endsWith('.')) return issue.message;
  const field = issue.path.join('.');
  return field ? `Campo «${field}»: ${issue.message}.` : `${issue.message}.`;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, validationMessage(result.error));
  return result.data;
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
  if (contentType && !isJsonContentType(contentType)) throw new HttpError(415, messages.unsupportedMediaType);
  const raw = await c.req.text();
  if (!contentType && raw.trim() !== '') throw new HttpError(415, messages.unsupportedMediaType);
  let body: unknown;
  try {
    body = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
  return parseOrThrow(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.query());
}
