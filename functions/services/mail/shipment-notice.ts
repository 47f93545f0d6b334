/**
 * The customer's e-mail when a sale is sent (`sale.shipped`): keyed by the sale and the guide, so it
 * is sent once per guide however often the event is delivered; nothing when the record's guide is
 * no longer the event's (a corrected guide has its own event and mail).
 */
import { paymentSuccessUrl } from '../../../src/domain/checkout/checkout.ts';
import { shipmentMail } from '../../../src/domain/mail/shipment-mail.ts';
import type { DomainEvents } from '../../../src/domain/shared/events.ts';
import { isDispatched } from '../../../src/domain/shipments/shipments.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { queueMail } from './mail-outbox.ts';

export async function notifyShipment(deps: AppDeps, { recordId, guide }: DomainEvents['sale.shipped']): Promise<void> {
  const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
  if (!doc || !isDispatched(doc.shipment) || doc.shipment.guide !== guide || !doc.shippingInfo.email) return;
  const origin = shopOrigin(deps.config);
  const receiptUrl = `${origin}${paymentSuccessUrl(doc.reference, doc.amounts.totalNowUsdCents)}&access=${encodeURIComponent(doc.accessToken)}`;
  await queueMail(deps, {
    key: `shipment:${recordId}:${guide}`,
    kind: 'shipment',
    to: doc.shippingInfo.email,
    ...shipmentMail(
      {
        reference: doc.reference,
        name: doc.shippingInfo.name,
        carrier: doc.shipment.carrier,
        guide: doc.shipment.guide,
        url: doc.shipment.url ?? null,
        orderUrl: doc.user ? `${origin}/orders` : receiptUrl,
      },
      origin,
    ),
  });
}
