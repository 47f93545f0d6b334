import { useEffect } from 'react';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { loadSession } from '~/stores/session.ts';
import { useSessionUser } from '~/islands/common/use-session-user.ts';

/**
 * The user of a page that needs one: undefined while the session is checked, then the user. A
 * signed-out visitor is sent to /login. The server refuses the page's calls anyway.
 */
export function useSignedInUser(): PublicUser | undefined {
  const user = useSessionUser();
  useEffect(() => {
    let active = true;
    void loadSession().then((current) => {
      if (active && !current) window.location.replace('/login');
    });
    return () => {
      active = false;
    };
  }, []);
  return user ?? undefined;
}
