/**
 * Reading a profile photo in the browser with the server's rules (size, then the real type by the
 * first bytes), so a wrong file is refused before it is sent. The server checks again.
 */
import { detectImageType, PROFILE_PIC_MAX_BYTES } from '~/domain/shared/images.ts';
import { messages } from '~/domain/shared/messages.ts';
import { accountMessages } from '~/domain/accounts/messages-account.ts';

export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; error: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export async function readProfilePhoto(file: File): Promise<PhotoResult> {
  if (file.size === 0) return { ok: false, error: messages.imageEmpty };
  if (file.size > PROFILE_PIC_MAX_BYTES) return { ok: false, error: messages.imageTooLarge(PROFILE_PIC_MAX_BYTES / 1024 / 1024) };
  try {
    const type = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type) return { ok: false, error: messages.imageInvalidType };
    const dataUrl = await readAsDataUrl(file);
    // The type the bytes really are, not the one the file name suggested.
    return { ok: true, dataUrl: `data:${type};base64,${dataUrl.slice(dataUrl.indexOf(',') + 1)}` };
  } catch {
    return { ok: false, error: accountMessages.accountPhotoReadError };
  }
}
