/**
 * The signed-in user, shared by every island. `undefined` while the first check runs, `null`
 * when signed out. The server re-checks the role on every call; this only decides what to show.
 */
import { atom } from 'nanostores';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getSessionUser } from '~/lib/api/session.ts';

export const $user = atom<PublicUser | null | undefined>(undefined);

let pending: Promise<PublicUser | null> | null = null;

/** The server's readable hint that a session cookie was set (the session itself is HttpOnly). */
const SESSION_HINT = /(?:^|;\s*)tienda_sesion=1(?:;|$)/;

/** Set for the next /login when the session ended while this browser still held it. */
const ENDED_KEY = 'tienda:sesion-cerrada';

/**
 * The session ended elsewhere (a password changed in another browser, the account deleted, its
 * seven days over): the browser forgets it, so the next pages ask nothing of the server, and /login
 * says why it is shown.
 */
export function forgetEndedSession(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `tienda_sesion=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  document.documentElement.removeAttribute('data-session-hint');
  $user.set(null);
  pending = Promise.resolve(null);
  try {
    sessionStorage.setItem(ENDED_KEY, '1');
  } catch {
    // Without storage /login simply shows no message.
  }
}

/** Whether the session ended before this page (once: the mark is removed). */
export function takeSessionEnded(): boolean {
  try {
    const ended = sessionStorage.getItem(ENDED_KEY) !== null;
    sessionStorage.removeItem(ENDED_KEY);
    return ended;
  } catch {
    return false;
  }
}

/**
 * Fetches the user once per page (again when `force`). A 401 means signed out; with the session
 * hint still set it means the session ended elsewhere, and the browser forgets it.
 */
export function loadSession(force = false): Promise<PublicUser | null> {
  if (!SESSION_HINT.test(document.cookie)) {
    // Signed out for sure: no request, so no 401 in the visitor's console.
    $user.set(null);
    pending = Promise.resolve(null);
    return pending;
  }
  if (!pending || force) {
    pending = getSessionUser()
      .then(({ data }) => data)
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        forgetEndedSession();
        return null;
      })
      .then((user) => {
        $user.set(user);
        return user;
      })
      .catch(() => {
        // The server could not be reached: show the page as signed out rather than hang.
        $user.set(null);
        return null;
      });
  }
  return pending;
}

export function isAdmin(user: PublicUser | null | undefined): boolean {
  return user?.role === 'ADMIN';
}
