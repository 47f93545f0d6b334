/**
 * A dialog's alert above its buttons. "Revisa los campos marcados." stands only while a field is
 * still marked: once the owner has fixed every marked field it goes away. Any other message (the
 * server's, an upload still running) stays until the form replaces it.
 */
import { adminMessages } from '~/domain/owner/messages-admin.ts';

export function alertWhileMarked(message: string, errors: Readonly<Partial<Record<string, string>>>): string {
  if (message !== adminMessages.adminFixErrors) return message;
  return Object.values(errors).some(Boolean) ? message : '';
}
