// First: it must run before the schemas are built.
import '~/lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import type { ShippingInfo, ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import type { ShippingNeeds } from '~/domain/shipping/shipping.ts';
import ShippingForm from './ShippingForm.tsx';
import ShippingSummary from './ShippingSummary.tsx';
import { validShippingInfo } from './shipping-values.ts';

// The cart reads the saved info through this module, which it loads with the form.
export { validShippingInfo };

interface Props {
  info: ShippingInfo | null;
  needs: ShippingNeeds;
  /** Products travel: they pay the delivery fee (a home service's visit does not). */
  hasProducts: boolean;
  /** Appointments are booked and the shop can send WhatsApp notices: the unticked box for them. */
  offerWhatsApp: boolean;
  rates: ShippingRate[] | null;
}

/**
 * The cart's shipping (or, for reservations at the shop only, contact) details: a form until saved, then a
 * summary with an edit button. This module brings zod and the schemas: the cart loads it only
 * once it has lines.
 */
export default function ShippingSection({ info, needs, hasProducts, offerWhatsApp, rates }: Props) {
  const titleId = `${useId()}-title`;
  const saved = validShippingInfo(info, needs, rates);
  const [editing, setEditing] = useState(saved === null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  // The saved info stopped fitting the cart (a product or a home service now needs an address): back to the form.
  useEffect(() => {
    if (saved === null && !editing) setEditing(true);
  }, [saved, editing]);

  useEffect(() => {
    if (!editing && focusEdit.current) {
      focusEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function closeForm() {
    focusEdit.current = true;
    setEditing(false);
  }

  return (
    <section className="cart-card shipping-section" aria-labelledby={titleId}>
      {/* Products travel: shipping words; appointments alone (at the shop or at home): contact words. */}
      <h2 id={titleId}>{hasProducts ? cartMessages.shippingTitle : cartMessages.shippingContactTitle}</h2>
      {!editing && saved ? (
        <ShippingSummary
          saved={saved}
          needs={needs}
          hasProducts={hasProducts}
          offerWhatsApp={offerWhatsApp}
          editRef={editButton}
          onEdit={() => setEditing(true)}
        />
      ) : (
        <ShippingForm
          info={info}
          needs={needs}
          hasProducts={hasProducts}
          offerWhatsApp={offerWhatsApp}
          rates={rates}
          titleId={titleId}
          canCancel={saved !== null}
          onDone={closeForm}
        />
      )}
    </section>
  );
}
