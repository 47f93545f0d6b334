import type { ChangeEvent } from 'react';
import { accountMessages } from '~/domain/accounts/messages-account.ts';
import { PasswordField } from '~/islands/ui/PasswordField.tsx';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface Props {
  idOf: (field: keyof NewPasswordValues) => string;
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (field: keyof NewPasswordValues) => (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A new password and its confirmation (the reset page and the profile's password change). */
export function NewPasswordFields({ idOf, values, errors, onChange }: Props) {
  return (
    <>
      <PasswordField
        inputId={idOf('password')}
        name="password"
        label={accountMessages.accountNewPasswordLabel}
        toggleLabel={accountMessages.accountShowNewPassword}
        hint={accountMessages.accountPasswordHint}
        value={values.password}
        error={errors.password}
        autoComplete="new-password"
        onChange={onChange('password')}
      />
      <PasswordField
        inputId={idOf('confirmPassword')}
        name="confirmPassword"
        label={accountMessages.accountConfirmNewPasswordLabel}
        toggleLabel={accountMessages.accountShowConfirmNewPassword}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        autoComplete="new-password"
        onChange={onChange('confirmPassword')}
      />
    </>
  );
}
