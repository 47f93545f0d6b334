/**
 * The contract between the browser and the API. Paths in src/lib/api are plain strings, so a
 * renamed or removed route would break the browser only at run time; this test breaks first.
 *
 * - The client: every function exported by a module of src/lib/api (core.ts aside: it sends what
 *   the modules give it; and routes.ts, which holds types only) is called with placeholder
 *   arguments against a fake fetch that records the method and address really sent; a function
 *   that returns an `/api/…` address instead (a link, a preload) counts as a GET of it. Each must
 *   match a route of the real Hono app, matched by Hono's own router, so
 *   `bookings/<reference>/cancel` matches `/api/bookings/:reference/cancel`; query strings play no
 *   part. (The answers' shapes are the typecheck's: tests/unit/api-response-types.test.ts.)
 * - The API table: every route of the app has a row in docs/api.md with its method and path, and
 *   every row names a real route.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TrieRouter } from 'hono/router/trie-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { benchRoutes } from '../../functions/routes/bench.ts';
import { createHarness, type Harness } from '../api/helpers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIENT_DIR = path.join(ROOT, 'src/lib/api');
const API_TABLE = path.join(ROOT, 'docs/api.md');
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface Route {
  method: string;
  path: string;
}

const key = (route: Route) => `${route.method} ${route.path}`;

let harness: Harness;
/** Every route the shop serves (method and Hono path), the bench's baseline aside. */
let served: Route[];
/**
 * Routes the API table leaves out on purpose: the bench's bare endpoint exists only when
 * `npm run bench` sets BENCH_BARE_ENDPOINT (docs/performance.md describes it); the deployed shop
 * never serves it, so it is no part of the shop's API and no browser code may call it.
 */
let benchOnly: Route[];

beforeAll(async () => {
  // The bench's endpoint mounted too, so the whole surface the app can serve is listed.
  harness = await createHarness({ env: { BENCH_BARE_ENDPOINT: '1' } });
  // `use()` middleware shows in app.routes with the method ALL (the app's own on /api/*, a
  // route's guard on its path); no route of the app answers through `all()`.
  const handlers = harness.app.routes.filter((route) => route.method !== 'ALL');
  const unique = new Map(handlers.map((route) => [key(route), { method: route.method, path: route.path }]));
  benchOnly = benchRoutes.routes.map((route) => ({ method: route.method, path: `/api${route.path}` }));
  const benchKeys = new Set(benchOnly.map(key));
  served = [...unique.values()].filter((route) => !benchKeys.has(key(route)));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await harness?.close();
});

describe('the routes read from the app', () => {
  it('are many, include the bench-only ones left out of the table, and every ALL entry is middleware', () => {
    expect(served.length).toBeGreaterThan(50);
    const all = new Set(harness.app.routes.map(key));
    // The exemption names routes the app really has, so it cannot hide a stale entry.
    expect(benchOnly.length).toBeGreaterThan(0);
    for (const route of benchOnly) expect(all.has(key(route)), `${key(route)} is mounted`).toBe(true);
    // Skipping ALL is safe only while each is middleware: on a wildcard or in front of a real route.
    const handledPaths = new Set(harness.app.routes.filter((route) => route.method !== 'ALL').map((route) => route.path));
    const handlersByAll = harness.app.routes.filter(
      (route) => route.method === 'ALL' && !route.path.endsWith('*') && !handledPaths.has(route.path),
    );
    expect(handlersByAll.map(key), 'routes served through all(), which neither check below reads').toEqual([]);
  });
});

/** Hono's own matcher over the served routes, so path parameters match as they do in the app. */
function routeMatcher(routes: Route[]) {
  const router = new TrieRouter<string>();
  for (const route of routes) router.add(route.method, route.path, key(route));
  return (method: string, pathname: string) => router.match(method, pathname)[0].length > 0;
}

interface SentRequest {
  method: string;
  url: string;
}

interface ClientFunction {
  name: string;
  file: string;
  fn: (...args: unknown[]) => unknown;
}

async function clientFunctions(): Promise<{ modules: string[]; functions: ClientFunction[]; withoutFunctions: string[] }> {
  const entries = await readdir(CLIENT_DIR, { recursive: true });
  const modules = entries
    .filter((entry) => entry.endsWith('.ts') && entry !== 'core.ts' && entry !== 'routes.ts')
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
  const functions: ClientFunction[] = [];
  const withoutFunctions: string[] = [];
  for (const file of modules) {
    const exports = (await import(pathToFileURL(path.join(CLIENT_DIR, file)).href)) as Record<string, unknown>;
    const found = Object.entries(exports).filter((entry): entry is [string, ClientFunction['fn']] => typeof entry[1] === 'function');
    if (found.length === 0) withoutFunctions.push(`src/lib/api/${file}`);
    for (const [name, fn] of found) functions.push({ name, file: `src/lib/api/${file}`, fn });
  }
  return { modules, functions, withoutFunctions };
}

