/**
 * The signed-in user's own profile.
 */
import type { z } from 'zod';
import type { profileUpdateSchema } from '~/domain/accounts/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Changes only the fields sent; a new photo replaces the old one (PATCH /api/profile). */
export const updateProfile = (patch: z.input<typeof profileUpdateSchema>) =>
  apiRequest<'PATCH /profile'>('PATCH', 'profile', { body: patch });
