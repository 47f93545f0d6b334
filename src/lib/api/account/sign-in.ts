/**
 * Signing in (the login form, and the sign-up form right after the account is made).
 */
import type { z } from 'zod';
import type { signinSchema } from '~/domain/accounts/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Sets the session cookie (POST /api/signin). */
export const signIn = (credentials: z.input<typeof signinSchema>) => apiRequest<'POST /signin'>('POST', 'signin', { body: credentials });
