/**
 * `npm run bench`: measures the shop and writes bench/results.json and bench/results.md.
 * Benchmarks are not tests: a missed budget is reported, and the run still exits 0; only a broken
 * run (a section that could not measure) exits 1.
 *
 *   npm run bench                       everything (about half an hour on 2 cores)
 *   npm run bench -- --quick            1 Lighthouse run, 3 s of load, growth up to 1,000 products
 *   npm run bench -- --only api,build   some sections: lighthouse, js, api, build, growth, function
 *
 * Every server runs on a fresh temporary data dir and build folder (never .data/ or dist/), and
 * every process and folder it starts is removed at the end, also on failure or Ctrl-C.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { version as esbuildVersion } from 'esbuild';
import { seedProducts } from '../../functions/seed/catalogue-data.ts';
import { seedId } from '../../functions/seed/index.ts';
import { readFunctionSettings } from '../lib/function-bundle.ts';
import { timedBuild, writeApiOnlyDist, writeSnapshot } from './lib/build.ts';
import { BENCH_USER, prepareDataDir } from './lib/catalogue.ts';
import { cleanupNow, installCleanupHandlers, projectTempDir, removeDir, tempDir } from './lib/cleanup.ts';
import {
  type FunctionResult,
  type FunctionVariant,
  measureColdStarts,
  measureFunctionSize,
  prepareFunctionDataDir,
  readFunctionBaseline,
} from './lib/function.ts';
import { htmlFileFor, measurePageJs } from './lib/js-size.ts';
import { measurePublishing, measureRenderFunction } from './lib/publish.ts';
import { auditPage, chromiumPath, type FormFactor } from './lib/lighthouse.ts';
import { type Endpoint, type LoadResult, loadTest, coldLatency } from './lib/load.ts';
import { check, type GrowthCheck, type GrowthPoint, machineInfo, type Results, toMarkdown } from './lib/report.ts';
import { benchOnMongo, withMongoCopy } from './lib/mongo-store.ts';
import { sessionCookie, startServer, type RunningServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const SECTIONS = ['lighthouse', 'js', 'publish', 'api', 'build', 'growth', 'function'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string' }, help: { type: 'boolean', default: false } },
});
if (values.help) {
  console.log('usage: npm run bench [-- --quick] [-- --only lighthouse,js,publish,api,build,growth,function]');
  process.exit(0);
}
const only = values.only?.split(',').map((name) => name.trim()).filter(Boolean) ?? [...SECTIONS];
const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`unknown section: ${unknown.join(', ')} (choose from ${SECTIONS.join(', ')})`);
  process.exit(2);
}
const wants = (section: Section) => only.includes(section);
const quick = values.quick;

const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const LOAD = { durationS: quick ? 3 : 10, connections: 50, warmupS: quick ? 1 : 2 };
/** A broad query (about 1.7 % of the synthetic catalogue: 173 of 10,000) and a narrow one (a model). */
const SEARCH_QUERY = 'teclado mecánico';
const NARROW_SEARCH_QUERY = 'logitech mx keys';
/**
 * Growth asks each of these once (so the server's cache answers none of them): what shoppers type,
 * from single words to model names, some in the descriptions only.
 */
