/**
 * The mail asking the customer to confirm an order paid on delivery: its total, where it goes, by
 * when to confirm, and the signed link that confirms it. Queued once per order (its key names it).
 * The receipt comes later, with the invoice, when the order is collected (`order.paid`).
 */
import { cashOnDeliveryMailMessages as t } from '../../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { renderMail } from '../../../src/domain/mail/render.ts';
import { shipmentMail } from '../../../src/domain/mail/shipment-mail.ts';
import { mailMessages } from '../../../src/domain/mail/messages-mail.ts';
import { formatCop } from '../../../src/domain/money/money.ts';
import { formatMoment } from '../../../src/domain/shared/dates.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { CashOnDeliveryShipment, PaymentOrderDoc } from '../../store/documents.ts';
import { queueMail } from '../mail/index.ts';

/** The page the mail's link opens: it confirms with one click (never on opening, so a mail scanner confirms nothing). */
export const confirmPath = (token: string) => `/contra-entrega/confirmar?token=${encodeURIComponent(token)}`;

export async function queueConfirmationRequest(deps: AppDeps, order: Omit<PaymentOrderDoc, '_id'>, token: string, releaseAt: Date) {
  const origin = shopOrigin(deps.config);
  const { shippingInfo } = order;
  const place = [shippingInfo.address, shippingInfo.neighborhood, shippingInfo.city].filter(Boolean).join(', ');
  await queueMail(deps, {
    key: `cod-confirmation:${order.reference}`,
    kind: 'cod-confirmation',
    to: shippingInfo.email,
    ...renderMail(
      {
        subject: t.subject(order.reference),
        title: t.title,
        blocks: [
          { kind: 'paragraph', text: mailMessages.greeting(shippingInfo.name) },
          { kind: 'paragraph', text: t.intro(order.reference) },
          {
            kind: 'facts',
            rows: [
              [t.factReference, order.reference],
              [t.factTotal, formatCop(order.amounts.totalNow)],
              [t.factAddress, place],
              [t.factConfirmBy, formatMoment(releaseAt)],
            ],
          },
          { kind: 'button', label: t.confirmLink, href: `${origin}${confirmPath(token)}` },
          { kind: 'note', text: t.replyNote },
          { kind: 'note', text: t.releaseNote },
        ],
      },
      origin,
    ),
  });
}

/**
 * The customer's mail when the order leaves with its carrier and guide (the same mail a paid sale
 * gets, services/mail/shipment-notice.ts): keyed by the order and the guide, so a repeated dispatch
 * mails once and a corrected guide mails again. A customer with an account follows it in /orders;
 * a guest on the order's page.
 */
export async function queueDispatchMail(deps: AppDeps, order: PaymentOrderDoc, shipment: CashOnDeliveryShipment) {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `shipment:${order._id}:${shipment.guide}`,
    kind: 'shipment',
    to: order.shippingInfo.email,
    ...shipmentMail(
      {
        reference: order.reference,
        name: order.shippingInfo.name,
        carrier: shipment.carrier,
        guide: shipment.guide,
        url: shipment.url,
        orderUrl: order.userId ? `${origin}/orders` : `${origin}/contra-entrega?pedido=${encodeURIComponent(order.reference)}`,
      },
      origin,
    ),
  });
}
