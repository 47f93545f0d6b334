import { useStore } from '@nanostores/react';
import { $cartCount } from '~/stores/cart.ts';
import { useSessionUser } from '~/islands/header/use-session-user.ts';

/** The header's cart link with the number of units in the cart; shown to signed-in visitors only. */
export default function CartBadge() {
  const count = useStore($cartCount);
  // The header's session island loads the user; until then, and when signed out, there is no link.
  const user = useSessionUser();
  if (!user) return null;
  const label = count === 1 ? 'Carrito: 1 producto' : `Carrito: ${count} productos`;
  return (
    <a href="/cart" className="cart-link" aria-label={label}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {count > 0 && (
        <span className="cart-badge" data-testid="cart-count">
          {count}
        </span>
      )}
    </a>
  );
}