const GROWTH_SEARCHES = [
  'teclado', 'mouse inalámbrico', 'samsung', 'galaxy a55', 'iphone 15', 'funda', 'cargador', 'anker', 'batería externa',
  'audífonos', 'sony', 'portátil', 'lenovo', 'asus rog', 'webcam', 'memoria usb', 'kingston', 'procesador', 'ryzen',
  'tarjeta de video', 'rtx 4060', 'memoria ram', 'ddr5', 'ssd', 'nvme', 'freidora', 'licuadora', 'reloj inteligente',
  'bombillo', 'cámara de seguridad', 'gopro', 'pantalla amoled', 'carga rápida', 'bluetooth', 'garantía', 'rgb',
  'switches rojos', 'wifi', '4k', 'xiaomi',
];
const GROWTH_WARMUP = ['motorola', 'spigen', 'logitech', 'redragon', 'corsair'];
const GROWTH_SIZES = quick ? [100, 1_000] : [100, 1_000, 10_000];
const COLD_START_RUNS = quick ? 3 : 7;
/** Saves the Publish section times from the admin's save to the page showing it. */
const PUBLISH_SAVES = quick ? 3 : 10;
/** The Netlify Functions as they ship. */
const FUNCTION_VARIANTS: FunctionVariant[] = [
  { label: '`api.mts`', entry: 'netlify/functions/api.mts', timeColdStart: true },
  {
    label: '`api.mts` with the sample data (as before)',
    entry: 'api-with-sample-data.ts',
    source: "import { getLocalApp } from './functions/local-runtime.ts';\nexport default async (request: Request) => (await getLocalApp()).fetch(request);",
    timeColdStart: true,
    note:
      'the same app through the local runtime, which links in the seeding (sample catalogue, development admin) as the ' +
      "functions' runtime did until the sample data left the bundle; on the pre-seeded data dir it seeds nothing, so its cold start differs only by the code it loads",
  },
  { label: '`sweeper.mts`', entry: 'netlify/functions/sweeper.mts', timeColdStart: false },
];
const BUDGET = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 0.96,
  seo: 1,
  jsHome: 95 * 1024,
  jsProduct: 95 * 1024,
  jsCart: 110 * 1024,
  jsAdmin: 300 * 1024,
  readP99Ms: 50,
  searchP99Ms: 30,
  ratio: 0.3,
  buildMs: 60_000,
  growth: 1.2,
  growthAllowance: { build: 5_000, search: 2 },
  /** `api.mts`: importing the bundle, and from spawning Node to the first answer (medians). */
  functionImportMs: 120,
  functionColdStartMs: 200,
};

const sampleProductId = seedId('product', seedProducts.find((product) => !product.service)?.key ?? '');
/** A category page with sort and filters chosen in its address, as a shared link opens it. */
const FILTERED_CATEGORY = '/camaras?orden=precio-asc&disponible=1&min=100000';
const PAGES = ['/', '/productos', `/product/${sampleProductId}`, '/camaras', FILTERED_CATEGORY, '/contacto', '/cart'];
const JS_PAGES: { page: string; budget: number | null }[] = [
  { page: '/', budget: BUDGET.jsHome },
  { page: '/productos', budget: null },
  { page: `/product/${sampleProductId}`, budget: BUDGET.jsProduct },
  { page: '/camaras', budget: null },
  { page: '/contacto', budget: null },
  { page: '/cart', budget: BUDGET.jsCart },
];

/** Every admin page of a build (each has the admin budget): the dashboard (/admin-panel, with its chart library) and each section. */
function adminPages(distDir: string): { page: string; budget: number }[] {
  const adminDir = path.join(distDir, 'admin-panel');
  if (!existsSync(adminDir)) return [];
  const dashboard = existsSync(path.join(adminDir, 'index.html')) ? [{ page: '/admin-panel', budget: BUDGET.jsAdmin }] : [];
  const sections = readdirSync(adminDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(adminDir, entry.name, 'index.html')))
    .map((entry) => ({ page: `/admin-panel/${entry.name}`, budget: BUDGET.jsAdmin }))
    .sort((a, b) => a.page.localeCompare(b.page));
  return [...dashboard, ...sections];
}

const results: Results = {
  machine: machineInfo(),
  options: { quick, sections: only, lighthouseRuns: LIGHTHOUSE_RUNS, loadDurationS: LOAD.durationS, connections: LOAD.connections },
  checks: [],
  errors: [],
};

const started = Date.now();
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function recordError(section: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  results.errors.push({ section, message });
  console.error(`[bench] ${section} failed: ${message}`);
}

/** A data dir with `products` products (0: the sample shop alone) and its build folder. */
async function prepare(label: string, products: number) {
  const dataDir = tempDir(`${label}-data`);
  const distParent = projectTempDir(root, label);
  const distDir = path.join(distParent, 'dist');
  const { productIds } = await prepareDataDir(dataDir, products);
  return {
    dataDir,
    distDir,
    productIds,
    async build(): Promise<number> {
      const snapshotFile = path.join(distParent, 'catalogue-snapshot.json');
      await writeSnapshot(dataDir, snapshotFile);
      return timedBuild(root, snapshotFile, distDir);
    },
    async apiOnly() {
      await mkdir(distDir, { recursive: true });
      await writeApiOnlyDist(root, dataDir, distDir);
    },
    dispose() {
      removeDir(dataDir);
      removeDir(distParent);
    },
  };
}

