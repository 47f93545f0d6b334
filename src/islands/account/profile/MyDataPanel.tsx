import { useId, useState } from 'react';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import { DataExportButton } from './DataExportButton.tsx';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';

/** "Tus datos" on /perfil: download everything the shop keeps (a JSON file), or delete the account. */
export function MyDataPanel() {
  const id = useId();
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="account-panel my-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{accountMessages.accountDataTitle}</h2>
      <p>
        {accountMessages.accountDataIntro} <a href="/politica-de-datos">{accountMessages.accountDataPolicyLink}</a>
      </p>
      <div className="my-data-actions">
        <DataExportButton hintId={`${id}-export-hint`} />
        <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
          {accountMessages.accountDeleteButton}
        </button>
      </div>
      <p id={`${id}-export-hint`} className="my-data-hint">
        {accountMessages.accountExportHint}
      </p>
      <Dialog open={deleting} title={accountMessages.accountDeleteTitle} onClose={() => setDeleting(false)}>
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </Dialog>
    </section>
  );
}
