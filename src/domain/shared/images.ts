/**
 * Image rules: which images the shop accepts, told by their first bytes (never by the name or the
 * declared type), and how large they may be.
 */
export const imageTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof imageTypes;

export const PROFILE_PIC_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes really are, or null (SVG and anything scriptable are never images here). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Decodes a base64 `data:` URL; null when it is not one. */
export function decodeDataUrl(dataUrl: string): { declaredType: string; bytes: Uint8Array } | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const bytes = Uint8Array.from(atob(match[2] ?? ''), (char) => char.charCodeAt(0));
  return { declaredType: match[1] ?? '', bytes };
}

/** The longest base64 data URL that can hold `maxBytes` (plus a generous header). */
export function maxDataUrlLength(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 100;
}