/** The bench customer's session cookie. */
const signIn = (origin: string) => sessionCookie(origin, BENCH_USER);

// ── Lighthouse and JS: the sample shop, built and served like `npm start` ────────────────────
async function siteSections() {
  log('sample shop: seeding and building…');
  const site = await prepare('site', 0);
  try {
    const ms = await site.build();
    results.siteBuild = { products: site.productIds.length, ms };
    log(`sample shop built in ${(ms / 1000).toFixed(1)} s (${site.productIds.length} products)`);

    if (wants('js')) {
      try {
        // Pages rendered on demand (a product's, the listings) have no file: their HTML comes from the running shop.
        const rendered = new Map<string, string>();
        const server = await startServer({ root, dataDir: site.dataDir, distDir: site.distDir });
        try {
          for (const { page } of JS_PAGES.filter(({ page }) => !existsSync(htmlFileFor(site.distDir, page)))) {
            rendered.set(page, await (await fetch(`${server.origin}${page}`)).text());
          }
        } finally {
          await server.stop();
        }
        results.js = [...JS_PAGES, ...adminPages(site.distDir)].map(({ page, budget }) => {
          const measured = measurePageJs(site.distDir, page, rendered.get(page));
          if (budget !== null) results.checks.push(check('js', page, 'gzip', measured.found ? measured.totalGzipBytes : null, '<=', budget, 'bytes'));
          return { ...measured, budgetBytes: budget };
        });
        log('JS per page measured');
      } catch (error) {
        recordError('js', error);
      }
    }

    if (wants('lighthouse')) {
      const server = await startServer({ root, dataDir: site.dataDir, distDir: site.distDir });
      try {
        results.lighthouse = [];
        log(`Lighthouse with ${chromiumPath()} on ${server.origin}`);
        for (const page of PAGES) {
          const status = (await fetch(`${server.origin}${page}`)).status;
          for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
            if (status !== 200) {
              results.lighthouse.push({
                page,
                formFactor,
                runs: 0,
                scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
                lcpMs: null,
                cls: null,
                tbtMs: null,
                scriptTransferBytes: null,
                benchmarkIndex: null,
                failingAudits: [],
                error: `the page answered ${status}`,
              });
              recordError('lighthouse', new Error(`${page} answered ${status}`));
              continue;
            }
            const summary = await auditPage(server.origin, page, formFactor, LIGHTHOUSE_RUNS);
            results.lighthouse.push(summary);
            if (summary.error) recordError('lighthouse', new Error(`${page} ${formFactor}: ${summary.error}`));
            const subject = `${page} ${formFactor}`;
            results.checks.push(
              check('lighthouse', subject, 'performance', summary.scores.performance, '>=', BUDGET.performance, 'score'),
              check('lighthouse', subject, 'accessibility', summary.scores.accessibility, '>=', BUDGET.accessibility, 'score'),
              check('lighthouse', subject, 'best-practices', summary.scores['best-practices'], '>=', BUDGET.bestPractices, 'score'),
              check('lighthouse', subject, 'seo', summary.scores.seo, '>=', BUDGET.seo, 'score'),
            );
            const { performance, accessibility, seo } = summary.scores;
            log(
              `  ${page} ${formFactor}: perf ${performance ?? '–'} a11y ${accessibility ?? '–'} bp ${summary.scores['best-practices'] ?? '–'} seo ${seo ?? '–'} ` +
                `LCP ${summary.lcpMs?.toFixed(0) ?? '–'} ms TBT ${summary.tbtMs?.toFixed(0) ?? '–'} ms CLS ${summary.cls?.toFixed(3) ?? '–'}`,
            );
          }
        }
      } catch (error) {
        recordError('lighthouse', error);
      } finally {
        await server.stop();
      }
    }
    if (wants('publish')) await publishSection(site);
  } finally {
    site.dispose();
  }
}

