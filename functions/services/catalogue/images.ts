/**
 * Accepting an uploaded image: size first, then its real type by magic bytes, then the media store.
 */
import { decodeDataUrl, detectImageType, PRODUCT_IMAGE_MAX_BYTES, type ImageType } from '../../../src/domain/shared/images.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { MediaStore } from '../../integrations/media.ts';
import { releaseMediaUploadSlots, takeMediaUploadSlots } from './media-quota.ts';

export function checkImage(bytes: Uint8Array, maxBytes: number): ImageType {
  if (bytes.length === 0) throw new ServiceError(400, messages.imageEmpty);
  if (bytes.length > maxBytes) throw new ServiceError(413, messages.imageTooLarge(maxBytes / 1024 / 1024));
  const type = detectImageType(bytes);
  if (!type) throw new ServiceError(400, messages.imageInvalidType);
  return type;
}

/** An image the owner uploads for the catalogue: checked, counted against the media bounds, then stored. */
export async function uploadProductImage(
  deps: Pick<AppDeps, 'media' | 'store' | 'clock'>,
  accountId: string,
  bytes: Uint8Array,
): Promise<string> {
  const type = checkImage(bytes, PRODUCT_IMAGE_MAX_BYTES);
  const slots = await takeMediaUploadSlots(deps.store, accountId, deps.clock());
  try {
    return (await deps.media.save({ bytes, type, folder: 'productos' })).url;
  } catch (error) {
    await releaseMediaUploadSlots(deps.store, slots);
    throw error;
  }
}

/** An image checked by its bytes and ready to store: checking first lets a use case refuse before it stores anything. */
export interface CheckedImage {
  bytes: Uint8Array;
  type: ImageType;
}

/** Decodes a data URL and checks the image (size, then type by magic bytes) without storing it. */
export function checkDataUrlImage(dataUrl: string, maxBytes: number): CheckedImage {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) throw new ServiceError(400, messages.imageInvalidType);
  return { bytes: decoded.bytes, type: checkImage(decoded.bytes, maxBytes) };
}

export async function saveCheckedImage(media: MediaStore, image: CheckedImage, folder: string): Promise<string> {
  return (await media.save({ ...image, folder })).url;
}

/**
 * Deletes an image nothing uses any more (a replaced photo, the photo of a refused sign-up). A
 * failure is logged and never fails the request: the change it follows has already happened.
 */
export async function discardImage(deps: Pick<AppDeps, 'media' | 'log'>, url: string): Promise<void> {
  try {
    await deps.media.delete(url);
  } catch (error) {
    deps.log({ level: 'error', event: 'media.delete.failed', error: String(error) });
  }
}
