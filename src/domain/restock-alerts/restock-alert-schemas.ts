/**
 * The zod schemas of back-in-stock alerts: asking for one, confirming and cancelling it.
 */
import * as z from 'zod';
import { idSchema } from '../shared/ids.ts';
import { acceptDataPolicySchema, emailSchema, objectIdSchema } from '../shared/schema-basics.ts';
import { restockAlertMessages as t } from './messages-restock-alerts.ts';

/** The sold-out product (and, for a garment, its size and colour) and the e-mail to tell, with the data policy accepted. */
export const restockAlertSubscribeSchema = z.object({
  productId: objectIdSchema,
  variantId: idSchema(t.variantRequired).optional(),
  email: emailSchema,
  acceptDataPolicy: acceptDataPolicySchema,
});

export type RestockAlertForm = z.input<typeof restockAlertSubscribeSchema>;

const linkToken = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });

/** The confirmation link's token (POST /api/restock-alerts/confirm). */
export const restockAlertConfirmSchema = z.object({ token: linkToken(t.confirmLinkInvalid) });

/** The cancel link's token (POST /api/restock-alerts/unsubscribe). */
export const restockAlertUnsubscribeSchema = z.object({ token: linkToken(t.linkInvalid) });
