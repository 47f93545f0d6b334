/**
 * The admin's user list and roles.
 */
import type { z } from 'zod';
import type { PublicUser, updateUserRoleSchema } from '~/domain/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

export const getUsers = () => apiRequest<PublicUser[]>('GET', 'all-user');

/** An admin cannot drop their own ADMIN role (POST /api/update-user). */
export const updateUserRole = (body: z.input<typeof updateUserRoleSchema>) => apiRequest<PublicUser>('POST', 'update-user', { body });
