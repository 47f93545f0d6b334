/**
 * Accepting an uploaded image: size first, then its real type by magic bytes, then the media store.
 */
import {
  decodeDataUrl,
  detectImageType,
  type ImageType,
} from '../../src/domain/images.ts';
import { messages } from '../../src/domain/messages.ts';
import { HttpError } from '../http/envelope.ts';
import type { MediaStore } from '../integrations/media.ts';

export function checkImage(bytes: Uint8Array, maxBytes: number): ImageType {
  if (bytes.length === 0) throw new HttpError(400, messages.imageEmpty);
  if (bytes.length > maxBytes) throw new HttpError(413, messages.imageTooLarge(maxBytes / 1024 / 1024));
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(400, messages.imageInvalidType);
  return type;
}

export async function saveImage(media: MediaStore, bytes: Uint8Array, maxBytes: number, folder: string) {
  const type = checkImage(bytes, maxBytes);
  return (await media.save({ bytes, type, folder })).url;
}

export async function saveDataUrlImage(media: MediaStore, dataUrl: string, maxBytes: number, folder: string) {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) throw new HttpError(400, messages.imageInvalidType);
  return saveImage(media, decoded.bytes, maxBytes, folder);
}
