import { Hono } from 'hono';
import { restockAlertMessages as t } from '../../../src/domain/restock-alerts/messages-restock-alerts.ts';
import {
  restockAlertConfirmSchema,
  restockAlertSubscribeSchema,
  restockAlertUnsubscribeSchema,
} from '../../../src/domain/restock-alerts/restock-alert-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { optionalUser, requireAdmin } from '../../http/session.ts';
import { cancelRestockAlert, confirmRestockAlert, requestRestockAlert, waitingAlerts } from '../../services/restock-alerts/index.ts';

/** "Avísame cuando llegue": asking (the same answer whatever the e-mail), confirming, cancelling, and the owner's counts. */
export const restockAlertRoutes = new Hono<AppEnv>()
  .post('/restock-alerts', optionalUser, async (c) => {
    const form = await readJson(c, restockAlertSubscribeSchema);
    await requestRestockAlert(c.get('deps'), form, clientIp(c), c.get('user') ?? null);
    return ok(c, undefined, t.subscribed);
  })
  .post('/restock-alerts/confirm', async (c) => {
    const { token } = await readJson(c, restockAlertConfirmSchema);
    await confirmRestockAlert(c.get('deps'), token);
    return ok(c, undefined, t.confirmed);
  })
  .post('/restock-alerts/unsubscribe', async (c) => {
    const { token } = await readJson(c, restockAlertUnsubscribeSchema);
    await cancelRestockAlert(c.get('deps'), token);
    return ok(c, undefined, t.unsubscribed);
  })
  .get('/admin/restock-alerts', requireAdmin, async (c) => ok(c, await waitingAlerts(c.get('deps'))));
