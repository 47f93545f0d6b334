import { toast } from '~/lib/toast.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';

/**
 * "«…» se añadió al carrito." with a link to the cart: the header shows the cart link only to
 * signed-in visitors, so a guest finds the way in from here.
 */
export function toastAddedToCart(productName: string) {
  toast.success(
    <span>
      {messages.addedToCart(productName)}{' '}
      <a href="/cart" className="toast-link" style={{ fontWeight: 700 }}>
        {messages.viewCart}
      </a>
    </span>,
  );
}
