import type { SaleShipment } from '~/domain/shipments/shipments.ts';
import { trackingMessages as t } from '~/domain/shipments/messages-tracking.ts';
import { formatDay, formatShortDayOf } from '~/domain/shared/dates.ts';
import './shipment-tracking.css';

/** A sale's shipment as the customer reads it (/orders, the receipt): the carrier, the guide, the tracking link and the days. */
export default function ShipmentTracking({ shipment }: { shipment: SaleShipment | undefined }) {
  if (!shipment?.carrier || !shipment.guide) return null;
  return (
    <section className="shipment-tracking" aria-label={t.trackingHeading}>
      <dl>
        <div>
          <dt>{t.trackingCarrier}</dt>
          <dd>{shipment.carrier}</dd>
        </div>
        <div>
          <dt>{t.trackingGuide}</dt>
          <dd>{shipment.guide}</dd>
        </div>
        {shipment.shippedAt && (
          <div>
            <dt>{t.trackingShippedOn}</dt>
            <dd>{formatShortDayOf(shipment.shippedAt)}</dd>
          </div>
        )}
        {shipment.deliveredAt && (
          <div>
            <dt>{t.trackingDeliveredOn}</dt>
            <dd>{formatDay(shipment.deliveredAt)}</dd>
          </div>
        )}
      </dl>
      {shipment.url && (
        <a className="shipment-tracking-link" href={shipment.url} target="_blank" rel="noopener noreferrer">
          {t.trackingLink}
        </a>
      )}
    </section>
  );
}
