import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { accountAccessMessages } from '~/domain/accounts/messages-account-access.ts';
import { checkResetLink, resetPassword } from '~/lib/api/account/password.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { takeTokenFromAddress } from '~/lib/token-from-address.ts';
import { loadSession } from '~/stores/session.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { setFlash } from '~/lib/flash.ts';
import { NewPasswordFields, type NewPasswordValues } from '~/islands/account/NewPasswordFields.tsx';

type Field = keyof NewPasswordValues;
const fields: readonly Field[] = ['password', 'confirmPassword'];
const loadRules = () => import('~/islands/account/account-rules.ts').then((rules) => rules.resetPasswordSchema);

/** /reset-password: the new password, twice; on success the shopper is signed in and goes home. */
export default function ResetPasswordForm() {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, idOf);
  const [token, setToken] = useState<string | null>(null);
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  // Whether the link still works, asked as the page opens: a used or expired one says so at once.
  const [linkState, setLinkState] = useState<'checking' | 'valid' | 'invalid'>('checking');

  useEffect(() => {
    const found = takeTokenFromAddress();
    setToken(found);
    if (!found) return;
    const controller = new AbortController();
    checkResetLink(found, controller.signal)
      .then(() => setLinkState('valid'))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Only a refused link hides the form; a limit or a lost answer leaves the reset to tell.
        setLinkState(error instanceof ApiError && error.status === 400 ? 'invalid' : 'valid');
      });
    return () => controller.abort();
  }, []);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !token) return;
    setFailure('');
    setSending(true);
    try {
      const valid = await form.validate({ token, ...values });
      if (!valid) return setSending(false);
      const { message } = await resetPassword(valid);
      await loadSession(true);
      setFlash(message ?? messages.passwordResetDone);
      window.location.assign('/');
    } catch (error) {
      const text = error instanceof ApiError && error.status !== 0 ? error.message : messages.networkError;
      setFailure(text);
      toast.error(text);
      setSending(false);
    }
  }

  if (token === '' || linkState === 'invalid') {
    return (
      <div className="account-form">
        <FormAlert message={messages.resetLinkInvalid} />
        <p className="account-aside">
          <a href="/forgot-password">{accountMessages.accountNewResetLink}</a>
        </p>
      </div>
    );
  }

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.preload}
      aria-labelledby="account-title"
    >
      {token && linkState === 'checking' && <p role="status">{accountAccessMessages.resetLinkChecking}</p>}
      <FormAlert message={failure} />
      {failure === messages.resetLinkInvalid && (
        <p className="account-aside">
          <a href="/forgot-password">{accountMessages.accountNewResetLink}</a>
        </p>
      )}
      <NewPasswordFields idOf={idOf} values={values} errors={form.errors} onChange={change} />
      <button type="submit" className="btn account-submit" disabled={!hydrated || !token || sending} aria-busy={sending || undefined}>
        {sending ? accountMessages.accountSaving : accountMessages.accountResetSubmit}
      </button>
    </form>
  );
}
