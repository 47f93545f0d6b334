/**
 * The API: one Hono app mounted at /api, shared by the Netlify function and the local server.
 * Its route groups load on their first request (routes/groups.ts), so a cold start evaluates only
 * the app, its middleware and the groups it serves.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '../src/domain/shared/messages.ts';
import { CatalogueAnswers } from './http/catalogue-answers.ts';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/context.ts';
import { fail } from './http/envelope.ts';
import { ServiceError } from './services/errors.ts';
import { sameOriginForStateChanges } from './http/origin.ts';
import { benchRoutes } from './routes/bench.ts';
import { healthRoutes } from './routes/health.ts';
import { routeGroups } from './routes/groups.ts';
import { lazyRoutes } from './routes/lazy.ts';
import { DuplicateKeyError, StoreUnavailableError } from './store/contract.ts';

export function createApp(deps: AppDeps) {
  const catalogueAnswers = new CatalogueAnswers();
  const api = new Hono<AppEnv>()
    .basePath('/api')
    .use(requestId())
    .use(async (c, next) => {
      const started = performance.now();
      c.set('deps', deps);
      c.set('user', null);
      c.set('catalogueAnswers', catalogueAnswers);
      await next();
      // API answers are personal or live; only immutable media says otherwise.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      deps.log({
        level: 'info',
        event: 'request',
        method: c.req.method,
        // The path only: query strings can carry personal data (searches, e-mails).
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: c.get('requestId'),
      });
    })
    .use(
      secureHeaders({
        crossOriginResourcePolicy: 'same-origin',
        xFrameOptions: 'DENY',
        referrerPolicy: 'strict-origin-when-cross-origin',
        // JSON and images need nothing from anywhere, and nobody may frame them.
        contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      }),
    )
    .use(
      bodyLimit({
        maxSize: deps.config.bodyLimitBytes,
        onError: (c) => fail(c, 413, messages.payloadTooLarge),
      }),
    )
    .use(sameOriginForStateChanges)
    .route('/', healthRoutes);
  // Every other group is loaded with its first request (routes/lazy.ts), in this order.
  for (const group of Object.values(routeGroups)) api.route('/', lazyRoutes(group));
  // The benchmark's baseline: the same middleware, no store. Off unless BENCH_BARE_ENDPOINT is set.
  if (deps.config.benchBareEndpoint) api.route('/', benchRoutes);

  api.notFound((c) => fail(c, 404, messages.routeNotFound));
  api.onError((error, c) => {
    if (error instanceof ServiceError) return fail(c, error.status, error.message);
    if (error instanceof DuplicateKeyError) return fail(c, 409, messages.invalidInput);
    if (error instanceof StoreUnavailableError) {
      // The driver's reason, never its stack: the owner sees which request met the outage and why.
      const reason = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : String(error.cause);
      deps.log({
        level: 'error',
        event: 'store.unavailable',
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        reason,
      });
      return fail(c, 503, messages.storeUnavailable);
    }
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, messages.invalidInput);
    deps.log({ level: 'error', event: 'request.failed', requestId: c.get('requestId'), error: String(error?.stack ?? error) });
    return fail(c, 500, messages.internalError);
  });

  return api;
}

export type ApiApp = ReturnType<typeof createApp>;
