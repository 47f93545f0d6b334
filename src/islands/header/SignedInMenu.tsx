/**
 * The signed-in half of the header's session island: the user menu, the drawer's account block
 * and logout.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { logOut } from '~/lib/api/session.ts';
import { toast } from '~/lib/toast.ts';
import { $cartCount } from '~/stores/cart.ts';
import { $user, isAdmin } from '~/stores/session.ts';
import { setFlash } from '~/lib/flash.ts';
import { Avatar } from '~/islands/ui/Avatar.tsx';

interface MenuLink {
  href: string;
  label: string;
}

/** The four admin pages for ADMIN, the profile and the orders for everyone else. */
function menuLinks(user: PublicUser): MenuLink[] {
  return isAdmin(user)
    ? [
        { href: '/admin-panel/all-products', label: sessionMessages.accountAdminProducts },
        { href: '/admin-panel/all-reservas', label: sessionMessages.accountAdminReservations },
        { href: '/admin-panel/all-Ventas', label: sessionMessages.accountAdminSales },
        { href: '/admin-panel/all-users', label: sessionMessages.accountAdminUsers },
      ]
    : [
        { href: '/perfil', label: sessionMessages.accountMyProfile },
        { href: '/orders', label: sessionMessages.accountMyOrders },
      ];
}

/** Logout clears the user and goes home; a failure says 'Error al cerrar sesión.'. */
async function logout(): Promise<void> {
  try {
    const { message } = await logOut();
    $user.set(null);
    setFlash(message ?? messages.logoutSuccess);
    window.location.assign('/');
  } catch {
    toast.error(messages.logoutError);
  }
}

export default function SignedInMenu({ user, placement }: { user: PublicUser; placement: 'header' | 'drawer' }) {
  return placement === 'drawer' ? <DrawerAccount user={user} /> : <UserMenu user={user} />;
}

function UserMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      items()[0]?.focus();
    }
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    if (!open) {
      if (event.target !== button.current || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const last = list.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? at < 0 || at === last
              ? 0
              : at + 1
            : at <= 0
              ? last
              : at - 1;
    list[next]?.focus();
  }

  // Tabbing out closes the menu. A click elsewhere is left to the pointer listener: some browsers
  // move focus to nothing (relatedTarget null) when an item is clicked, which must not close it.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !root.current?.contains(next)) setOpen(false);
  }

  async function onLogout() {
    setBusy(true);
    await logout();
    setBusy(false);
  }

  return (
    // The wrapper only hears Escape and the focus leaving, bubbled from the button and the menu's
    // items inside it, which are the interactive elements; the wrapper itself is not one.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div className="user-menu" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        aria-label={sessionMessages.accountMenuLabel(user.name)}
        onClick={() => setOpen(!open)}
      >
        <Avatar user={user} size={36} />
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
      </button>
      <div className="user-menu-panel" id="user-menu-panel" hidden={!open}>
        <p className="user-menu-who">
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </p>
        <nav aria-label={sessionMessages.accountDrawerHeading}>
          {isAdmin(user) && <p className="user-menu-heading">{sessionMessages.accountAdminHeading}</p>}
          <ul>
            {menuLinks(user).map((link) => (
              <li key={link.href}>
                <a href={link.href} data-menu-item>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="user-menu-logout" data-menu-item disabled={busy} onClick={() => void onLogout()}>
          {busy ? sessionMessages.accountLoggingOut : sessionMessages.accountLogout}
        </button>
      </div>
    </div>
  );
}

/** The drawer's account block: the same items as the header (cart, menu links, logout). */
function DrawerAccount({ user }: { user: PublicUser }) {
  const count = useStore($cartCount);
  const [busy, setBusy] = useState(false);
  return (
    <section className="drawer-account" aria-labelledby="drawer-account-title">
      <h2 className="drawer-account-title" id="drawer-account-title">
        {sessionMessages.accountDrawerHeading}
      </h2>
      <p className="drawer-account-who">
        <Avatar user={user} size={40} />
        <span>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </span>
      </p>
      <ul className="drawer-account-list">
        <li>
          <a href="/cart">{sessionMessages.accountCartLink(count)}</a>
        </li>
        {menuLinks(user).map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void logout().finally(() => setBusy(false));
            }}
          >
            {busy ? sessionMessages.accountLoggingOut : sessionMessages.accountLogout}
          </button>
        </li>
      </ul>
    </section>
  );
}
