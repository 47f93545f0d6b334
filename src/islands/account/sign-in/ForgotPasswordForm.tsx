import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { requestPasswordReset } from '~/lib/api/account/password.ts';
import { ApiError } from '~/lib/api/core.ts';
import { FormAlert, EmailField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';

const loadRules = () => import('~/islands/account/account-rules.ts').then((rules) => rules.forgotPasswordSchema);
const fields = ['email'] as const;

/**
 * Asks for a reset link and shows the spec's alert, which says the same whether the e-mail has an
 * account or not (so does the server).
 */
export default function ForgotPasswordForm() {
  const emailId = `${useId()}-email`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, () => emailId);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(0);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const error = form.errors.email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    setSending(true);
    try {
      const valid = await form.validate({ email });
      if (valid === null) {
        setSent(0);
        return;
      }
      await requestPasswordReset(valid);
      setSent((count) => count + 1);
    } catch (caught) {
      setSent(0);
      setFailure(caught instanceof ApiError && caught.status !== 0 ? caught.message : messages.networkError);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.preload}
      aria-labelledby="account-title"
    >
      <FormAlert key={sent} tone="success" message={sent ? messages.forgotPasswordSent : ''} />
      <FormAlert message={failure} />
      <EmailField
        inputId={emailId}
        label={accountMessages.accountEmailLabel}
        error={error}
        name="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          // A shown error goes once the address is right; it never appears while typing.
          if (error && !form.check({ email: event.target.value }).email) form.setErrors({});
        }}
      />
      <button type="submit" className="btn account-submit" disabled={!hydrated || sending}>
        {accountMessages.accountForgotSubmit}
      </button>
      <p className="account-aside">
        <a href="/login">{accountMessages.accountBackToLogin}</a>
      </p>
    </form>
  );
}
