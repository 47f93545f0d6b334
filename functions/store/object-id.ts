import { randomBytes } from 'node:crypto';

/**
 * MongoDB's ObjectId layout, made here so the embedded engine never loads the MongoDB driver:
 * 4 bytes of seconds since 1970, 5 random bytes fixed for the process, and a 3-byte counter that
 * starts at a random value.
 */
const processUnique = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/** A new 24-hex id, the same kind MongoDB generates, so data moves between engines unchanged. */
export function newObjectId(): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(Date.now() / 1000) % 0x100000000;
  return seconds.toString(16).padStart(8, '0') + processUnique + counter.toString(16).padStart(6, '0');
}

export function isObjectIdHex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}
