/**
 * Uploading a catalogue image (multipart field `file`); the server checks its bytes.
 */
import { apiRequest, type ApiData } from '~/lib/api/core.ts';

/** Stores the image and gives its address (POST /api/media). */
export async function uploadImage(file: File): Promise<ApiData<'POST /media'>['url']> {
  const form = new FormData();
  form.set('file', file);
  return (await apiRequest<'POST /media'>('POST', 'media', { body: form })).data.url;
}
