/**
 * A role has one name wherever a person reads it: the profile and the admin panel say
 * "Administrador" and "Cliente", while the stored values stay ADMIN and GENERAL.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/accounts/messages-account.ts';
import { roleNames } from '../../src/domain/accounts/role-names.ts';
import { roles } from '../../src/domain/accounts/account-schemas.ts';

describe('the names of the roles', () => {
  it('name every stored role in Spanish, the same in the profile as in the admin panel', () => {
    expect(roles.map((role) => roleNames[role])).toEqual(['Administrador', 'Cliente']);
    expect(accountMessages.accountRoleNames).toBe(roleNames);
  });
});
