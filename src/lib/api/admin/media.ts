/**
 * Uploading a catalogue image (multipart field `file`); the server checks its bytes.
 */
import type { uploadProductImage } from '../../../../functions/services/catalogue/images.ts';
import { apiRequest, type ServiceResult } from '~/lib/api/core.ts';

/** Stores the image and gives its address (POST /api/media). */
export async function uploadImage(file: File): Promise<ServiceResult<typeof uploadProductImage>> {
  const form = new FormData();
  form.set('file', file);
  return (await apiRequest<{ url: ServiceResult<typeof uploadProductImage> }>('POST', 'media', { body: form })).data.url;
}
