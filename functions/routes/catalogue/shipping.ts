import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { listShippingRates } from '../../services/catalogue/shipping.ts';

export const shippingRoutes = new Hono<AppEnv>().get('/shippingRates', async (c) => ok(c, await listShippingRates(c.get('deps').store)));
