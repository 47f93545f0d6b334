/**
 * The route groups the app loads on their first request (functions/routes/groups.ts) list their
 * routes by hand, so the app can register them before the module is loaded. Each list must name
 * exactly the routes its module declares, in its order: a route added to a module and not to its
 * list would not be served, and one left in a list after it was removed would answer a 404 from
 * the group instead of the app's own.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/routes/groups.ts';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../functions/routes');
/** Modules the app mounts directly: the health check answers a cold start, the bench is its baseline. */
const MOUNTED_DIRECTLY = ['bench.ts', 'health.ts', 'groups.ts', 'lazy.ts'];

describe('the lazily loaded route groups', () => {
  for (const [name, group] of Object.entries(routeGroups)) {
    it(`${name}: the list names the routes its module declares, in its order`, async () => {
      const routes = await group.load();
      const declared = [
        ...new Set(routes.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
      ];
      expect(group.routes).toEqual(declared);
    });
  }

  it('every route module is one of the groups, or mounted directly', async () => {
    const modules = (await readdir(ROUTES_DIR, { recursive: true }))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.split(path.sep).join('/'));
    const loaded = await Promise.all(Object.values(routeGroups).map((group) => group.load()));
    const grouped = modules.filter((file) => !MOUNTED_DIRECTLY.includes(file));
    expect(grouped.length).toBe(loaded.length);
    expect(new Set(loaded).size).toBe(loaded.length);
  });
});