/**
 * Placeholder arguments, tried in turn until the function sends something: text first (ids,
 * references, tokens; an object argument read field by field just finds nothing), then lists
 * (ids joined into a query). Each argument differs, and none can equal a fixed path segment.
 */
const PLACEHOLDER_KINDS: Array<(index: number) => unknown> = [(index) => `placeholder-${index}`, (index) => [`placeholder-${index}`]];
const ARGUMENT_COUNT = 4;

/** Calls `fn` against a fake fetch and returns what it sent, or the last error when it sent nothing. */
async function requestsOf(fn: ClientFunction['fn']): Promise<{ sent: SentRequest[]; error: unknown }> {
  let error: unknown;
  for (const kind of PLACEHOLDER_KINDS) {
    const sent: SentRequest[] = [];
    vi.stubGlobal('fetch', async (url: string | URL, init: RequestInit = {}) => {
      sent.push({ method: (init.method ?? 'GET').toUpperCase(), url: String(url) });
      return new Response(JSON.stringify({ success: true, error: false, data: {} }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    try {
      const result = await fn(...Array.from({ length: ARGUMENT_COUNT }, (_, index) => kind(index + 1)));
      // A function that gives an address for a link or a preload: the browser GETs it.
      if (typeof result === 'string' && result.startsWith('/api/')) sent.push({ method: 'GET', url: result });
    } catch (caught) {
      // The fake answer may not suit the function's reading of it; what it sent is what counts.
      error = caught;
    } finally {
      vi.unstubAllGlobals();
    }
    if (sent.length > 0) return { sent, error: undefined };
  }
  return { sent: [], error };
}

describe('the browser client', () => {
  it('sends only methods and paths the app serves', async () => {
    const { modules, functions, withoutFunctions } = await clientFunctions();
    expect(modules.length, 'client modules found in src/lib/api').toBeGreaterThan(10);
    expect(withoutFunctions, 'client modules that export no function').toEqual([]);

    const serves = routeMatcher(served);
    const unserved: string[] = [];
    const silent: string[] = [];
    let requests = 0;
    for (const { name, file, fn } of functions) {
      const { sent, error } = await requestsOf(fn);
      if (sent.length === 0) silent.push(`${name} in ${file} sent no request with placeholder arguments (${String(error)})`);
      for (const request of sent) {
        requests += 1;
        const url = new URL(request.url, 'http://localhost');
        if (!serves(request.method, url.pathname)) {
          unserved.push(`${name} in ${file} sends ${request.method} ${url.pathname}, which no route of the app serves`);
        }
      }
    }
    expect(silent, 'client functions this test could not make send a request').toEqual([]);
    expect(unserved, 'client requests without a route').toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(functions.length);
  });
});

/** The rows of the table in docs/api.md: each method of its first cell with the path of its second. */
async function apiTable(): Promise<{ rows: Route[]; unreadable: string[] }> {
  const lines = (await readFile(API_TABLE, 'utf8')).split('\n');
  const header = lines.findIndex((line) => /^\|\s*Method\s*\|\s*Path\s*\|/.test(line));
  expect(header, 'the table header "| Method | Path |" in docs/api.md').toBeGreaterThanOrEqual(0);
  const rows: Route[] = [];
  const unreadable: string[] = [];
  // The separator line follows the header; the table ends at the first line that is not a row.
  for (let index = header + 2; index < lines.length && lines[index]!.startsWith('|'); index += 1) {
    const line = lines[index]!;
    const [, methodCell = '', pathCell = ''] = line.split('|').map((cell) => cell.trim());
    const methods = methodCell.split('/');
    if (!methods.every((method) => METHODS.has(method)) || !/^\/api\/\S+$/.test(pathCell)) {
      unreadable.push(`line ${index + 1}: ${line.slice(0, 80)}`);
      continue;
    }
    for (const method of methods) rows.push({ method, path: pathCell });
  }
  return { rows, unreadable };
}

describe('the API table in docs/api.md', () => {
  it('lists every route of the app with its method, and nothing else', async () => {
    const { rows, unreadable } = await apiTable();
    expect(unreadable, 'rows whose method or path cannot be read').toEqual([]);
    expect(rows.length).toBeGreaterThan(50);

    const documented = rows.map(key);
    const duplicated = documented.filter((entry, index) => documented.indexOf(entry) !== index);
    expect(duplicated, 'routes with more than one row').toEqual([]);

    const routes = new Set(served.map(key));
    const rowsSet = new Set(documented);
    const missing = served.filter((route) => !rowsSet.has(key(route))).map((route) => `${key(route)} is served but has no row`);
    const stale = documented.filter((entry) => !routes.has(entry)).map((entry) => `${entry} has a row but no route`);
    expect(missing, 'routes missing from the table').toEqual([]);
    expect(stale, 'rows that name no route').toEqual([]);
  });
});
