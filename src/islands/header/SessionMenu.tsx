import { useEffect } from 'react';
import { sessionMessages } from '~/domain/messages-session.ts';
import { toast } from '~/lib/toast.ts';
import { loadSession } from '~/stores/session.ts';
import { takeFlash } from '~/islands/account/flash.ts';
import SignedInMenu from './SignedInMenu.tsx';
import { useSessionUser } from './use-session-user.ts';
import './session-menu.css';

interface Props {
  /** The header row, or the account block of the mobile drawer. */
  placement?: 'header' | 'drawer';
}

/**
 * The header's session island: it checks the session at start, then shows the login link or the
 * user's menu. A second instance renders the same items in the mobile drawer. While the session is
 * unknown it shows what a signed-out visitor sees, like the prebuilt HTML.
 */
export default function SessionMenu({ placement = 'header' }: Props) {
  const user = useSessionUser();
  useEffect(() => {
    void loadSession();
    if (placement !== 'header') return;
    const flash = takeFlash();
    if (flash) toast.success(flash);
  }, [placement]);

  if (user) return <SignedInMenu user={user} placement={placement} />;
  if (placement === 'header') {
    return (
      <a href="/login" className="btn btn-outline header-login">
        {sessionMessages.accountLogin}
      </a>
    );
  }
  return (
    <section className="drawer-account" aria-labelledby="drawer-account-title">
      <h2 className="drawer-account-title" id="drawer-account-title">
        {sessionMessages.accountDrawerHeading}
      </h2>
      <ul className="drawer-account-list">
        <li>
          <a href="/login">{sessionMessages.accountLogin}</a>
        </li>
        <li>
          <a href="/sign-up">{sessionMessages.accountSignup}</a>
        </li>
      </ul>
    </section>
  );
}
