/**
 * Pieces shared by the account forms: the first zod message of each field, a field with its label
 * and its announced error, and the "hydrated" flag that keeps a form from submitting natively (a
 * native GET would put the password in the address bar).
 */
import { useEffect, useState, type ReactNode } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** One message per field, the first one zod found, for the fields the form shows. */
export function errorsFromIssues<Field extends string>(issues: readonly Issue[], fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}

/** The first field, in the form's order, that has an error. */
export function firstInvalid<Field extends string>(errors: FieldErrors<Field>, order: readonly Field[]): Field | undefined {
  return order.find((field) => errors[field]);
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The attributes that tie an input to its error and hint. */
export function describedBy(inputId: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return {
    id: inputId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

interface FieldProps {
  inputId: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A visible label, the control, an optional hint and the error slot (always present, so a new message is announced). */
export function Field({ inputId, label, error, hint, children }: FieldProps) {
  return (
    <div className="account-field">
      <label htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="account-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      <p className="account-field-error" id={`${inputId}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The form-level message (a refused login, a server error). The region stays in the page, so a new message is announced at once. */
export function FormAlert({ message }: { message: string }) {
  return (
    <div className={message ? 'account-alert' : 'account-alert account-alert-empty'} role="alert">
      {message}
    </div>
  );
}
