import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cartTaxIncluded, isReservationLine, pricedLines, productLineKey, reservationKey } from '~/domain/cart/cart.ts';
import { checkedLineProblem } from '~/domain/cart/cart-checks.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { computeTotals, COP_PER_USD, formatCop, formatUsdCents, SERVICE_DEPOSIT_PERCENT } from '~/domain/money/money.ts';
import { cartTotalsWithDiscount, formatDiscount } from '~/domain/promotions/discounts.ts';
import { promotionCartMessages as promotionMessages } from '~/domain/promotions/messages-promotions-cart.ts';
import { $discountCode } from '~/stores/discount-code.ts';
import DiscountCodeField from './DiscountCodeField.tsx';
import { reservationRefusal, serviceBookingWindow } from '~/domain/schedule/schedule.ts';
import type { ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import { getShippingRates } from '~/lib/api/shipping.ts';
import { toast } from '~/lib/toast.ts';
import { $cart } from '~/stores/cart.ts';
import { $slotChecks } from '~/stores/cart-checks.ts';
import { $shopHours } from '~/stores/shop-hours.ts';
import { ProductLineItem } from './CartLines.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { cartShipping } from '~/islands/cart/shipping/cart-shipping.ts';
import { $shippingDraft } from '~/islands/cart/shipping/shipping-draft.ts';
import { checkBeforePaying, useCartChecks } from './use-cart-checks.ts';
import { useCartPacks } from './use-pack-credits.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import { useShippingSection } from '~/islands/cart/shipping/use-shipping-section.ts';
import '~/islands/ui/forms.css';
import './cart.css';
import '~/islands/cart/shipping/shipping.css';
import ListState from '~/islands/ui/ListState.tsx';
import './summary.css';

// An appointment's line (its date, its hour and "Usar mi bono") loads only for a cart that holds one.
const ReservationLineItem = lazy(() => import('./ReservationLineItem.tsx').then((module) => ({ default: module.ReservationLineItem })));

// "Sign in to buy a pack" loads only for a guest's cart that holds one.
const PackAccountNotice = lazy(() => import('~/islands/common/PackAccountNotice.tsx'));

// The payment panel (and its consent boxes and payment flow) loads once the cart has lines to pay.
const CheckoutPanel = lazy(() => import('~/islands/checkout/CheckoutPanel.tsx'));

/** What the payment panel's place says while it loads. */
const checkoutPending = (
  <section className="checkout-panel" aria-labelledby="checkout-title">
    <h2 id="checkout-title">{cartMessages.checkoutTitle}</h2>
    <p className="checkout-note" role="status">
      {cartMessages.checkoutLoading}
    </p>
  </section>
);

/** /cart: the lines, the shipping form, the totals of the shared computation and the payment buttons. */
export default function CartPage() {
  const hydrated = useHydrated();
  const cart = useStore($cart);
  const slotChecks = useStore($slotChecks);
  const shopHours = useStore($shopHours);
  const shippingDraft = useStore($shippingDraft);
  const discountCode = useStore($discountCode);
  const [rates, setRates] = useState<ShippingRate[] | null>(null);
  // Wompi first: the shop charges pesos, and dollars are said only beside PayPal (in the payment panel).
  const [pesosFirst, setPesosFirst] = useState(false);
  // The WhatsApp box only once the server says the shop can send (never promised otherwise).
  const [whatsappNotices, setWhatsappNotices] = useState(false);
  // The shipping form brings zod with it: an empty cart never needs it.
  const shipping = useShippingSection(cart.items.length > 0);

  useEffect(() => {
    getShippingRates()
      .then(({ data }) => setRates(data))
      .catch(() => {
        toast.error(messages.shippingLoadError);
        setRates([]);
      });
  }, []);

  // The current price and stock of the products, the deleted ones, and whether each hour is still free.
  useCartChecks(hydrated, cart);
  // The customer's pack credits ("Usar mi bono"), and a guest's pack that needs an account.
  const packs = useCartPacks(cart);

  if (!hydrated) return <ListState look="page" loading={cartMessages.cartLoading} />;

  if (cart.items.length === 0) {
    return (
      <div className="cart-empty">
        <p>{messages.cartEmpty}</p>
        <div className="cart-empty-actions">
          <a className="btn" href="/productos">
            {cartMessages.cartContinueShopping}
          </a>
          <a className="btn btn-secondary" href="/reservar">
            {cartMessages.cartBookService}
          </a>
        </div>
      </div>
    );
  }

  const now = new Date();
  const { needs, saved, fee, hasProducts } = cartShipping(cart, rates, shipping?.validShippingInfo ?? null, shippingDraft);
  // What stops each line from being paid; such a line (sold out, deleted, an hour taken or past) leaves the totals.
  const problems = cart.items.map((item) => {
    if (!isReservationLine(item)) return checkedLineProblem(item, slotChecks);
    const { reservationDate, reservationTime, serviceDuration } = item.reservationDetails;
    const refusal = reservationRefusal(
      {
        date: reservationDate,
        time: reservationTime,
        stock: 1,
        window: serviceBookingWindow(item.reservationDetails),
        durationMinutes: serviceDuration,
      },
      now,
      shopHours,
    );
    return refusal ?? checkedLineProblem(item, slotChecks);
  });
  // A line with a problem, or paid with a pack credit ($0, as the server prices it), leaves the totals.
  const counts = (_item: unknown, index: number) => problems[index] === null && packs.choices[index]?.useCredit !== true;
  const totals = computeTotals(pricedLines(cart, counts), fee ?? 0);
  const ownAmounts = computeTotals(pricedLines(cart), 0).lines;
  let productsTotal = 0;
  let servicesTotal = 0;
  const lines = cart.items.map((item, index) => {
    const amounts = totals.lines[index] ?? { lineTotal: 0, payNow: 0 };
    const own = ownAmounts[index] ?? amounts;
    const problem = problems[index] ?? null;
    if (isReservationLine(item)) {
      servicesTotal += amounts.lineTotal;
      const key = reservationKey(item);
      return (
        <Suspense key={key} fallback={<li className="cart-line cart-line-reservation" aria-busy="true" />}>
          <ReservationLineItem
            line={item}
            deposit={own.payNow}
            problem={problem}
            serviceGone={slotChecks.get(key) === 'gone'}
            credit={packs.choices[index] ?? null}
          />
        </Suspense>
      );
    }
    productsTotal += amounts.lineTotal;
    return <ProductLineItem key={productLineKey(item)} line={item} lineTotal={own.lineTotal} problem={problem} />;
  });
  // What is paid with the applied code: the lines above show their full prices, the code's pesos come off below.
  const payable = cartTotalsWithDiscount(pricedLines(cart, counts), fee ?? 0, discountCode);

  let blocked: string | null = null;
  if (packs.needsAccount) blocked = packMessages.packNeedsAccount;
  else if (packs.sessionPending) blocked = cartMessages.checkoutLoading;
  else if (problems.some((problem) => problem !== null)) blocked = cartMessages.checkoutBlocked;
  else if (!shipping) blocked = cartMessages.checkoutLoading;
  else if (!saved) blocked = hasProducts ? cartMessages.checkoutNeedsShipping : cartMessages.checkoutNeedsContact;
  else if (rates === null) blocked = cartMessages.checkoutLoading;

  return (
    <div className="cart-layout">
      <div className="cart-main">
        <section className="cart-card" aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title">{cartMessages.cartLinesTitle(cart.items.length)}</h2>
          <ul className="cart-lines">{lines}</ul>
          {packs.needsAccount && (
            <Suspense fallback={null}>
              <PackAccountNotice />
            </Suspense>
          )}
        </section>
        {shipping ? (
          <shipping.default
            info={cart.shippingInfo}
            needs={needs}
            hasProducts={hasProducts}
            offerWhatsApp={whatsappNotices && cart.items.some(isReservationLine)}
            rates={rates}
          />
        ) : (
          <section className="cart-card shipping-pending">
            <p className="list-message" role="status">
              {cartMessages.cartLoading}
            </p>
          </section>
        )}
      </div>
      <aside className="cart-aside" aria-label={cartMessages.summaryTitle}>
        <section className="cart-card cart-summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{cartMessages.summaryTitle}</h2>
          <dl className="totals">
            {productsTotal > 0 && (
              <div>
                <dt>{cartMessages.summaryProducts}</dt>
                <dd>{formatCop(productsTotal)}</dd>
              </div>
            )}
            {servicesTotal > 0 && (
              <div>
                <dt>{cartMessages.summaryServices}</dt>
                <dd>{formatCop(servicesTotal)}</dd>
              </div>
            )}
            {discountCode && payable.discount > 0 && (
              <div className="totals-discount">
                <dt>{promotionMessages.discountLine(discountCode.code)}</dt>
                <dd>{formatDiscount(payable.discount)}</dd>
              </div>
            )}
            <div className="totals-strong">
              <dt>{cartMessages.summarySubtotal}</dt>
              <dd>{formatCop(payable.subtotal)}</dd>
            </div>
            {servicesTotal > 0 && (
              <>
                <div>
                  <dt>{cartMessages.summaryDeposits(SERVICE_DEPOSIT_PERCENT)}</dt>
                  <dd>{formatCop(payable.deposits)}</dd>
                </div>
                <div>
                  <dt>{cartMessages.summaryBalance}</dt>
                  <dd>{formatCop(payable.balanceAtService)}</dd>
                </div>
              </>
            )}
            {hasProducts && (
              <div>
                <dt>{cartMessages.summaryShipping}</dt>
                <dd>{fee === null ? cartMessages.summaryShippingPending : fee > 0 ? formatCop(fee) : cartMessages.summaryShippingFree}</dd>
              </div>
            )}
            <div className="totals-now">
              <dt>{cartMessages.summaryTotalNow}</dt>
              <dd>{formatCop(payable.totalNow)}</dd>
            </div>
            <div className="totals-tax">
              <dt>{cartMessages.summaryTaxIncluded}</dt>
              <dd>{formatCop(cartTaxIncluded(cart, payable.lines, fee ?? 0))}</dd>
            </div>
            {!pesosFirst && (
              <div>
                <dt>{cartMessages.summaryUsd}</dt>
                <dd>{formatUsdCents(payable.totalNowUsdCents)}</dd>
              </div>
            )}
          </dl>
          {!pesosFirst && <p className="field-hint">{cartMessages.summaryUsdNote(COP_PER_USD.toLocaleString('es-CO'))}</p>}
          <DiscountCodeField cart={cart} />
        </section>
        <Suspense fallback={checkoutPending}>
          <CheckoutPanel
            cart={cart}
            blocked={blocked}
            beforePaying={checkBeforePaying}
            usdCents={payable.totalNowUsdCents}
            nothingToPay={payable.totalNow === 0}
            nothingToPayNote={
              payable.discount === 0 && packs.choices.some((choice) => choice?.useCredit) ? packMessages.creditsCoverAll : undefined
            }
            onConfig={(config) => {
              setPesosFirst(config.currency === 'COP');
              setWhatsappNotices(config.whatsappNotices);
            }}
          />
        </Suspense>
      </aside>
    </div>
  );
}
