/**
 * The signed-in user, shared by every island. `undefined` while the first check runs, `null`
 * when signed out. The server re-checks the role on every call; this only decides what to show.
 */
import { atom } from 'nanostores';
import type { PublicUser } from '~/domain/schemas.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getSessionUser } from '~/lib/api/session.ts';

export const $user = atom<PublicUser | null | undefined>(undefined);

let pending: Promise<PublicUser | null> | null = null;

/** The server's readable hint that a session cookie was set (the session itself is HttpOnly). */
const SESSION_HINT = /(?:^|;\s*)tienda_sesion=1(?:;|$)/;

/** Fetches the user once per page (again when `force`); a 401 simply means signed out. */
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
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
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
