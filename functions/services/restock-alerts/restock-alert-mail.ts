/**
 * The alert's two mails, queued in the shop's outbox (services/mail) under keys naming the alert:
 * the request to confirm (`restock-alert-confirmation:<alert>:<sending>`, one per request) and the
 * notice that the item is back (`restock-alert:<alert>`, so an alert is told once however many
 * restocks reach it).
 */
import { restockAlertBackInStockMail, restockAlertConfirmationMail } from '../../../src/domain/restock-alerts/restock-alert-mails.ts';
import { shopOrigin } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { queueMail } from '../mail/index.ts';

const cancelUrl = (origin: string, token: string) => `${origin}/cancelar-aviso?token=${encodeURIComponent(token)}`;

export async function sendRestockAlertConfirmation(
  deps: AppDeps,
  input: { alertId: string; sendingKey: string; email: string; itemName: string; confirmToken: string; unsubscribeToken: string },
): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `restock-alert-confirmation:${input.alertId}:${input.sendingKey}`,
    kind: 'restock-alert-confirmation',
    to: input.email,
    ...restockAlertConfirmationMail(
      {
        itemName: input.itemName,
        confirmUrl: `${origin}/confirmar-aviso?token=${encodeURIComponent(input.confirmToken)}`,
        cancelUrl: cancelUrl(origin, input.unsubscribeToken),
      },
      origin,
    ),
  });
}

export async function sendBackInStock(
  deps: AppDeps,
  input: { alertId: string; email: string; itemName: string; productId: string; unsubscribeToken: string },
): Promise<void> {
  const origin = shopOrigin(deps.config);
  await queueMail(deps, {
    key: `restock-alert:${input.alertId}`,
    kind: 'back-in-stock',
    to: input.email,
    ...restockAlertBackInStockMail(
      {
        itemName: input.itemName,
        productUrl: `${origin}/product/${input.productId}`,
        cancelUrl: cancelUrl(origin, input.unsubscribeToken),
      },
      origin,
    ),
  });
}
