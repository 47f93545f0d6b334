import bcrypt from 'bcryptjs';

/** bcrypt cost: 12 rounds, as the original app used (its hashes verify unchanged). */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
