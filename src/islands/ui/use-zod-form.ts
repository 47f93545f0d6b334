/**
 * A form's validation through its zod schema: the first message of each field, and the focus sent
 * to the first field in error, in the form's order. The same schema validates on the server.
 */
import { useCallback, useState } from 'react';
import type { z } from 'zod';

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

export interface ZodForm<S extends z.ZodType, Field extends string> {
  errors: FieldErrors<Field>;
  setErrors: (errors: FieldErrors<Field>) => void;
  /** Clears one field's message (while the person corrects it). */
  clearError: (field: Field) => void;
  /** Parses the values; on failure shows the messages, focuses the first invalid field and returns null. */
  validate: (values: unknown) => z.output<S> | null;
}

/**
 * `fields` is the form's order; `idOf` gives the id of each field's control, so the focus can go
 * to it (defaults to the field's name).
 */
export function useZodForm<S extends z.ZodType, Field extends string>(
  schema: S,
  fields: readonly Field[],
  idOf: (field: Field) => string = (field) => field,
): ZodForm<S, Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  const validate = useCallback(
    (values: unknown) => {
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const found = errorsFromIssues(result.error.issues, fields);
      setErrors(found);
      const first = firstInvalid(found, fields);
      if (first) document.getElementById(idOf(first))?.focus();
      return null;
    },
    // The schema, the order and the ids are fixed for a form.
    [schema],
  );
  return { errors, setErrors, clearError, validate };
}
