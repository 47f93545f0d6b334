// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { accountMessages } from '../../domain/messages-account.ts';
import { sessionMessages } from '../../domain/messages-session.ts';
import { signupSchema, type PublicUser, type SignupForm as SignupValues } from '../../domain/schemas.ts';
import { signUp } from '../../lib/api/account/sign-up.ts';
import { ApiError } from '../../lib/api/core.ts';
import { toast } from '../../lib/toast.ts';
import { setFlash } from './flash.ts';
import { describedBy, errorsFromIssues, Field, FormAlert, firstInvalid, useHydrated, type FieldErrors } from './form.tsx';
import { signInAndGoHome } from './LoginForm.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PhotoField } from './PhotoField.tsx';

type SignupField = keyof SignupValues;
const fields: readonly SignupField[] = ['name', 'email', 'tel', 'password', 'confirmPassword', 'profilePic'];
const emptyValues: SignupValues = { name: '', email: '', tel: '', password: '', confirmPassword: '', profilePic: '' };

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
  [messages.profilePicRequired]: 'profilePic',
  [messages.imageInvalidType]: 'profilePic',
  [messages.imageEmpty]: 'profilePic',
  [messages.imageTooLarge(2)]: 'profilePic',
};

/** The server's rules (signupSchema), plus the mismatch shown even while other fields are still wrong. */
function validate(values: SignupValues, photoError: string | undefined): FieldErrors<SignupField> {
  const result = signupSchema.safeParse(values);
  const errors = result.success ? {} : errorsFromIssues(result.error.issues, fields);
  if (!errors.confirmPassword && values.confirmPassword !== '' && values.password !== values.confirmPassword) {
    errors.confirmPassword = messages.passwordsDoNotMatch;
  }
  // A refused file is explained by its own reason, not by "Sube una foto de perfil".
  if (photoError) errors.profilePic = photoError;
  return errors;
}

/**
 * Sign-up (spec §2, §5). Every field is required. On success the new account is signed in at once
 * and goes to the home page; if that sign-in fails, the visitor is sent to /login instead.
 */
export default function SignupForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<SignupValues>(emptyValues);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const refOf = (field: SignupField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

  function update(next: SignupValues, nextPhotoError = photoError) {
    setValues(next);
    // After a first try, errors follow the typing so a fixed field stops complaining at once.
    if (submitted) setErrors(validate(next, nextPhotoError));
  }

  function change(field: Exclude<SignupField, 'profilePic'>) {
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
    setErrors((current) => {
      if (submitted) return validate(next, undefined);
      const { profilePic: _refused, ...rest } = current;
      return rest;
    });
  }

  function refusePhoto(message: string) {
    setPhotoError(message);
    setErrors((current) => ({ ...current, profilePic: message }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure('');
    const found = validate(values, photoError);
    setErrors(found);
    const invalid = firstInvalid(found, fields);
    if (invalid) {
      refs.current[invalid]?.focus();
      return;
    }
    setSending(true);
    let created: PublicUser;
    try {
      created = (await signUp(values)).data;
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 ? error.message : accountMessages.accountSignupRequestError;
      const field = serverMessageField[message];
      if (field) {
        setErrors((current) => ({ ...current, [field]: message }));
        refs.current[field]?.focus();
      } else {
        setFailure(message);
        setAttempt((count) => count + 1);
      }
      toast.error(message);
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

  const inputId = (field: SignupField) => `${id}-${field}`;
  const textProps = (field: 'name' | 'email' | 'tel') => ({
    ...describedBy(inputId(field), errors[field]),
    ref: refOf(field),
    name: field,
    required: true,
    value: values[field],
    onChange: change(field),
  });

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="account-title">
      <p className="account-note">{accountMessages.accountAllRequired}</p>
      <FormAlert key={attempt} message={failure} />
      <Field inputId={inputId('name')} label={accountMessages.accountNameLabel} error={errors.name}>
        <input {...textProps('name')} type="text" autoComplete="name" maxLength={100} />
      </Field>
      <Field inputId={inputId('email')} label={accountMessages.accountEmailLabel} error={errors.email}>
        <input {...textProps('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} maxLength={200} />
      </Field>
      <Field inputId={inputId('tel')} label={accountMessages.accountTelLabel} error={errors.tel}>
        <input {...textProps('tel')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </Field>
      <PasswordField
        inputId={inputId('password')}
        name="password"
        label={accountMessages.accountPasswordLabel}
        toggleLabel={accountMessages.accountShowPassword}
        hint={accountMessages.accountPasswordHint}
        value={values.password}
        error={errors.password}
        autoComplete="new-password"
        onChange={change('password')}
        inputRef={refOf('password')}
      />
      <PasswordField
        inputId={inputId('confirmPassword')}
        name="confirmPassword"
        label={accountMessages.accountConfirmPasswordLabel}
        toggleLabel={accountMessages.accountShowConfirmPassword}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        autoComplete="new-password"
        onChange={change('confirmPassword')}
        inputRef={refOf('confirmPassword')}
      />
      <PhotoField
        inputId={inputId('profilePic')}
        label={accountMessages.accountPhotoLabel}
        error={errors.profilePic}
        value={values.profilePic}
        required
        onPhoto={choosePhoto}
        onError={refusePhoto}
        inputRef={refOf('profilePic')}
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
