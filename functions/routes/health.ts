import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { store, config } = c.get('deps');
  await store.ping();
  return c.json({
    ok: true,
    store: store.kind,
    payments: config.paypal ? 'paypal' : 'sandbox',
    media: config.cloudinaryUrl ? 'cloudinary' : 'local',
  });
});
