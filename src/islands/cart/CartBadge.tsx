import { useStore } from '@nanostores/react';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import { $cartCount } from '~/stores/cart.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';

/**
 * The header's cart link, for every visitor: a guest's cart lives in the browser, a signed-in
 * one's on the server. The prebuilt HTML has the link without a count (the build cannot know it);
 * the count fills in once the island runs, so the first render matches that HTML.
 */
export default function CartBadge() {
  const count = useStore($cartCount);
  const known = useHydrated();
  return (
    <a href="/cart" className="cart-link" aria-label={known ? sessionMessages.cartLinkCount(count) : sessionMessages.cartLink}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {known && count > 0 && (
        <span className="cart-badge" data-testid="cart-count">
          {count}
        </span>
      )}
    </a>
  );
}