/** Save to live, first byte and Lighthouse of a page rendered on demand against the same page prebuilt, and the render function's cold start. */
async function publishSection(site: { dataDir: string; distDir: string }) {
  const server = await startServer({ root, dataDir: site.dataDir, distDir: site.distDir });
  try {
    log('publish: saves, first bytes, Lighthouse…');
    const measured = await measurePublishing({ origin: server.origin, distDir: site.distDir, productId: sampleProductId, saves: PUBLISH_SAVES });
    const onDemandPage = `/product/${sampleProductId}`;
    const lighthouse = {
      onDemand: await auditPage(server.origin, onDemandPage, 'mobile', LIGHTHOUSE_RUNS),
      prebuilt: await auditPage(server.origin, measured.prebuiltPath, 'mobile', LIGHTHOUSE_RUNS),
    };
    for (const [label, summary] of Object.entries(lighthouse)) {
      results.checks.push(check('publish', `${label} mobile`, 'performance', summary.scores.performance, '>=', BUDGET.performance, 'score'));
    }
    results.publish = { ...measured, lighthouse, renderFunction: null };
    log(`  save → live ${measured.saveToLiveMs.median} ms (median of ${measured.saves})`);
  } catch (error) {
    recordError('publish', error);
  } finally {
    await server.stop();
  }
  if (!results.publish) return;
  log('publish: the render function as Netlify builds it…');
  const outDir = projectTempDir(root, 'netlify');
  try {
    results.publish.renderFunction = measureRenderFunction({
      root,
      outDir,
      dataDir: site.dataDir,
      page: `/product/${sampleProductId}`,
      runs: COLD_START_RUNS,
    });
  } finally {
    removeDir(outDir);
    removeDir(path.join(root, '.netlify', 'v1', 'functions', 'ssr'));
    removeDir(path.join(root, '.netlify', 'build'));
  }
}

// ── API, build and growth: catalogues of 100, 1,000 and 10,000 products ─────────────────────
const searchPath = (q: string) => `/api/search?${new URLSearchParams({ q, description: 'true' })}`;
const bare: Endpoint = { name: 'bare', method: 'GET', path: '/api/bench/bare', kind: 'bare' };
const searchEndpoint: Endpoint = { name: 'search (broad)', method: 'GET', path: searchPath(SEARCH_QUERY), kind: 'search' };
const narrowSearchEndpoint: Endpoint = { name: 'search (narrow)', method: 'GET', path: searchPath(NARROW_SEARCH_QUERY), kind: 'search' };
/** A shopper's filtered listing: one category, two brands, a price range, in stock, cheapest first, one page. */
const LISTING_FILTER = {
  category: ['Teclados'],
  brand: ['Logitech', 'Redragon'],
  minPrice: 50_000,
  maxPrice: 500_000,
  inStock: true,
  sort: 'precio-asc',
  limit: 24,
};
const filterEndpoint: Endpoint = { name: 'filter-product', method: 'POST', path: '/api/filter-product', body: LISTING_FILTER, kind: 'search' };
const facetsEndpoint: Endpoint = { name: 'filter-product/facets', method: 'POST', path: '/api/filter-product/facets', body: LISTING_FILTER, kind: 'search' };

/**
 * The bare endpoint is measured first and again last; the faster of the two is the baseline, so a
 * server still warming up (or a machine busy for a moment) cannot flatter the ratios.
 */
async function measureLoad(server: RunningServer, products: number, endpoints: Endpoint[]): Promise<LoadResult[]> {
  const measured: LoadResult[] = [];
  for (const endpoint of [bare, ...endpoints, bare]) {
    log(`  autocannon ${endpoint.method} ${endpoint.path} (${products} products)…`);
    const result = await loadTest(server.origin, endpoint, { ...LOAD, products, serverCpuMs: server.cpuMs });
    log(`    ${result.reqPerSec} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, errors ${result.errors}, server CPU ${result.serverCpuPercent} %`);
    measured.push(result);
  }
  const baseline = Math.max(...measured.filter((result) => result.kind === 'bare').map((result) => result.reqPerSec));
  for (const result of measured.filter((item) => item.kind !== 'bare')) {
    result.ratioToBare = baseline > 0 ? round(result.reqPerSec / baseline, 2) : null;
    const subject = `${result.name} @${products}`;
    const p99Budget = result.kind === 'search' ? BUDGET.searchP99Ms : BUDGET.readP99Ms;
    results.checks.push(
      check('api', subject, 'p99', result.latencyP99Ms, '<=', p99Budget, 'ms'),
      check('api', subject, 'ratio', result.ratioToBare, '>=', BUDGET.ratio),
    );
  }
  return measured;
}

