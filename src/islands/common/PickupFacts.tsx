import { useStore } from '@nanostores/react';
import { placeMessages } from '~/domain/bookings/messages-places.ts';
import { $shopHours } from '~/stores/shop-hours.ts';

/** Where and when a pickup is collected, as rows of a description list: the shop's address and the counter's hours. */
export default function PickupFacts() {
  const hours = useStore($shopHours);
  return (
    <>
      <div>
        <dt>{placeMessages.pickupAddressLabel}</dt>
        <dd>{placeMessages.pickupAddress}</dd>
      </div>
      <div>
        <dt>{placeMessages.pickupHoursLabel}</dt>
        <dd>{placeMessages.pickupHours(hours)}</dd>
      </div>
    </>
  );
}
