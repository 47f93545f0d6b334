/**
 * The customer's e-mail when a sale is sent: the carrier, the guide and the tracking link (or, with
 * the shop's own messenger, that the messenger calls), and the way back to the order.
 */
import { shipmentMessages as t } from '../shipments/messages-shipments.ts';
import { renderMail, type RenderedMail } from './render.ts';

export interface ShipmentMailFacts {
  reference: string;
  name: string;
  carrier: string;
  guide: string;
  /** The carrier's tracking link; null without one (the shop's messenger). */
  url: string | null;
  /** Where the customer sees the order: /orders, or the receipt with its token. */
  orderUrl: string;
}

export function shipmentMail(facts: ShipmentMailFacts, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.mailSubject(facts.reference),
      title: t.mailTitle,
      blocks: [
        { kind: 'paragraph', text: t.mailIntro(facts.name) },
        {
          kind: 'facts',
          rows: [
            [t.mailReference, facts.reference],
            [t.trackingCarrier, facts.carrier],
            [t.trackingGuide, facts.guide],
          ],
        },
        facts.url ? { kind: 'button', label: t.trackingLink, href: facts.url } : { kind: 'note', text: t.mailOwnMessenger },
        { kind: 'link', label: t.mailOrdersButton, href: facts.orderUrl },
      ],
    },
    siteOrigin,
  );
}
