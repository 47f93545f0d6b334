import { placeMessages } from '~/domain/bookings/messages-places.ts';
import PickupFacts from '~/islands/common/PickupFacts.tsx';

/** Where and when a pickup is collected: the shop's address and the counter's hours, instead of an address to type. */
export default function PickupPlace() {
  return (
    <div className="pickup-place">
      <p className="field-hint">{placeMessages.pickupNote}</p>
      <dl className="shipping-summary">
        <PickupFacts />
      </dl>
    </div>
  );
}
