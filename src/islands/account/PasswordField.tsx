import { useState, type ChangeEvent } from 'react';
import { accountMessages } from '~/domain/messages-account.ts';
import { describedBy, Field } from '~/islands/ui/Field.tsx';

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

/** A password input with a show/hide toggle. */
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
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
    </Field>
  );
}
