import { Hono } from 'hono';
import { cashOnDeliveryMessages as t } from '../../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import {
  cashOnDeliveryCollectSchema,
  cashOnDeliveryConfirmSchema,
  cashOnDeliveryOfferSchema,
  cashOnDeliveryOrderSchema,
  cashOnDeliverySettingsSchema,
} from '../../../src/domain/cash-on-delivery/cash-on-delivery-schemas.ts';
import { paymentReferenceSchema } from '../../../src/domain/checkout/checkout-schemas.ts';
import { shipmentInputSchema } from '../../../src/domain/shipments/shipment-schemas.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { optionalUser, requireAdmin } from '../../http/session.ts';
import { cashOnDeliveryOfferFor, placeCashOnDeliveryOrder } from '../../services/cash-on-delivery/cod-orders.ts';
import {
  cancelByOwner,
  confirmByCustomer,
  confirmByOwner,
  listOpenCashOnDeliveryOrders,
  markCollected,
  markDispatched,
} from '../../services/cash-on-delivery/cod-progress.ts';
import { cashOnDeliverySettings, saveCashOnDeliverySettings } from '../../services/cash-on-delivery/cod-settings.ts';

/** Pago contra entrega: whether it applies, placing it, the customer's confirmation, and the owner's settings and steps. */
export const cashOnDeliveryRoutes = new Hono<AppEnv>()
  .post('/cash-on-delivery/offer', async (c) => {
    const { items, shippingInfo } = await readJson(c, cashOnDeliveryOfferSchema);
    return ok(c, await cashOnDeliveryOfferFor(c.get('deps'), items, shippingInfo));
  })
  .post('/cash-on-delivery/orders', optionalUser, async (c) => {
    const { items, shippingInfo, invoiceBuyer } = await readJson(c, cashOnDeliveryOrderSchema);
    const caller = { user: c.get('user') ?? null, ip: clientIp(c) };
    return ok(c, await placeCashOnDeliveryOrder(c.get('deps'), caller, items, shippingInfo, invoiceBuyer), t.placed, 201);
  })
  .post('/cash-on-delivery/confirm', async (c) => {
    const { token } = await readJson(c, cashOnDeliveryConfirmSchema);
    return ok(c, await confirmByCustomer(c.get('deps'), token), t.confirmedByCustomer);
  })
  .get('/admin/cash-on-delivery', requireAdmin, async (c) => ok(c, await listOpenCashOnDeliveryOrders(c.get('deps'))))
  .get('/admin/cash-on-delivery/settings', requireAdmin, async (c) => ok(c, await cashOnDeliverySettings(c.get('deps').store)))
  .put('/admin/cash-on-delivery/settings', requireAdmin, async (c) => {
    const settings = await readJson(c, cashOnDeliverySettingsSchema);
    return ok(c, await saveCashOnDeliverySettings(c.get('deps').store, settings), t.settingsSaved);
  })
  .post('/admin/cash-on-delivery/:reference/confirm', requireAdmin, async (c) => {
    const reference = parseOrThrow(paymentReferenceSchema, c.req.param('reference'));
    return ok(c, await confirmByOwner(c.get('deps'), reference), t.confirmed);
  })
  .post('/admin/cash-on-delivery/:reference/cancel', requireAdmin, async (c) => {
    const reference = parseOrThrow(paymentReferenceSchema, c.req.param('reference'));
    return ok(c, await cancelByOwner(c.get('deps'), reference), t.cancelled);
  })
  .post('/admin/cash-on-delivery/:reference/dispatch', requireAdmin, async (c) => {
    const reference = parseOrThrow(paymentReferenceSchema, c.req.param('reference'));
    const shipment = await readJson(c, shipmentInputSchema);
    return ok(c, await markDispatched(c.get('deps'), reference, shipment), t.dispatched);
  })
  .post('/admin/cash-on-delivery/:reference/collect', requireAdmin, async (c) => {
    const reference = parseOrThrow(paymentReferenceSchema, c.req.param('reference'));
    const { amountCollected } = await readJson(c, cashOnDeliveryCollectSchema);
    return ok(c, await markCollected(c.get('deps'), reference, amountCollected), t.collected);
  });
