// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { accountMessages } from '../../domain/messages-account.ts';
import { emailSchema } from '../../domain/schemas.ts';
import { describedBy, Field, useHydrated } from './form.tsx';

/**
 * Spec §2: an e-mail form that only shows an alert saying a reset link was sent. No request is
 * made: the shop has no reset e-mails yet (see the README's design decisions).
 */
export default function ForgotPasswordForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = emailSchema.safeParse(email);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? messages.emailInvalid);
      setSent(0);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setSent((count) => count + 1);
  }

  const emailId = `${id}-email`;
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-title">
      <div key={sent} className={sent ? 'account-alert account-alert-success' : 'account-alert account-alert-empty'} role="alert">
        {sent ? messages.forgotPasswordSent : ''}
      </div>
      <Field inputId={emailId} label={accountMessages.accountEmailLabel} error={error}>
        <input
          {...describedBy(emailId, error)}
          ref={input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(emailSchema.safeParse(event.target.value).success ? undefined : error);
          }}
        />
      </Field>
      <button type="submit" className="btn account-submit" disabled={!hydrated}>
        {accountMessages.accountForgotSubmit}
      </button>
      <p className="account-aside">
        <a href="/login">{accountMessages.accountBackToLogin}</a>
      </p>
    </form>
  );
}
