import { useId, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { resendEmailConfirmation } from '~/lib/api/account/email-confirmation.ts';
import { ApiError } from '~/lib/api/core.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';

/** "Confirma tu correo" on /perfil while the e-mail is not confirmed: what it changes, and a new link. */
export function EmailConfirmationPanel() {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  async function resend() {
    if (sending) return;
    setSending(true);
    setDone('');
    setFailure('');
    try {
      setDone((await resendEmailConfirmation()).message ?? messages.emailConfirmationSent);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : messages.networkError);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="account-panel email-confirmation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{accountMessages.accountEmailConfirmTitle}</h2>
      <p>{accountMessages.accountEmailConfirmHint}</p>
      {done ? <FormAlert tone="success" message={done} /> : null}
      <FormAlert message={failure} />
      <button type="button" className="btn btn-outline" disabled={sending} aria-busy={sending || undefined} onClick={() => void resend()}>
        {sending ? accountMessages.accountEmailResending : accountMessages.accountEmailResend}
      </button>
    </section>
  );
}
