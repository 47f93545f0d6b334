import { lazy, Suspense, useEffect } from 'react';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import { toast } from '~/lib/toast.ts';
import { loadSession } from '~/stores/session.ts';
import { takeFlash } from '~/lib/flash.ts';
import { GuestDrawerAccount, SessionPlaceholder } from './GuestSession.tsx';
import { useSessionUser } from '~/islands/common/use-session-user.ts';
import './session-menu.css';

// Only a signed-in visitor needs the user menu (and its avatar and logout): a guest's page never downloads it.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx'));

interface Props {
  /** The header row, or the account block of the mobile drawer. */
  placement?: 'header' | 'drawer';
}

/**
 * The header's session island: it checks the session at start, then shows the login link or the
 * user's menu. A second instance renders the same items in the mobile drawer.
 *
 * While the session is unknown (the prebuilt HTML, and until the check answers) both the login
 * link and a neutral placeholder of the avatar's size are rendered, and the page's first script
 * picks one before the first paint: the placeholder when the session hint cookie says a session
 * may exist, the login link otherwise. A signed-in visitor never sees "Iniciar sesión" flash.
 */
export default function SessionMenu({ placement = 'header' }: Props) {
  const user = useSessionUser();
  useEffect(() => {
    void loadSession();
    if (placement !== 'header') return;
    const flash = takeFlash();
    if (flash) toast.success(flash);
  }, [placement]);

  // While the user menu loads, the same neutral placeholder as while the session is unknown.
  if (user)
    return (
      <Suspense fallback={<GuestMenu placement={placement} unknown />}>
        <SignedInMenu user={user} placement={placement} />
      </Suspense>
    );
  return <GuestMenu placement={placement} unknown={user === undefined} />;
}

/** The login link, or the drawer's guest block; with a placeholder of the avatar's size while `unknown`. */
function GuestMenu({ placement, unknown }: { placement: 'header' | 'drawer'; unknown: boolean }) {
  if (placement === 'drawer') return <GuestDrawerAccount unknown={unknown} />;
  const login = (
    <a href="/login" className="btn btn-outline header-login session-guest-only">
      {sessionMessages.accountLogin}
    </a>
  );
  if (!unknown) return login;
  return (
    <span className="session-unknown header-session-unknown">
      <SessionPlaceholder />
      {login}
    </span>
  );
}
