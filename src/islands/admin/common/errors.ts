/**
 * What an admin action shows when it fails: the server's own Spanish message when the server
 * answered, else the section's fixed message (the spec's "server message, or …").
 */
import { ApiError } from '~/lib/api/core.ts';

export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}
