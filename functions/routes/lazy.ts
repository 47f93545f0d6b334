/**
 * A route group loaded on its first request. The app registers the group's routes (method and
 * path, so Hono matches them in the same order, and `app.routes` lists them) with one handler that
 * imports the group's module the first time, keeps it, and hands the request to it with the
 * request's context (deps, user, request id): a cold start evaluates only the groups it serves.
 *
 * The group answers through its own small app that rethrows every error, so the main app's error
 * handler answers it exactly as when the group was mounted directly.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context.ts';

/** `METHOD /path`, as the group's module declares it (without `/api`). */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export interface LazyGroup {
  /** The group's routes, in the module's order; tests/unit/lazy-routes.test.ts keeps them in step. */
  routes: readonly RouteKey[];
  /** Imports the group's module (with `import()`) and returns its routes. */
  load: () => Promise<Hono<AppEnv>>;
}

/** The context of the main app a request came through, handed to the group that answers it. */
const outerContexts = new WeakMap<Request, Context<AppEnv>>();

function groupApp(routes: Hono<AppEnv>, basePath: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>().basePath(basePath);
  app.use(async (c, next) => {
    const outer = outerContexts.get(c.req.raw);
    if (outer) for (const [name, value] of Object.entries(outer.var)) c.set(name as keyof AppEnv['Variables'], value as never);
    await next();
  });
  app.route('/', routes);
  app.onError((error) => {
    throw error;
  });
  return app;
}

function executionContextOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // The Netlify function and the tests call the app without one.
  }
}

/** The group's routes as a sub-app to mount with `app.route('/', …)` under `basePath`. */
export function lazyRoutes(group: LazyGroup, basePath = '/api'): Hono<AppEnv> {
  let loaded: Promise<Hono<AppEnv>> | undefined;
  const load = () => {
    loaded ??= group.load().then(
      (routes) => groupApp(routes, basePath),
      (error: unknown) => {
        loaded = undefined; // A failed import is tried again by the next request.
        throw error;
      },
    );
    return loaded;
  };
  const handler = async (c: Context<AppEnv>) => {
    const app = await load();
    const request = c.req.raw;
    outerContexts.set(request, c);
    try {
      const answer = await app.fetch(request, c.env, executionContextOf(c));
      // Through this context, so the headers its middleware set before (the request id) are kept.
      return c.newResponse(answer.body, answer);
    } finally {
      outerContexts.delete(request);
    }
  };
  const routes = new Hono<AppEnv>();
  for (const route of group.routes) {
    const [method, path] = route.split(' ') as [string, string];
    routes.on(method, path, handler);
  }
  return routes;
}
