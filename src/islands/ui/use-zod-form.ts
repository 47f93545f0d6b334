/**
 * A form's errors, one message per field, and the focus sent to the first field in error, in the
 * form's order, which is scrolled to the middle of the screen (clear of sticky headers). `useZodForm` fills them from the form's zod schema (the same schema validates on
 * the server); `useFormErrors` is the same plumbing for a form whose rules are not one schema.
 */
import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { z } from 'zod';
import { focusAndCentre } from './reveal-invalid.ts';

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

export interface FormErrors<Field extends string> {
  errors: FieldErrors<Field>;
  setErrors: Dispatch<SetStateAction<FieldErrors<Field>>>;
  /** Clears one field's message (while the person corrects it). */
  clearError: (field: Field) => void;
  /** Shows these messages and focuses the first field in error; true when there was any. */
  show: (errors: FieldErrors<Field>) => boolean;
}

/**
 * `fields` is the form's order; `idOf` gives the id of each field's control, so the focus can go
 * to it (defaults to the field's name). Both are read when the errors are shown, so an id that
 * depends on what the form shows at that moment is found.
 */
export function useFormErrors<Field extends string>(
  fields: readonly Field[],
  idOf: (field: Field) => string = (field) => field,
): FormErrors<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const latest = useRef({ fields, idOf });
  latest.current = { fields, idOf };
  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  const show = useCallback((found: FieldErrors<Field>) => {
    setErrors(found);
    const first = firstInvalid(found, latest.current.fields);
    const control = first ? document.getElementById(latest.current.idOf(first)) : null;
    if (control) focusAndCentre(control);
    return first !== undefined;
  }, []);
  return { errors, setErrors, clearError, show };
}

export interface ZodForm<S extends z.ZodType, Field extends string> extends FormErrors<Field> {
  /** Parses the values; on failure shows the messages, focuses the first invalid field and returns null. */
  validate: (values: unknown) => z.output<S> | null;
  /** The messages the values would get, without showing them or moving the focus (errors that follow the typing). */
  check: (values: unknown) => FieldErrors<Field>;
}

export function useZodForm<S extends z.ZodType, Field extends string>(
  schema: S,
  fields: readonly Field[],
  idOf?: (field: Field) => string,
): ZodForm<S, Field> {
  const form = useFormErrors(fields, idOf);
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const { show } = form;
  const validate = useCallback(
    (values: unknown) => {
      const result = schema.safeParse(values);
      if (result.success) {
        show({});
        return result.data;
      }
      show(errorsFromIssues(result.error.issues, latestFields.current));
      return null;
    },
    [schema, show],
  );
  const check = useCallback(
    (values: unknown): FieldErrors<Field> => {
      const result = schema.safeParse(values);
      return result.success ? {} : errorsFromIssues(result.error.issues, latestFields.current);
    },
    [schema],
  );
  return { ...form, validate, check };
}
