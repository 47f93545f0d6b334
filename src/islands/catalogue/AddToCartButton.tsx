import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { isServiceCategory, type CardProduct } from '~/domain/catalogue/catalogue.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { variantMessages } from '~/domain/catalogue/messages-variants.ts';
import { toast } from '~/lib/toast.ts';
import { addToCart } from '~/stores/cart.ts';
import { $livePrices } from '~/stores/live-prices.ts';
import { toastAddedToCart } from './cart-toast.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';

// The service picker is fetched only when a service's "Añadir" is pressed.
const ReservationDialog = lazy(() => import('~/islands/reservation/ReservationDialog.tsx'));

interface Props {
  product: CardProduct;
  /** The product page shows the stock line above the button. */
  showStock?: boolean;
  size?: 'card' | 'large';
}

/**
 * The add button of a card or a product page. A product goes to the cart; a service opens the
 * reservation picker, since a service is only bought with a date and an hour. A tap that lands
 * before the island has hydrated is kept by the page's first script and replayed then
 * (`data-replay-tap`, see src/layouts/first-paint.ts).
 */
export default function AddToCartButton({ product, showStock = false, size = 'card' }: Props) {
  // The first render matches the prebuilt HTML; live price and stock apply once hydrated.
  const hydrated = useHydrated();
  const live = useStore($livePrices)[product._id];
  const current = hydrated && live ? live : product;
  const soldOut = current.stock <= 0;
  const isService = isServiceCategory(product.category);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function add(event: MouseEvent<HTMLButtonElement>) {
    // Cards sit inside links in some layouts: the button adds, it never navigates.
    event.preventDefault();
    event.stopPropagation();
    if (isService) {
      setPicking(true);
      return;
    }
    if (busy) return;
    setBusy(true);
    const result = await addToCart(product._id, {
      productName: product.productName,
      productImage: product.productImage[0] ?? '',
      category: product.category,
      sellingPrice: current.sellingPrice,
      stock: current.stock,
      ...(product.pack ? { isPack: true as const } : {}),
      ...(product.taxTreatment ? { taxTreatment: product.taxTreatment } : {}),
    });
    setBusy(false);
    if (result.ok) toastAddedToCart(product.productName);
    else if (result.kind === 'info') toast.info(result.message);
    else toast.error(result.message);
  }

  function closePicker() {
    setPicking(false);
    buttonRef.current?.focus();
  }

  const label = soldOut ? messages.outOfStock : isService ? messages.addService : messages.addToCart;
  // A garment with sizes or colours is chosen on its page, never added blindly from a card.
  if (product.hasVariants && !isService && !soldOut && !showStock) {
    return (
      <a className={`btn add-to-cart add-to-cart-${size}`} href={`/product/${product._id}`} data-ready={hydrated ? 'true' : undefined}>
        {variantMessages.chooseOnPage}
      </a>
    );
  }
  return (
    <>
      {showStock && (
        <p className={soldOut ? 'stock-state stock-out' : 'stock-state stock-in'}>
          {soldOut ? messages.outOfStock : messages.inStock(current.stock)}
        </p>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={`btn add-to-cart add-to-cart-${size}${soldOut ? ' add-to-cart-soldout' : ''}`}
        disabled={soldOut}
        aria-haspopup={isService ? 'dialog' : undefined}
        aria-busy={busy || undefined}
        onClick={add}
        data-ready={hydrated ? 'true' : undefined}
        data-replay-tap
      >
        {!soldOut && (
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
            <path d="M12 9v4M10 11h4" />
          </svg>
        )}
        {label}
      </button>
      {picking && (
        <Suspense fallback={null}>
          <ReservationDialog productId={product._id} productName={product.productName} onClose={closePicker} />
        </Suspense>
      )}
    </>
  );
}
