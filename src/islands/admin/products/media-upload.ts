/**
 * Uploads one product image and returns its address. The browser checks the type and size first
 * so a wrong file fails at once; the server checks the bytes again.
 */
import { imageTypes, PRODUCT_IMAGE_MAX_BYTES } from '~/domain/shared/images.ts';
import { messages } from '~/domain/shared/messages.ts';
import { uploadImage } from '~/lib/api/admin/media.ts';
import { ApiError } from '~/lib/api/core.ts';

export const acceptedImageTypes = Object.keys(imageTypes).join(',');

/** Null when the file may be sent, else the message to show. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in imageTypes)) return messages.imageInvalidType;
  if (file.size === 0) return messages.imageEmpty;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return messages.imageTooLarge(PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024);
  return null;
}

export async function uploadProductImage(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new ApiError(problem, 400);
  return uploadImage(file);
}
