/**
 * A route group loaded on its first request (functions/routes/lazy.ts) answers as if it were
 * mounted directly: its module is imported once, however many first requests arrive together; it
 * sees the request's context; the headers the app set before it are kept; what it throws reaches
 * the app's error handler; and a failed import is tried again by the next request.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../functions/http/context.ts';
import { lazyRoutes, type LazyGroup } from '../../functions/routes/lazy.ts';

function groupModule() {
  return new Hono<AppEnv>()
    .get('/items/:id', (c) => c.json({ id: c.req.param('id'), requestId: c.get('requestId') }, 200, { 'x-from-group': 'yes' }))
    .post('/items', () => {
      throw new Error('refused by the group');
    });
}

function appWith(group: LazyGroup) {
  const app = new Hono<AppEnv>().basePath('/api');
  app.use(async (c, next) => {
    c.set('requestId', 'req-1');
    c.header('x-request-id', 'req-1');
    await next();
  });
  app.route('/', lazyRoutes(group));
  app.notFound((c) => c.json({ where: 'app' }, 404));
  app.onError((error, c) => c.json({ caught: error.message }, 418));
  return app;
}

describe('a lazily loaded route group', () => {
  it('is imported once, on the first request that matches it, and answers with the context and headers', async () => {
    let loads = 0;
    const app = appWith({
      routes: ['GET /items/:id', 'POST /items'],
      load: async () => {
        loads += 1;
        return groupModule();
      },
    });
    expect((await app.request('/api/other')).status).toBe(404);
    expect(loads).toBe(0);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => app.request(`/api/items/${index}`)));
    expect(loads).toBe(1);
    expect(await answers[7]?.json()).toEqual({ id: '7', requestId: 'req-1' });
    expect(answers[7]?.headers.get('x-request-id')).toBe('req-1');
    expect(answers[7]?.headers.get('x-from-group')).toBe('yes');
  });

  it("hands what the group throws to the app's error handler", async () => {
    const app = appWith({ routes: ['GET /items/:id', 'POST /items'], load: async () => groupModule() });
    const answer = await app.request('/api/items', { method: 'POST' });
    expect(answer.status).toBe(418);
    expect(await answer.json()).toEqual({ caught: 'refused by the group' });
  });

  it('tries a failed import again on the next request', async () => {
    let attempts = 0;
    const app = appWith({
      routes: ['GET /items/:id'],
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('import failed');
        return groupModule();
      },
    });
    expect((await app.request('/api/items/1')).status).toBe(418);
    expect((await app.request('/api/items/1')).status).toBe(200);
    expect(attempts).toBe(2);
  });
});
