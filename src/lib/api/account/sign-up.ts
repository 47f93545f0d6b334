/**
 * Creating an account.
 */
import type { SignupForm } from '~/domain/accounts/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Every field is required, the photo too; 409 for a known e-mail (POST /api/signup). */
export const signUp = (form: SignupForm) => apiRequest<'POST /signup'>('POST', 'signup', { body: form });
