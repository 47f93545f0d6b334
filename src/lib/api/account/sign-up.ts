/**
 * Creating an account.
 */
import type { PublicUser, SignupForm } from '~/domain/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Every field is required, the photo too; 409 for a known e-mail (POST /api/signup). */
export const signUp = (form: SignupForm) => apiRequest<PublicUser>('POST', 'signup', { body: form });
