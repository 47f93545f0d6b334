/**
 * The owner's carriers (ADMIN): read by the shipping rates page and the dialog that sends a sale,
 * replaced whole by the editor.
 */
import { Hono } from 'hono';
import { carriersBodySchema } from '../../../src/domain/shipments/shipment-schemas.ts';
import { shipmentMessages } from '../../../src/domain/shipments/messages-shipments.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { listCarriers, replaceCarriers } from '../../services/shipments/index.ts';

export const carrierRoutes = new Hono<AppEnv>()
  .get('/admin/carriers', requireAdmin, async (c) => ok(c, await listCarriers(c.get('deps').store)))
  .put('/admin/carriers', requireAdmin, async (c) => {
    const { carriers } = await readJson(c, carriersBodySchema);
    return ok(c, await replaceCarriers(c.get('deps').store, carriers), shipmentMessages.carriersSaved);
  });
