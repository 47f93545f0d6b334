import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { accountAccessMessages } from '~/domain/accounts/messages-account-access.ts';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import { signIn } from '~/lib/api/account/sign-in.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { loadSession, takeSessionEnded } from '~/stores/session.ts';
import { FormAlert, EmailField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { setFlash } from '~/lib/flash.ts';
import { PasswordField } from '~/islands/ui/PasswordField.tsx';

type LoginField = 'email' | 'password';
const fields: readonly LoginField[] = ['email', 'password'];
const loadRules = () => import('~/islands/account/account-rules.ts').then((rules) => rules.signinSchema);

/** The server's message, else 'Error al iniciar sesión'; a request that never got an answer, 'Error en la solicitud de login'. */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.message === messages.unexpectedResponse)
    return messages.loginRequestError;
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
  const inputId = (field: LoginField) => `${id}-${field}`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, inputId);
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // A second press while the rules download must not sign in twice.
  const checking = useRef(false);
  // Why the visitor is here: a session that ended in another browser.
  const [notice, setNotice] = useState('');

  // Someone already signed in has nothing to do here: their profile instead.
  useEffect(() => {
    let active = true;
    void loadSession().then((user) => {
      if (!active) return;
      if (user) window.location.replace('/perfil');
      else if (takeSessionEnded()) setNotice(accountAccessMessages.sessionEnded);
    });
    return () => {
      active = false;
    };
  }, []);

  function change(field: LoginField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // After a first try, errors follow the typing so a fixed field stops complaining at once.
      if (tried) form.setErrors(form.check(next));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || checking.current) return;
    setFailure('');
    setNotice('');
    checking.current = true;
    try {
      const valid = await form.validate(values);
      setTried(true);
      if (!valid) return;
      setSending(true);
      await signInAndGoHome(valid.email, valid.password);
      // Leaving the page: the button stays busy until the home page loads.
    } catch (error) {
      // A refused sign-in, or rules or an answer that never arrived.
      const message = loginFailureMessage(error);
      setFailure(message);
      setAttempt((count) => count + 1);
      toast.error(message);
      setSending(false);
    } finally {
      checking.current = false;
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
      <FormAlert message={notice} />
      <FormAlert key={attempt} message={failure} />
      <EmailField
        inputId={inputId('email')}
        label={accountMessages.accountEmailLabel}
        error={form.errors.email}
        name="email"
        value={values.email}
        onChange={change('email')}
      />
      <PasswordField
        inputId={inputId('password')}
        name="password"
        label={accountMessages.accountPasswordLabel}
        toggleLabel={accountMessages.accountShowPassword}
        value={values.password}
        error={form.errors.password}
        autoComplete="current-password"
        onChange={change('password')}
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
