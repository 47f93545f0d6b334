/**
 * A message carried across one full page load. Login, sign-up and logout end by loading another
 * page, which would drop a toast raised before it; the header island shows the message there.
 */
const KEY = 'tienda:flash';

export function setFlash(message: string) {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode, quota): the page change still happens, without the message.
  }
}

/** The waiting message, once. */
export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message !== null) sessionStorage.removeItem(KEY);
    return message || null;
  } catch {
    return null;
  }
}
