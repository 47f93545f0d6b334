/**
 * How a role is named to people, in the profile and in the admin panel alike. The stored values
 * (ADMIN, GENERAL) never change; only what is shown does.
 */
import type { Role } from './account-schemas.ts';

export const roleNames = { ADMIN: 'Administrador', GENERAL: 'Cliente' } as const satisfies Record<Role, string>;
