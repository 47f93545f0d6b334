import { useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { fetchMyData } from '~/lib/api/account/my-data.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';

/** Hands the browser a file to save, as a download link does. */
function saveFile(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Descargar mis datos": everything the shop keeps about the user, as a JSON file. */
export function DataExportButton({ hintId }: { hintId: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const { fileName, json } = await fetchMyData();
      saveFile(fileName, json);
      toast.success(accountMessages.accountExportDone);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status !== 0 ? error.message : messages.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-outline"
      aria-describedby={hintId}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void download()}
    >
      {busy ? accountMessages.accountExporting : accountMessages.accountExportButton}
    </button>
  );
}
