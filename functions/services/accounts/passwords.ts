import bcrypt from 'bcryptjs';

/** bcrypt cost: 12 rounds, as the original app used (its hashes verify unchanged). */
export const BCRYPT_COST = 12;

let cost = BCRYPT_COST;

/**
 * The cost of the hashes this process makes from now on: the test servers' cheaper one
 * (`PASSWORD_HASH_COST`, never in production). A hash keeps its own cost, so every stored one still
 * verifies.
 */
export function setPasswordHashCost(rounds: number): void {
  cost = rounds;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
