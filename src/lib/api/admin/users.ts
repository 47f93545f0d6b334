/**
 * The admin's user list and roles.
 */
import type { z } from 'zod';
import type { updateUserRoleSchema } from '~/domain/accounts/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

export const getUsers = () => apiRequest<'GET /all-user'>('GET', 'all-user');

/** An admin cannot drop their own ADMIN role (POST /api/update-user). */
export const updateUserRole = (body: z.input<typeof updateUserRoleSchema>) =>
  apiRequest<'POST /update-user'>('POST', 'update-user', { body });
