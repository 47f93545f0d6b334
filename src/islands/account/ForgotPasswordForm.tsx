import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/messages.ts';
import { accountMessages } from '~/domain/messages-account.ts';
import { FormAlert, TextField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';

const loadRules = () => import('./account-rules.ts').then((rules) => rules.forgotPasswordSchema);
const fields = ['email'] as const;

/**
 * An e-mail form that only shows an alert saying a reset link was sent. No request is
 * made: the shop has no reset e-mails yet (see the README's design decisions).
 */
export default function ForgotPasswordForm() {
  const emailId = `${useId()}-email`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, () => emailId);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(0);
  const error = form.errors.email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let valid;
    try {
      valid = await form.validate({ email });
    } catch {
      form.show({ email: messages.networkError });
      return;
    }
    setSent((count) => (valid === null ? 0 : count + 1));
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} onFocus={form.preload} aria-labelledby="account-title">
      <FormAlert key={sent} tone="success" message={sent ? messages.forgotPasswordSent : ''} />
      <TextField
        inputId={emailId}
        label={accountMessages.accountEmailLabel}
        error={error}
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
          // A shown error goes once the address is right; it never appears while typing.
          if (error && !form.check({ email: event.target.value }).email) form.setErrors({});
        }}
      />
      <button type="submit" className="btn account-submit" disabled={!hydrated}>
        {accountMessages.accountForgotSubmit}
      </button>
      <p className="account-aside">
        <a href="/login">{accountMessages.accountBackToLogin}</a>
      </p>
    </form>
  );
}
