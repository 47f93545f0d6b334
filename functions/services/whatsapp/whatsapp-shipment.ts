/**
 * The WhatsApp notice of a sent sale (`sale.shipped`), for a customer who ticked the box on its
 * order: the purchase, the carrier, the guide and the tracking link (or the order's page when the
 * carrier has none). Keyed by the sale and the guide, so it is queued once per guide.
 */
import { paymentSuccessUrl } from '../../../src/domain/checkout/checkout.ts';
import type { DomainEvents } from '../../../src/domain/shared/events.ts';
import { isDispatched } from '../../../src/domain/shipments/shipments.ts';
import { whatsappShipmentParameters } from '../../../src/domain/whatsapp/whatsapp.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { queueWhatsApp } from './whatsapp-outbox.ts';
import { whatsappConsentOf } from './whatsapp-notices.ts';

export async function queueShipmentNotice(deps: AppDeps, { recordId, guide }: DomainEvents['sale.shipped']): Promise<void> {
  if (!deps.whatsapp) return;
  const doc = await deps.store.collection('transactions').findOne({ _id: recordId });
  const consentAt = doc ? whatsappConsentOf(doc) : null;
  if (!doc || !consentAt || !isDispatched(doc.shipment) || doc.shipment.guide !== guide) return;
  const origin = shopOrigin(deps.config);
  const orderPage = doc.user
    ? `${origin}/orders`
    : `${origin}${paymentSuccessUrl(doc.reference, doc.amounts.totalNowUsdCents)}&access=${encodeURIComponent(doc.accessToken)}`;
  try {
    await queueWhatsApp(deps, {
      key: `whatsapp:shipped:${recordId}:${guide}`,
      kind: 'shipped',
      reference: doc.reference,
      lineId: recordId,
      phone: doc.shippingInfo.phone,
      consentAt,
      parameters: whatsappShipmentParameters({
        reference: doc.reference,
        carrier: doc.shipment.carrier,
        guide: doc.shipment.guide,
        link: doc.shipment.url ?? orderPage,
      }),
    });
  } catch (error) {
    deps.log({ level: 'error', event: 'whatsapp.queue.failed', reference: doc.reference, kind: 'shipped', error: String(error) });
  }
}
