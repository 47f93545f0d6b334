import type { Ref } from 'react';
import { cartMessages } from '~/domain/messages-cart.ts';
import type { ShippingInfo } from '~/domain/schemas.ts';

interface Props {
  saved: ShippingInfo;
  needsAddress: boolean;
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
}

/** The saved shipping (or contact) details, with the button that opens the form again. */
export default function ShippingSummary({ saved, needsAddress, editRef, onEdit }: Props) {
  const delivery = needsAddress && saved.shippingMethod === 'delivery';
  const place = [saved.city, saved.neighborhood].filter(Boolean).join(', ');
  return (
    <>
      <dl className="shipping-summary">
        <div>
          <dt>{cartMessages.shippingNameLabel}</dt>
          <dd>{saved.name}</dd>
        </div>
        <div>
          <dt>{cartMessages.shippingEmailLabel}</dt>
          <dd>{saved.email}</dd>
        </div>
        <div>
          <dt>{cartMessages.shippingPhoneLabel}</dt>
          <dd>{saved.phone}</dd>
        </div>
        {needsAddress && (
          <div>
            <dt>{cartMessages.shippingMethodLegend}</dt>
            <dd>{delivery ? `${cartMessages.shippingDelivery}${place ? ` · ${place}` : ''}` : cartMessages.shippingPickup}</dd>
          </div>
        )}
        {needsAddress && (
          <div>
            <dt>{cartMessages.shippingAddressLabel}</dt>
            <dd>{saved.address}</dd>
          </div>
        )}
        {saved.deliveryTime && (
          <div>
            <dt>{cartMessages.shippingDeliveryTimeLabel}</dt>
            <dd>{saved.deliveryTime}</dd>
          </div>
        )}
      </dl>
      <button ref={editRef} type="button" className="btn btn-secondary" onClick={onEdit}>
        {cartMessages.shippingEdit}
      </button>
    </>
  );
}
