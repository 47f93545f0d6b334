import { placeMessages } from '~/domain/messages-places.ts';

/** Where and when a pickup is collected: the shop's address and the counter's hours, instead of an address to type. */
export default function PickupPlace() {
  return (
    <div className="pickup-place">
      <p className="field-hint">{placeMessages.pickupNote}</p>
      <dl className="shipping-summary">
        <div>
          <dt>{placeMessages.pickupAddressLabel}</dt>
          <dd>{placeMessages.pickupAddress}</dd>
        </div>
        <div>
          <dt>{placeMessages.pickupHoursLabel}</dt>
          <dd>{placeMessages.pickupHours()}</dd>
        </div>
      </dl>
    </div>
  );
}