function growthChecks(points: GrowthPoint[]): GrowthCheck[] {
  const checks: GrowthCheck[] = [];
  for (const metric of ['build', 'search'] as const) {
    const series = points
      .map((point) => ({ products: point.products, time: metric === 'build' ? point.buildMs : (point.search?.medianMs ?? null) }))
      .filter((point): point is { products: number; time: number } => point.time !== null && point.time > 0);
    for (let index = 1; index < series.length; index += 1) {
      const from = series[index - 1];
      const to = series[index];
      if (!from || !to) continue;
      const sizeRatio = to.products / from.products;
      const timeRatio = to.time / from.time;
      const pass = to.time <= BUDGET.growth * sizeRatio * from.time + BUDGET.growthAllowance[metric];
      checks.push({
        metric,
        from: from.products,
        to: to.products,
        sizeRatio: round(sizeRatio, 2),
        timeRatio: round(timeRatio, 2),
        normalized: round(timeRatio / sizeRatio, 3),
        exponent: round(Math.log(timeRatio) / Math.log(sizeRatio), 2),
        pass,
      });
      results.checks.push({
        section: 'growth',
        subject: `${metric} ${from.products}→${to.products}`,
        metric: 'time × / size ×',
        value: round(timeRatio / sizeRatio, 3),
        op: '<=',
        limit: BUDGET.growth,
        unit: '',
        pass,
      });
    }
  }
  return checks;
}

/** The endpoints the API section measures at a catalogue size. */
async function apiEndpoints(size: number, productIds: string[], origin: string): Promise<Endpoint[]> {
  if (size !== 1_000) return [searchEndpoint, narrowSearchEndpoint, filterEndpoint, facetsEndpoint];
  const middle = productIds[Math.floor(productIds.length / 2)] ?? sampleProductId;
  return [
    // The spec's read: the whole catalogue (the admin list asks for it).
    { name: 'get-product', method: 'GET', path: '/api/get-product', kind: 'read' },
    // One page of it, as a client that pages asks.
    { name: 'get-product (24)', method: 'GET', path: '/api/get-product?limit=24', kind: 'read' },
    { name: 'product-details', method: 'POST', path: '/api/product-details', body: { productId: middle }, kind: 'read' },
    { name: 'view-cart-product', method: 'GET', path: '/api/view-cart-product', cookie: await signIn(origin), kind: 'read' },
  ];
}

async function sizeSections() {
  const apiSizes = wants('api') ? [1_000, 10_000] : [];
  const buildSizes = new Set([...(wants('build') ? [1_000] : []), ...(wants('growth') ? GROWTH_SIZES : [])]);
  const serverSizes = new Set([...apiSizes, ...(wants('growth') ? GROWTH_SIZES : [])]);
  const sizes = [...new Set([...buildSizes, ...serverSizes])].sort((a, b) => a - b);
  const points: GrowthPoint[] = [];

  for (const size of sizes) {
    log(`${size.toLocaleString('en')} products: seeding…`);
    const setup = await prepare(`n${size}`, size);
    const point: GrowthPoint = { products: setup.productIds.length, buildMs: null, search: null };
    try {
      if (buildSizes.has(size)) {
        log(`${size.toLocaleString('en')} products: astro build…`);
        try {
          point.buildMs = await setup.build();
          log(`  built in ${(point.buildMs / 1000).toFixed(1)} s`);
          if (size === 1_000 && wants('build')) {
            results.build = { products: point.products, ms: point.buildMs, budgetMs: BUDGET.buildMs };
            results.checks.push(check('build', 'astro build', 'time', point.buildMs, '<=', BUDGET.buildMs, 'ms'));
          }
        } catch (error) {
          recordError('build', error);
          await setup.apiOnly();
        }
      } else {
        await setup.apiOnly();
      }

      if (serverSizes.has(size)) {
        const server = await startServer({ root, dataDir: setup.dataDir, distDir: setup.distDir });
        try {
          if (wants('growth') && GROWTH_SIZES.includes(size)) {
            try {
              point.search = await coldLatency(server.origin, GROWTH_SEARCHES.map(searchPath), GROWTH_WARMUP.map(searchPath));
              log(`  first searches, one at a time: median ${point.search.medianMs} ms (median ${point.search.results} results)`);
            } catch (error) {
              recordError('growth', error);
            }
          }
          if (apiSizes.includes(size)) {
            try {
              results.api = [...(results.api ?? []), ...(await measureLoad(server, point.products, await apiEndpoints(size, setup.productIds, server.origin)))];
            } catch (error)  {
              recordError('api', error);
            }
          }
        } finally {
          await server.stop();
        }
        if (benchOnMongo && apiSizes.includes(size)) {
          log(`${size.toLocaleString('en')} products: the API on the MongoDB engine (FerretDB)…`);
          try {
            const measured = await withMongoCopy(setup.dataDir, `n${size}`, async (env) => {
              const onMongo = await startServer({ root, dataDir: setup.dataDir, distDir: setup.distDir, env });
              try {
                return await measureLoad(onMongo, point.products, await apiEndpoints(size, setup.productIds, onMongo.origin));
              } finally {
                await onMongo.stop();
              }
            });
            results.apiMongodb = [...(results.apiMongodb ?? []), ...measured];
          } catch (error) {
            recordError('api', error);
          }
        }
      }
    } finally {
      setup.dispose();
    }
    if (GROWTH_SIZES.includes(size)) points.push(point);
  }

  if (wants('growth')) {
    results.growth = { points, checks: growthChecks(points), searches: GROWTH_SEARCHES.length };
  }
}

