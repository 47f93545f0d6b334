import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { ServiceError } from '../../services/errors.ts';
import { currentUser, requireAdmin } from '../../http/session.ts';
import { uploadProductImage } from '../../services/catalogue/images.ts';

export const mediaRoutes = new Hono<AppEnv>()
  .post('/media', requireAdmin, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new ServiceError(400, messages.imageInvalidType);
    });
    const file = form.file;
    if (!(file instanceof File)) throw new ServiceError(400, messages.imageInvalidType);
    const url = await uploadProductImage(c.get('deps'), currentUser(c)._id, new Uint8Array(await file.arrayBuffer()));
    return ok(c, { url }, undefined, 201);
  })
  .get('/media/:key', async (c) => {
    const { media } = c.get('deps');
    const stored = 'read' in media ? await media.read(c.req.param('key')) : null;
    if (!stored) throw new ServiceError(404, messages.mediaNotFound);
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.type,
      // Keys are random and never reused: the file at a key never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
