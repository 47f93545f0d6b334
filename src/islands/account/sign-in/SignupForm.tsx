import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import type { PublicUser, SignupForm as SignupValues } from '~/domain/accounts/account-schemas.ts';
import { signUp } from '~/lib/api/account/sign-up.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { ConsentBox } from '~/islands/ui/CheckboxField.tsx';
import { FormAlert, EmailField, TextField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import type { FieldErrors } from '~/islands/ui/use-zod-form.ts';
import { setFlash } from '~/lib/flash.ts';
import { signInAndGoHome } from './LoginForm.tsx';
import { PasswordField } from '~/islands/ui/PasswordField.tsx';
import { PhotoField } from '~/islands/account/PhotoField.tsx';

type SignupField = keyof SignupValues;
/** The form's state: the data policy box starts unticked (the schema accepts only `true`); no photo is ''. */
type FormValues = Omit<SignupValues, 'acceptDataPolicy' | 'profilePic'> & { acceptDataPolicy: boolean; profilePic: string };
const fields: readonly SignupField[] = ['name', 'email', 'tel', 'password', 'confirmPassword', 'profilePic', 'acceptDataPolicy'];
const emptyValues: FormValues = {
  name: '',
  email: '',
  tel: '',
  password: '',
  confirmPassword: '',
  profilePic: '',
  acceptDataPolicy: false,
};
const loadRules = () => import('~/islands/account/account-rules.ts').then((rules) => rules.signupSchema);

/** Which field a message of the server belongs to, so it shows beside that field. */
const serverMessageField: Partial<Record<string, SignupField>> = {
  [messages.emailTaken]: 'email',
  [messages.emailInvalid]: 'email',
  [messages.nameRequired]: 'name',
  [messages.telRequired]: 'tel',
  [messages.telInvalid]: 'tel',
  [messages.passwordTooShort]: 'password',
  [messages.passwordTooLong]: 'password',
  [messages.passwordRequired]: 'password',
  [messages.passwordsDoNotMatch]: 'confirmPassword',
  [messages.imageInvalidType]: 'profilePic',
  [messages.imageEmpty]: 'profilePic',
  [messages.imageTooLarge(2)]: 'profilePic',
  [messages.dataPolicyRequired]: 'acceptDataPolicy',
};

/** Beyond the schema: the mismatch shown even while other fields are still wrong, and a refused file explained by its own reason. */
function withFormRules(errors: FieldErrors<SignupField>, values: FormValues, photoError: string | undefined): FieldErrors<SignupField> {
  const found = { ...errors };
  if (!found.confirmPassword && values.confirmPassword !== '' && values.password !== values.confirmPassword) {
    found.confirmPassword = messages.passwordsDoNotMatch;
  }
  // Not "Sube una foto de perfil": the file chosen was refused, and why.
  if (photoError) found.profilePic = photoError;
  return found;
}

/**
 * Sign-up. Every field but the photo is required (without one, the account shows its initials). On success the new account is signed in at once
 * and goes to the home page; if that sign-in fails, the visitor is sent to /login instead.
 */
export default function SignupForm() {
  const id = useId();
  const inputId = (field: SignupField) => `${id}-${field}`;
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, inputId);
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // A second press while the rules download must not create the account twice.
  const checking = useRef(false);
  const errorsOf = (next: FormValues, nextPhotoError: string | undefined) => withFormRules(form.check(next), next, nextPhotoError);

  function update(next: FormValues) {
    setValues(next);
    // After a first try, errors follow the typing so a fixed field stops complaining at once.
    if (tried) form.setErrors(errorsOf(next, photoError));
  }

  function change(field: Exclude<SignupField, 'profilePic' | 'acceptDataPolicy'>) {
    return (event: ChangeEvent<HTMLInputElement>) => update({ ...values, [field]: event.target.value });
  }

  function choosePhoto(dataUrl: string) {
    if (!dataUrl) {
      update({ ...values, profilePic: '' });
      return;
    }
    const next = { ...values, profilePic: dataUrl };
    setPhotoError(undefined);
    setValues(next);
    // A good photo replaces the refusal of the previous file at once, tried or not.
    if (tried) form.setErrors(errorsOf(next, undefined));
    else form.clearError('profilePic');
  }

  function refusePhoto(message: string) {
    setPhotoError(message);
    form.setErrors((current) => ({ ...current, profilePic: message }));
  }

  /** A message of the server beside its field, or above the form; and as a toast. */
  function refuse(message: string) {
    const field = serverMessageField[message];
    if (field) {
      form.show({ [field]: message });
    } else {
      setFailure(message);
      setAttempt((count) => count + 1);
    }
    toast.error(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || checking.current) return;
    setFailure('');
    checking.current = true;
    try {
      await form.ready();
    } catch {
      refuse(accountMessages.accountSignupRequestError);
      return;
    } finally {
      checking.current = false;
    }
    setTried(true);
    if (form.show(errorsOf(values, photoError)) || !values.acceptDataPolicy) return;
    setSending(true);
    let created: PublicUser;
    try {
      created = (await signUp({ ...values, acceptDataPolicy: values.acceptDataPolicy })).data;
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 ? error.message : accountMessages.accountSignupRequestError;
      refuse(message);
      setSending(false);
      return;
    }
    try {
      await signInAndGoHome(created.email, values.password, accountMessages.accountSignupWelcome(created.name));
    } catch {
      setFlash(messages.signupSuccess);
      window.location.assign('/login');
    }
  }

  const text = (field: 'name' | 'email' | 'tel') => ({
    inputId: inputId(field),
    error: form.errors[field],
    name: field,
    required: true,
    value: values[field],
    onChange: change(field),
  });

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.preload}
      aria-labelledby="account-title"
    >
      <p className="account-note">{accountMessages.accountAllRequired}</p>
      <FormAlert key={attempt} message={failure} />
      <TextField {...text('name')} label={accountMessages.accountNameLabel} type="text" autoComplete="name" maxLength={100} />
      <EmailField {...text('email')} label={accountMessages.accountEmailLabel} required={false} />
      <TextField {...text('tel')} label={accountMessages.accountTelLabel} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      <PasswordField
        inputId={inputId('password')}
        name="password"
        label={accountMessages.accountPasswordLabel}
        toggleLabel={accountMessages.accountShowPassword}
        hint={accountMessages.accountPasswordHint}
        value={values.password}
        error={form.errors.password}
        autoComplete="new-password"
        onChange={change('password')}
      />
      <PasswordField
        inputId={inputId('confirmPassword')}
        name="confirmPassword"
        label={accountMessages.accountConfirmPasswordLabel}
        toggleLabel={accountMessages.accountShowConfirmPassword}
        value={values.confirmPassword}
        error={form.errors.confirmPassword}
        autoComplete="new-password"
        onChange={change('confirmPassword')}
      />
      <PhotoField
        inputId={inputId('profilePic')}
        label={accountMessages.accountSignupPhotoLabel}
        hint={accountMessages.accountSignupPhotoHint}
        error={form.errors.profilePic}
        value={values.profilePic}
        onPhoto={choosePhoto}
        onError={refusePhoto}
      />
      <ConsentBox
        document="dataPolicy"
        inputId={inputId('acceptDataPolicy')}
        error={form.errors.acceptDataPolicy}
        checked={values.acceptDataPolicy}
        onCheckedChange={(acceptDataPolicy) => update({ ...values, acceptDataPolicy })}
      />
      <button type="submit" className="btn account-submit" disabled={!hydrated || sending} aria-busy={sending || undefined}>
        {sending ? accountMessages.accountSigningUp : sessionMessages.accountSignup}
      </button>
      <p className="account-aside">
        {accountMessages.accountHaveAccount} <a href="/login">{accountMessages.accountLoginLink}</a>
      </p>
    </form>
  );
}
