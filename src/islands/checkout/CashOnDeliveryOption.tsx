import { useEffect, useState } from 'react';
import { isReservationLine, type CartState } from '~/domain/cart/cart.ts';
import { checkoutItems } from '~/domain/checkout/checkout.ts';
import { codCheckoutMessages as t } from '~/domain/cash-on-delivery/messages-cod-checkout.ts';
import { formatCop } from '~/domain/money/money.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getCashOnDeliveryOffer, placeCashOnDelivery } from '~/lib/api/cash-on-delivery.ts';
import { toast } from '~/lib/toast.ts';
import { clearLocalCart } from '~/stores/cart-actions.ts';
import type { CheckoutConsent } from './payment-flow.ts';
import './cash-on-delivery.css';

interface Props {
  cart: CartState;
  /** The payment panel's checks (both boxes, the invoice's buyer, the cart's last look): the consent, or null to stop. */
  readyToPay: () => Promise<CheckoutConsent | null>;
}

/**
 * "Pago contra entrega" under the ways to pay, shown only when the server says the cart and its
 * delivery may be paid on delivery (a product delivery to a place the owner enabled, under its
 * maximum, without appointments). Placing it empties the cart and opens /contra-entrega.
 * Loaded with the payment panel, never with the cart page itself.
 */
export default function CashOnDeliveryOption({ cart, readyToPay }: Props) {
  const [offer, setOffer] = useState<{ fee: number; total: number } | null>(null);
  const [placing, setPlacing] = useState(false);
  const shippingInfo = cart.shippingInfo;
  const candidate = shippingInfo?.shippingMethod === 'delivery' && !cart.items.some(isReservationLine);
  // The cart's items and delivery as one key: a new object with the same content asks nothing again.
  const key = candidate && shippingInfo ? JSON.stringify({ items: checkoutItems(cart), shippingInfo }) : '';

  useEffect(() => {
    let current = true;
    setOffer(null);
    if (!key) return;
    getCashOnDeliveryOffer(JSON.parse(key) as Parameters<typeof getCashOnDeliveryOffer>[0])
      .then(({ data }) => {
        if (current && data.available) setOffer({ fee: data.fee, total: data.total });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);

  async function place() {
    if (placing || !shippingInfo) return;
    setPlacing(true);
    try {
      const consent = await readyToPay();
      if (!consent) return;
      const { keepInvoiceBuyer: _keep, ...body } = consent;
      const { data } = await placeCashOnDelivery({ items: checkoutItems(cart), shippingInfo, ...body });
      clearLocalCart();
      window.location.assign(`/contra-entrega?pedido=${encodeURIComponent(data.reference)}`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.failed);
    } finally {
      setPlacing(false);
    }
  }

  if (!offer) return null;
  return (
    <div className="checkout-cod">
      <h3>{t.title}</h3>
      <p className="checkout-note">{t.note(formatCop(offer.total), offer.fee > 0 ? formatCop(offer.fee) : null)}</p>
      <p className="checkout-note">{t.confirmNote}</p>
      <button
        type="button"
        className="btn btn-outline checkout-cod-button"
        onClick={() => void place()}
        aria-disabled={placing || undefined}
      >
        {placing ? t.placing : t.button}
      </button>
    </div>
  );
}
