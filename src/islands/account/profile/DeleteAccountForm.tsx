import { useId, useState, type FormEvent } from 'react';
import { emptyCart } from '~/domain/cart/cart.ts';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { deleteMyAccount } from '~/lib/api/account/my-data.ts';
import { ApiError } from '~/lib/api/core.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { $cart, $cartOwner } from '~/stores/cart.ts';
import { $user } from '~/stores/session.ts';
import { setFlash } from '~/lib/flash.ts';
import { PasswordField } from '~/islands/ui/PasswordField.tsx';

/**
 * The dialog's content: what goes and what stays, then the password. On success the browser
 * forgets the account (the session, and the cart kept here with its shipping details) and goes
 * home, where the header shows the server's message.
 */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setError('');
    setFailure('');
    if (!password) {
      setError(messages.accountPasswordRequired);
      return;
    }
    setSending(true);
    try {
      const { message } = await deleteMyAccount({ password });
      $cart.set(emptyCart);
      $cartOwner.set('');
      $user.set(null);
      setFlash(message ?? messages.accountDeleted);
      window.location.assign('/');
    } catch (caught) {
      const text = caught instanceof ApiError && caught.status !== 0 ? caught.message : messages.networkError;
      if (text === messages.accountPasswordWrong) setError(text);
      else setFailure(text);
      setSending(false);
    }
  }

  return (
    <form className="account-form account-delete-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{accountMessages.accountDeleteGoes}</p>
      <p>{accountMessages.accountDeleteStays}</p>
      <p>{accountMessages.accountDeleteUpcoming}</p>
      <FormAlert message={failure} />
      <PasswordField
        inputId={`${id}-password`}
        name="password"
        label={accountMessages.accountDeletePasswordLabel}
        toggleLabel={accountMessages.accountDeleteShowPassword}
        value={password}
        error={error || undefined}
        autoComplete="current-password"
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="account-delete-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={sending}>
          {accountMessages.accountDeleteCancel}
        </button>
        <button type="submit" className="btn btn-danger" disabled={sending} aria-busy={sending || undefined}>
          {sending ? accountMessages.accountDeleting : accountMessages.accountDeleteConfirm}
        </button>
      </div>
    </form>
  );
}
