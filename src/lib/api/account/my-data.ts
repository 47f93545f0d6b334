/**
 * The signed-in user's own data: the download of everything the shop keeps, and the deletion of
 * the account.
 */
import type { DeleteAccountForm } from '~/domain/accounts/account-schemas.ts';
import type { DataExport } from '../../../../functions/services/accounts/data-export.ts';
import { apiRequest, readEnvelope, sendRequest } from '~/lib/api/core.ts';

/**
 * Everything the shop keeps about the user, as the file to save (GET /api/profile/export, which
 * answers the JSON document itself); an ApiError with the server's message otherwise (429 past the
 * hourly limit).
 */
export async function fetchMyData(): Promise<{ fileName: string; json: string }> {
  const answer = await sendRequest('GET', 'profile/export');
  if (!answer.ok) readEnvelope(answer);
  const data = answer.payload as DataExport;
  // Loaded on the click only: the rules behind the name are not needed to show the page.
  const { dataExportFileName } = await import('~/domain/accounts/account-data.ts');
  return { fileName: dataExportFileName(new Date(data.generadoElISO)), json: JSON.stringify(data, null, 2) };
}

/** Deletes the account and ends its sessions (DELETE /api/profile); 400 wrong password, 409 with the reason it must wait. */
export const deleteMyAccount = (form: DeleteAccountForm) => apiRequest<'DELETE /profile'>('DELETE', 'profile', { body: form });
