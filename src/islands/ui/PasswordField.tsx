import { useState, type ChangeEvent } from 'react';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { describedBy, Field } from './Field.tsx';
import Icon from './Icon.tsx';
import { passwordHiddenIcon, passwordShownIcon } from './icons/account.ts';

interface Props {
  inputId: string;
  name: string;
  label: string;
  /** The toggle's accessible name ("Mostrar contraseña"); its state is aria-pressed. */
  toggleLabel: string;
  value: string;
  error: string | undefined;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A password input with a show/hide toggle (the struck-through eye while the password shows). */
export function PasswordField({ inputId, name, label, toggleLabel, value, error, hint, autoComplete, onChange }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field inputId={inputId} label={label} error={error} {...(hint ? { hint } : {})}>
      <div className="account-password">
        <input
          {...describedBy(inputId, error, Boolean(hint))}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          required
          value={value}
          onChange={onChange}
        />
        <button
          type="button"
          className="account-password-toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          title={visible ? accountMessages.accountHidePasswordTitle : accountMessages.accountShowPasswordTitle}
          onClick={() => setVisible(!visible)}
        >
          <Icon path={visible ? passwordHiddenIcon : passwordShownIcon} size={20} strokeWidth={2} />
        </button>
      </div>
    </Field>
  );
}
