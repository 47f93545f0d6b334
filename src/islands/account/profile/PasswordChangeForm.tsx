import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { changePassword } from '~/lib/api/account/password.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { NewPasswordFields } from '~/islands/account/NewPasswordFields.tsx';
import { PasswordField } from '~/islands/ui/PasswordField.tsx';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const fields: readonly Field[] = ['currentPassword', 'password', 'confirmPassword'];
const empty: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };
const loadRules = () => import('~/islands/account/account-rules.ts').then((rules) => rules.passwordChangeSchema);

/** "Cambiar contraseña" on /perfil: this browser stays signed in, every other one is signed out. */
export function PasswordChangeForm() {
  const id = useId();
  const idOf = (field: Field) => `${id}-${field}`;
  const form = useLazyZodForm(loadRules, fields, idOf);
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    setDone('');
    setSending(true);
    try {
      const valid = await form.validate(values);
      if (!valid) return;
      const { message } = await changePassword(valid);
      setValues(empty);
      setDone(message ?? messages.passwordChanged);
      toast.success(message ?? messages.passwordChanged);
    } catch (error) {
      const text = error instanceof ApiError && error.status !== 0 ? error.message : messages.networkError;
      if (text === messages.currentPasswordWrong) form.show({ currentPassword: text });
      else setFailure(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{accountMessages.accountChangePasswordTitle}</h2>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={form.preload}
        aria-labelledby={`${id}-title`}
      >
        <FormAlert message={failure} />
        <FormAlert tone="success" message={done} />
        <PasswordField
          inputId={idOf('currentPassword')}
          name="currentPassword"
          label={accountMessages.accountCurrentPasswordLabel}
          toggleLabel={accountMessages.accountShowCurrentPassword}
          value={values.currentPassword}
          error={form.errors.currentPassword}
          autoComplete="current-password"
          onChange={change('currentPassword')}
        />
        <NewPasswordFields idOf={idOf} values={values} errors={form.errors} onChange={change} />
        <button type="submit" className="btn account-submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? accountMessages.accountSaving : accountMessages.accountChangePasswordSubmit}
        </button>
      </form>
    </section>
  );
}
