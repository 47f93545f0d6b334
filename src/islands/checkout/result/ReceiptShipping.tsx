import { cartMessages } from '~/domain/cart/messages-cart.ts';
import type { RecordShippingInfo } from '~/domain/records/records.ts';
import PickupFacts from '~/islands/common/PickupFacts.tsx';

interface Props {
  shipping: RecordShippingInfo;
  /** Nothing travels: the details are the contact of a pickup or a reservation. */
  pickup: boolean;
  /** Products are collected at the shop: its address and the counter's hours are shown. */
  productsPickedUp: boolean;
  /** How the order is delivered: "A domicilio", "Recoger en la tienda"… */
  method: string;
}

/** Where a paid order goes, or who picks it up. */
export default function ReceiptShipping({ shipping, pickup, productsPickedUp, method }: Props) {
  return (
    <section aria-labelledby="result-shipping-title">
      <h2 id="result-shipping-title">{pickup ? cartMessages.paymentPickupTitle : cartMessages.paymentShippingTitle}</h2>
      <dl className="result-facts">
        <div>
          <dt>{cartMessages.shippingNameLabel}</dt>
          <dd>{shipping.name}</dd>
        </div>
        <div>
          <dt>{cartMessages.shippingEmailLabel}</dt>
          <dd>{shipping.email}</dd>
        </div>
        <div>
          <dt>{cartMessages.shippingPhoneLabel}</dt>
          <dd>{shipping.phone}</dd>
        </div>
        <div>
          <dt>{cartMessages.shippingMethodLegend}</dt>
          <dd>{method}</dd>
        </div>
        {productsPickedUp && <PickupFacts />}
        {!pickup && shipping.address && (
          <div>
            <dt>{cartMessages.shippingAddressLabel}</dt>
            <dd>{[shipping.address, shipping.neighborhood, shipping.city].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        {shipping.deliveryTime && (
          <div>
            <dt>{cartMessages.shippingDeliveryTimeLabel}</dt>
            <dd>{shipping.deliveryTime}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
