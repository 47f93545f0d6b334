import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describedBy } from '../../src/islands/ui/Field.tsx';
import { errorsFromIssues, firstInvalid } from '../../src/islands/ui/use-zod-form.ts';

const schema = z.object({
  name: z.string().min(1, 'Falta el nombre.'),
  email: z.email('Correo no válido.'),
  age: z.number().min(18, 'Menor de edad.'),
});

describe('the UI kit’s form rules', () => {
  it('keeps the first message of each field the form shows, in the form’s order', () => {
    const result = schema.safeParse({ name: '', email: 'x', age: 3, extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = errorsFromIssues(result.error.issues, ['email', 'name'] as const);
    expect(errors).toEqual({ name: 'Falta el nombre.', email: 'Correo no válido.' });
    expect(firstInvalid(errors, ['email', 'name'] as const)).toBe('email');
    expect(firstInvalid({}, ['email', 'name'] as const)).toBeUndefined();
  });

  it('ties a control to its hint and its error only when they exist', () => {
    expect(describedBy('correo', undefined)).toEqual({ id: 'correo', 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(describedBy('correo', 'Mal.', true)).toEqual({
      id: 'correo',
      'aria-invalid': true,
      'aria-describedby': 'correo-hint correo-error',
    });
  });
});
