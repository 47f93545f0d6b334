/**
 * `useZodForm` for a form whose schema is downloaded only when the form is used: zod and the
 * schemas stay out of the page's own JS, so a page where nobody sends the form never loads them.
 * `preload` starts the download early (on the form's first focus, say); `validate` waits for it.
 * The schema is the one the server validates with, so the browser shows the server's own messages.
 */
import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import { errorsFromIssues, useFormErrors, type FieldErrors, type FormErrors } from './use-zod-form.ts';

export interface LazyZodForm<S extends z.ZodType, Field extends string> extends FormErrors<Field> {
  /** Starts downloading the schema (a failure is left for `validate` or `ready` to report). */
  preload: () => void;
  /** Waits for the schema, so `check` answers; rejects when it cannot be downloaded. For rules beyond the schema: `await ready()`, then `show` what `check` found and the form adds. */
  ready: () => Promise<void>;
  /** Waits for the schema and parses the values; on failure shows the messages, focuses the first invalid field and returns null. Rejects when the schema cannot be downloaded. */
  validate: (values: unknown) => Promise<z.output<S> | null>;
  /** The messages the values would get, without moving the focus (errors that follow the typing); none until the schema is there. */
  check: (values: unknown) => FieldErrors<Field>;
}

export function useLazyZodForm<S extends z.ZodType, Field extends string>(
  load: () => Promise<S>,
  fields: readonly Field[],
  idOf?: (field: Field) => string,
): LazyZodForm<S, Field> {
  const form = useFormErrors(fields, idOf);
  const { show } = form;
  const latest = useRef({ load, fields });
  latest.current = { load, fields };
  const schema = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);

  const ensure = useCallback(() => {
    loading.current ??= latest.current.load().then(
      (loaded) => (schema.current = loaded),
      (error: unknown) => {
        // Forgotten, so the next try downloads it again.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, []);

  const preload = useCallback(() => {
    ensure().catch(() => undefined);
  }, [ensure]);

  const ready = useCallback(async () => {
    await ensure();
  }, [ensure]);

  const check = useCallback((values: unknown): FieldErrors<Field> => {
    const result = schema.current?.safeParse(values);
    return result && !result.success ? errorsFromIssues(result.error.issues, latest.current.fields) : {};
  }, []);

  const validate = useCallback(
    async (values: unknown) => {
      const result = (await ensure()).safeParse(values);
      if (result.success) {
        show({});
        return result.data;
      }
      show(errorsFromIssues(result.error.issues, latest.current.fields));
      return null;
    },
    [ensure, show],
  );

  return { ...form, preload, ready, validate, check };
}
