import { ObjectId } from 'mongodb';

/** A new 24-hex id, the same kind MongoDB generates, so data moves between engines unchanged. */
export function newObjectId(): string {
  return new ObjectId().toHexString();
}

export function isObjectIdHex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}
