import { useStore } from '@nanostores/react';
import type { Ref } from 'react';
import { fullAddress } from '~/domain/bookings/appointment-place.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { placeMessages } from '~/domain/bookings/messages-places.ts';
import { whatsappMessages } from '~/domain/whatsapp/messages-whatsapp.ts';
import type { ShippingInfo } from '~/domain/shipping/shipping-schemas.ts';
import type { ShippingNeeds } from '~/domain/shipping/shipping.ts';
import { $shopHours } from '~/stores/shop-hours.ts';

interface Props {
  saved: ShippingInfo;
  needs: ShippingNeeds;
  /** Products travel: shipping words; appointments alone: contact words. */
  hasProducts: boolean;
  /** Appointments are booked and the shop can send WhatsApp notices: the unticked box for them. */
  offerWhatsApp: boolean;
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
}

/** The saved shipping (or contact) details, with the button that opens the form again. */
export default function ShippingSummary({ saved, needs, hasProducts, offerWhatsApp, editRef, onEdit }: Props) {
  const shopHours = useStore($shopHours);
  const delivery = needs.needsAddress && saved.shippingMethod === 'delivery';
  const pickup = hasProducts && saved.shippingMethod === 'pickup';
  const place = [saved.city, saved.neighborhood].filter(Boolean).join(', ');
  const row = (label: string, value: string) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <dl className="shipping-summary">
        {row(cartMessages.shippingNameLabel, saved.name)}
        {row(cartMessages.shippingEmailLabel, saved.email)}
        {row(cartMessages.shippingPhoneLabel, saved.phone)}
        {hasProducts &&
          row(
            cartMessages.shippingMethodLegend,
            delivery ? `${cartMessages.shippingDelivery}${place ? ` · ${place}` : ''}` : cartMessages.shippingPickup,
          )}
        {!hasProducts && needs.homeVisit && row(placeMessages.placeLabel, `${placeMessages.atHome} · ${fullAddress(saved)}`)}
        {hasProducts && delivery && row(cartMessages.shippingAddressLabel, saved.address)}
        {pickup && row(placeMessages.pickupAddressLabel, placeMessages.pickupAddress)}
        {pickup && row(placeMessages.pickupHoursLabel, placeMessages.pickupHours(shopHours))}
        {hasProducts && saved.deliveryTime && row(cartMessages.shippingDeliveryTimeLabel, saved.deliveryTime)}
        {offerWhatsApp &&
          row(whatsappMessages.summaryLabel, saved.whatsappOptIn ? whatsappMessages.summaryYes : whatsappMessages.summaryNo)}
      </dl>
      <button ref={editRef} type="button" className="btn btn-secondary" onClick={onEdit}>
        {hasProducts ? cartMessages.shippingEdit : cartMessages.contactEdit}
      </button>
    </>
  );
}
