/**
 * The one failure a use case throws on purpose: a refusal with a Spanish message for the client and
 * the status it stands for. The app's error handler answers it as the envelope's failure with that
 * status and message; anything else thrown is a 500.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { messages } from '../../src/domain/shared/messages.ts';

export class ServiceError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'ServiceError';
    this.status = status;
  }
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

/** The value as the schema reads it, or a 400 with the Spanish message of its first problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ServiceError(400, validationMessage(result.error));
  return result.data;
}
