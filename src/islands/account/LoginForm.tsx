// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { accountMessages } from '../../domain/messages-account.ts';
import { sessionMessages } from '../../domain/messages-session.ts';
import { signinSchema } from '../../domain/schemas.ts';
import { signIn } from '../../lib/api/account/sign-in.ts';
import { ApiError } from '../../lib/api/core.ts';
import { toast } from '../../lib/toast.ts';
import { loadSession } from '../../stores/session.ts';
import { setFlash } from './flash.ts';
import { describedBy, errorsFromIssues, Field, FormAlert, firstInvalid, useHydrated, type FieldErrors } from './form.tsx';
import { PasswordField } from './PasswordField.tsx';

type LoginField = 'email' | 'password';
const fields: readonly LoginField[] = ['email', 'password'];

/** Spec §8: the server's message, else 'Error al iniciar sesión'; a request that never got an answer, 'Error en la solicitud de login'. */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.message === messages.unexpectedResponse) return messages.loginRequestError;
  return error.message || messages.loginError;
}

/** Signs in, refreshes the session store, and leaves for the home page with the server's greeting. */
export async function signInAndGoHome(email: string, password: string, greeting?: string) {
  const { message } = await signIn({ email, password });
  await loadSession(true);
  setFlash(greeting ?? message ?? messages.signinSuccess);
  window.location.assign('/');
}

export default function LoginForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const validate = (next: typeof values) => {
    const result = signinSchema.safeParse(next);
    return result.success ? {} : errorsFromIssues(result.error.issues, fields);
  };

  function change(field: LoginField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validate(next));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure('');
    const found = validate(values);
    setErrors(found);
    const invalid = firstInvalid(found, fields);
    if (invalid) {
      refs.current[invalid]?.focus();
      return;
    }
    setSending(true);
    try {
      const { email, password } = signinSchema.parse(values);
      await signInAndGoHome(email, password);
      // Leaving the page: the button stays busy until the home page loads.
    } catch (error) {
      const message = loginFailureMessage(error);
      setFailure(message);
      setAttempt((count) => count + 1);
      toast.error(message);
      setSending(false);
    }
  }

  const emailId = `${id}-email`;
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="account-title">
      <FormAlert key={attempt} message={failure} />
      <Field inputId={emailId} label={accountMessages.accountEmailLabel} error={errors.email}>
        <input
          {...describedBy(emailId, errors.email)}
          ref={(element) => {
            refs.current.email = element;
          }}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          required
          value={values.email}
          onChange={change('email')}
        />
      </Field>
      <PasswordField
        inputId={`${id}-password`}
        name="password"
        label={accountMessages.accountPasswordLabel}
        toggleLabel={accountMessages.accountShowPassword}
        value={values.password}
        error={errors.password}
        autoComplete="current-password"
        onChange={change('password')}
        inputRef={(element) => {
          refs.current.password = element;
        }}
      />
      <p className="account-aside account-forgot">
        <a href="/forgot-password">{accountMessages.accountForgotLink}</a>
      </p>
      <button type="submit" className="btn account-submit" disabled={!hydrated || sending} aria-busy={sending || undefined}>
        {sending ? accountMessages.accountLoggingIn : sessionMessages.accountLogin}
      </button>
      <p className="account-aside">
        {accountMessages.accountNoAccount} <a href="/sign-up">{accountMessages.accountSignupLink}</a>
      </p>
    </form>
  );
}
