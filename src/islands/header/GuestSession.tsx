/**
 * The session island's signed-out and not-yet-known shapes: the neutral placeholder of the
 * avatar's size, and the mobile drawer's account block for a guest. Inside `.session-unknown`,
 * the stylesheet shows either the placeholder or the guest's links, from the session hint the
 * page's first script reads (see src/layouts/first-paint.ts).
 */
import { useStore } from '@nanostores/react';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import { $cartCount } from '~/stores/cart.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';

const chevron = (
  <svg
    className="user-menu-chevron"
    aria-hidden="true"
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/** A grey avatar button, the exact size of the user menu's, that nobody can press or read. */
export function SessionPlaceholder() {
  return (
    <span className="user-menu-button session-placeholder" aria-hidden="true">
      <span className="avatar session-placeholder-avatar" />
      {chevron}
    </span>
  );
}

/** The drawer's account block for a guest: the cart, then login and sign-up. */
export function GuestDrawerAccount({ unknown }: { unknown: boolean }) {
  const count = useStore($cartCount);
  const hydrated = useHydrated();
  return (
    <section className={unknown ? 'drawer-account session-unknown' : 'drawer-account'} aria-labelledby="drawer-account-title">
      <h2 className="drawer-account-title" id="drawer-account-title">
        {sessionMessages.accountDrawerHeading}
      </h2>
      {unknown && <span className="session-placeholder session-placeholder-drawer" aria-hidden="true" />}
      <ul className="drawer-account-list">
        <li>
          <a href="/cart">{hydrated ? sessionMessages.accountCartLink(count) : sessionMessages.cartLink}</a>
        </li>
        <li className="session-guest-only">
          <a href="/login">{sessionMessages.accountLogin}</a>
        </li>
        <li className="session-guest-only">
          <a href="/sign-up">{sessionMessages.accountSignup}</a>
        </li>
      </ul>
    </section>
  );
}
