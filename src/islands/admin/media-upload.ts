/**
 * Uploads one product image to POST /api/media (multipart field `file`) and returns its address.
 * The browser checks the type and size first so a wrong file fails at once; the server checks
 * the bytes again.
 */
import { imageTypes, PRODUCT_IMAGE_MAX_BYTES } from '../../domain/images.ts';
import { messages } from '../../domain/messages.ts';
import { ApiError } from '../../lib/api/client.ts';

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
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch('/api/media', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(messages.networkError, 0);
  }
  let payload: { success?: boolean; message?: string; data?: { url?: string } };
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new ApiError(messages.unexpectedResponse, response.status);
  }
  const url = payload.data?.url;
  if (!response.ok || !payload.success || typeof url !== 'string') {
    throw new ApiError(payload.message || messages.unexpectedResponse, response.status);
  }
  return url;
}