// ── Function: the Netlify Function bundle, its size and its cold start ───────────────────────
async function functionSection() {
  log('function: bundling like Netlify…');
  const workDir = tempDir('function');
  const dataDir = tempDir('function-data');
  try {
    await prepareFunctionDataDir(dataDir);
    const bundled = [];
    for (const variant of FUNCTION_VARIANTS) {
      const { code, size } = await measureFunctionSize(root, variant);
      log(`  ${variant.label}: ${(size.rawBytes / 1024).toFixed(1)} KiB, ${(size.gzipBytes / 1024).toFixed(1)} KiB gzip, ${size.files} files`);
      bundled.push({ variant, code, size });
    }
    const timed = bundled.filter(({ variant }) => variant.timeColdStart);
    log(`  cold starts: ${COLD_START_RUNS} fresh processes per bundle…`);
    const coldStarts = await measureColdStarts(root, workDir, timed.map(({ code }) => code), dataDir, COLD_START_RUNS);
    const measured: FunctionResult[] = bundled.map(({ variant, size }) => {
      const coldStart = coldStarts[timed.findIndex((item) => item.variant === variant)] ?? null;
      if (coldStart) log(`    ${variant.label}: median ${coldStart.medianMs} ms, max ${coldStart.maxMs} ms (import ${coldStart.importMedianMs} ms)`);
      return { ...variant, size, coldStart };
    });
    const api = measured.find((item) => item.entry === 'netlify/functions/api.mts');
    if (api?.coldStart) {
      results.checks.push(
        check('function', api.label, 'import', api.coldStart.importMedianMs, '<=', BUDGET.functionImportMs, 'ms'),
        check('function', api.label, 'cold start', api.coldStart.medianMs, '<=', BUDGET.functionColdStartMs, 'ms'),
      );
    }
    const settings = readFunctionSettings(root);
    results.function = {
      variants: measured,
      coldStartRuns: COLD_START_RUNS,
      esbuild: esbuildVersion,
      externals: settings.external,
      target: settings.target,
      baseline: readFunctionBaseline(path.join(import.meta.dirname, 'function-baseline.json')),
    };
  } finally {
    removeDir(workDir);
    removeDir(dataDir);
  }
}

function writeResults() {
  results.machine.loadAverageAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
  results.durationS = Math.round((Date.now() - started) / 1000);
  const outDir = path.join(root, 'bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = toMarkdown(results);
  writeFileSync(path.join(outDir, 'results.md'), markdown);
  console.log(`\n${markdown}`);
  console.log('Written: bench/results.json, bench/results.md');
}

installCleanupHandlers();
try {
  if (wants('lighthouse') || wants('js') || wants('publish')) {
    try {
      await siteSections();
    } catch (error) {
      recordError(wants('lighthouse') ? 'lighthouse' : 'js', error);
    }
  }
  if (wants('api') || wants('build') || wants('growth')) {
    try {
      await sizeSections();
    } catch (error) {
      recordError('api/build/growth', error);
    }
  }
  if (wants('function')) {
    try {
      await functionSection();
    } catch (error) {
      recordError('function', error);
    }
  }
} finally {
  cleanupNow();
}
writeResults();
process.exitCode = results.errors.length > 0 ? 1 : 0;
