/**
 * The one field of every form: a visible label, the control, an optional hint, and the error slot
 * (always present, so a new message is announced). `TextField` and `SelectField` wire a control
 * to its label, hint and error; `Field` wraps any other control given the same ids.
 */
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { revealFirstInvalid } from './reveal-invalid.ts';
import './forms.css';

/** The attributes that tie a control to its error and hint. */
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
  label: ReactNode;
  error: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  /** The label is read by assistive technology only (a compact control whose column or row names it). */
  hideLabel?: boolean | undefined;
  children: ReactNode;
}

/** The "required" star after a label: seen, not read (the control itself is `required`). */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

export function Field({ inputId, label, error, hint, className, hideLabel = false, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={inputId} id={`${inputId}-label`} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="field-error" id={`${inputId}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

type Shared = {
  inputId: string;
  label: ReactNode;
  error: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  hideLabel?: boolean | undefined;
};

export function TextField({
  inputId,
  label,
  error,
  hint,
  className,
  hideLabel,
  ...input
}: Shared & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field inputId={inputId} label={label} error={error} hint={hint} className={className} hideLabel={hideLabel}>
      <input {...input} {...describedBy(inputId, error, Boolean(hint))} />
    </Field>
  );
}

/** An e-mail address as people type it on a phone: the e-mail keyboard, no capitals, no spelling fixes, at most 200 characters. */
export function EmailField(props: Shared & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={200}
      required
      {...props}
    />
  );
}

export function TextAreaField({
  inputId,
  label,
  error,
  hint,
  className,
  hideLabel,
  ...area
}: Shared & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field inputId={inputId} label={label} error={error} hint={hint} className={className} hideLabel={hideLabel}>
      <textarea {...area} {...describedBy(inputId, error, Boolean(hint))} />
    </Field>
  );
}

export function SelectField({
  inputId,
  label,
  error,
  hint,
  className,
  hideLabel,
  children,
  ...select
}: Shared & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }) {
  return (
    <Field inputId={inputId} label={label} error={error} hint={hint} className={className} hideLabel={hideLabel}>
      <select {...select} {...describedBy(inputId, error, Boolean(hint))}>
        {children}
      </select>
    </Field>
  );
}

/**
 * The form-level message (a refused login, a server error; or a success the form itself reports).
 * The region stays in the page, so a new message is announced at once. When a submit leaves it
 * showing an error ("Revisa los campos marcados.") while fields of its form are marked, the first
 * marked field is focused and scrolled into sight, whichever form it is.
 */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'success' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form || tone !== 'error') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the form's own submit handler has run and React has drawn the marks it set.
    const onSubmit = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (ref.current?.textContent) revealFirstInvalid(form);
      }, 0);
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('submit', onSubmit);
    };
  }, [tone]);
  return (
    <div ref={ref} className={tone === 'success' ? 'form-alert form-alert-success' : 'form-alert'} role="alert">
      {message}
    </div>
  );
}
