/**
 * bcrypt reads only a password's first 72 bytes, so the shop refuses longer ones wherever a
 * password is typed, counting UTF-8 bytes rather than characters.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_BYTES, passwordByteLength, passwordFitsBcrypt } from '../../src/domain/accounts/passwords.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { passwordSchema, signinSchema, signupSchema } from '../../src/domain/accounts/account-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('password length in bytes', () => {
  it('counts UTF-8 bytes: accents and ñ take 2, an emoji 4', () => {
    expect(passwordByteLength('abc')).toBe(3);
    expect(passwordByteLength('ñ')).toBe(2);
    expect(passwordByteLength('á')).toBe(2);
    expect(passwordByteLength('🙂')).toBe(4);
    expect(PASSWORD_MAX_BYTES).toBe(72);
    expect(passwordFitsBcrypt('a'.repeat(72))).toBe(true);
    expect(passwordFitsBcrypt('a'.repeat(73))).toBe(false);
  });

  it('takes up to 72 bytes and refuses one more, however the bytes are spelt', () => {
    const fits = ['a'.repeat(72), 'ñ'.repeat(36), '🙂'.repeat(18), `${'a'.repeat(70)}ñ`];
    const tooLong = ['a'.repeat(73), 'ñ'.repeat(37), '🙂'.repeat(19), `${'a'.repeat(71)}ñ`, 'x'.repeat(10_000)];
    for (const password of fits) expect(passwordSchema.safeParse(password).success, password).toBe(true);
    for (const password of tooLong) {
      const result = passwordSchema.safeParse(password);
      expect(result.success, password.slice(0, 10)).toBe(false);
      expect(firstMessage(result)).toBe(messages.passwordTooLong);
    }
    // 37 characters, 74 bytes: a character count would have let it through.
    expect('ñ'.repeat(37).length).toBeLessThan(PASSWORD_MAX_BYTES);
  });

  it('gives the same message in the sign-up and login forms (they share these schemas)', () => {
    const long = 'ñ'.repeat(40);
    const signup = signupSchema.safeParse({
      name: 'Ana',
      email: 'ana@correo.co',
      tel: '3001234567',
      password: long,
      confirmPassword: long,
      profilePic: 'data:image/png;base64,AAAA',
    });
    expect(firstMessage(signup)).toBe(messages.passwordTooLong);
    expect(firstMessage(signinSchema.safeParse({ email: 'ana@correo.co', password: long }))).toBe(messages.passwordTooLong);
    expect(firstMessage(passwordSchema.safeParse('corta'))).toBe(messages.passwordTooShort);
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(messages.passwordRequired);
  });
});
