/**
 * The results file and its Markdown summary. Budgets are reported, never enforced: a missed budget
 * is printed plainly and the run still succeeds (benchmarks are not tests).
 */
import { cpus, loadavg, release, totalmem } from 'node:os';
import type { FunctionBaseline, FunctionResult } from './function.ts';
import { functionMarkdown } from './function-report.ts';
import type { PageJs } from './js-size.ts';
import type { LighthouseSummary } from './lighthouse.ts';
import type { LoadResult, SequentialResult } from './load.ts';
import { kib, ms, table } from './markdown.ts';
import { publishMarkdown, type PublishResults } from './publish-report.ts';

export interface Check {
  section: 'lighthouse' | 'js' | 'publish' | 'api' | 'build' | 'growth' | 'function';
  subject: string;
  metric: string;
  value: number | null;
  op: '>=' | '<=';
  limit: number;
  unit: string;
  pass: boolean;
}

export interface GrowthPoint {
  products: number;
  buildMs: number | null;
  search: SequentialResult | null;
}

export interface GrowthCheck {
  metric: 'build' | 'search';
  from: number;
  to: number;
  sizeRatio: number;
  timeRatio: number;
  /** timeRatio / sizeRatio: 1 is linear growth. */
  normalized: number;
  /** log(timeRatio) / log(sizeRatio): 1 is linear, 2 quadratic. */
  exponent: number;
  pass: boolean;
}

export interface Results {
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    node: string;
    os: string;
    date: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd?: number[];
  };
  options: { quick: boolean; sections: string[]; lighthouseRuns: number; loadDurationS: number; connections: number };
  durationS?: number;
  lighthouse?: LighthouseSummary[];
  js?: (PageJs & { budgetBytes: number | null })[];
  publish?: PublishResults;
  api?: LoadResult[];
  /** BENCH_STORE=mongodb: the same endpoints on the MongoDB engine (a FerretDB server), for information. */
  apiMongodb?: LoadResult[];
  build?: { products: number; ms: number; budgetMs: number } | null;
  /** Build of the sample shop that the Lighthouse and JS sections use. */
  siteBuild?: { products: number; ms: number };
  growth?: { points: GrowthPoint[]; checks: GrowthCheck[]; searches: number };
  function?: {
    variants: FunctionResult[];
    coldStartRuns: number;
    esbuild: string;
    externals: string[];
    target: string;
    /** `api.mts` as recorded before its libraries loaded on use. */
    baseline: FunctionBaseline | null;
  };
  checks: Check[];
  errors: { section: string; message: string }[];
}

export function machineInfo(): Results['machine'] {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${process.platform} ${release()}`,
    date: new Date().toISOString(),
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function check(
  section: Check['section'],
  subject: string,
  metric: string,
  value: number | null,
  op: Check['op'],
  limit: number,
  unit = '',
): Check {
  const pass = value !== null && (op === '>=' ? value >= limit : value <= limit);
  return { section, subject, metric, value, op, limit, unit, pass };
}

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));
const seconds = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(1)} s`);

function verdict(checks: Check[]): string {
  if (checks.length === 0) return '–';
  const missed = checks.filter((item) => !item.pass);
  return missed.length === 0 ? 'pass' : `**MISS** ${missed.map((item) => item.metric).join(', ')}`;
}

function formatValue(item: Check): string {
  if (item.value === null) return '–';
  if (item.unit === 'bytes') return kib(item.value);
  if (item.unit === 'ms') return ms(item.value);
  if (item.unit === 'score') return score(item.value);
  return String(Math.round(item.value * 100) / 100);
}

function formatLimit(item: Check): string {
  if (item.unit === 'bytes') return kib(item.limit);
  if (item.unit === 'ms') return ms(item.limit);
  if (item.unit === 'score') return score(item.limit);
  return String(item.limit);
}

export function toMarkdown(results: Results): string {
  const { machine, options } = results;
  const lines: string[] = [
    '# Benchmark results',
    '',
    `${machine.date.slice(0, 16).replace('T', ' ')} UTC · ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB · Node ${machine.node} · ${machine.os} · load average at start ${machine.loadAverageAtStart.join(' / ')}` +
      (options.quick ? ' · **quick run** (fewer runs, shorter load)' : ''),
    '',
  ];
  const checksFor = (section: Check['section'], subject: string) =>
    results.checks.filter((item) => item.section === section && item.subject === subject);

  if (results.lighthouse) {
    lines.push(`## Lighthouse (median of ${options.lighthouseRuns} run${options.lighthouseRuns === 1 ? '' : 's'})`, '');
    lines.push(
      table(
        ['Page', 'Form factor', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'Script transfer', 'Machine index', 'Budgets'],
        results.lighthouse.map((item) => [
          `\`${item.page}\``,
          item.formFactor,
          score(item.scores.performance),
          score(item.scores.accessibility),
          score(item.scores['best-practices']),
          score(item.scores.seo),
          ms(item.lcpMs),
          item.cls === null ? '–' : item.cls.toFixed(3),
          ms(item.tbtMs),
          kib(item.scriptTransferBytes),
          item.benchmarkIndex === null ? '–' : item.benchmarkIndex.toFixed(0),
          item.error && item.runs === 0 ? `**ERROR** ${item.error.split('\n')[0]}` : verdict(checksFor('lighthouse', `${item.page} ${item.formFactor}`)),
        ]),
      ),
      '',
      'Budgets: performance ≥ 98, accessibility = 100, best practices ≥ 96, SEO = 100. ' +
        "Machine index: Lighthouse's benchmark of the machine during the run (a busy machine scores low, and its TBT and performance suffer).",
      '',
    );
    const failing = results.lighthouse.filter((item) => item.failingAudits.length > 0);
    if (failing.length > 0) {
      lines.push('Audits that cost points:', '');
      for (const item of failing) {
        lines.push(`- \`${item.page}\` ${item.formFactor}:`);
        for (const audit of item.failingAudits) {
          lines.push(`  - ${audit.id} (${audit.runs}/${item.runs})${audit.detail ? `: ${audit.detail.replace(/\|/g, '\\|')}` : ''}`);
        }
      }
      lines.push('');
    }
  }

  if (results.publish) lines.push(...publishMarkdown(results.publish));

  if (results.js) {
    lines.push('## JS shipped per page (gzip, from the built HTML and the chunks it imports)', '');
    lines.push(
      table(
        ['Page', 'Files', 'JS (gzip)', 'of which inline', 'Raw', 'Largest chunk', 'Budget', 'Result'],
        results.js.map((item) => [
          `\`${item.page}\``,
          item.found ? String(item.files) : 'no page',
          item.found ? kib(item.totalGzipBytes) : '–',
          item.found ? kib(item.inlineGzipBytes) : '–',
          item.found ? kib(item.totalRawBytes) : '–',
          item.chunks[0] ? `${item.chunks[0].file.replace(/^_astro\//, '')} ${kib(item.chunks[0].gzipBytes)}` : '–',
          item.budgetBytes === null ? '–' : kib(item.budgetBytes),
          verdict(checksFor('js', item.page)),
        ]),
      ),
      '',
    );
  }

  if (results.api) {
    lines.push(`## API load (autocannon, ${options.connections} connections, ${options.loadDurationS} s each)`, '');
    lines.push(
      table(
        ['Endpoint', 'Products', 'Sent', 'JSON', 'req/s', 'Ratio to bare', 'p50', 'p99', 'Server CPU', 'CPU / req', 'Errors', 'Load avg', 'Result'],
        results.api.map((item) => [
          `${item.method} \`${decodeURIComponent(item.path.replace(/\+/g, ' '))}\``,
          item.products.toLocaleString('en'),
          kib(item.responseBytes),
          kib(item.jsonBytes),
          item.reqPerSec.toLocaleString('en'),
          item.ratioToBare === null ? '(baseline)' : item.ratioToBare.toFixed(2),
          ms(item.latencyP50Ms),
          ms(item.latencyP99Ms),
          item.serverCpuPercent === null ? '–' : `${item.serverCpuPercent} %`,
          item.serverCpuMsPerRequest === null ? '–' : `${item.serverCpuMsPerRequest.toFixed(2)} ms`,
          String(item.errors),
          item.loadAverage.toFixed(1),
          item.kind === 'bare' ? '–' : verdict(checksFor('api', `${item.name} @${item.products}`)),
        ]),
      ),
      '',
      'Budgets: p99 ≤ 50 ms for reads, search p99 ≤ 30 ms at 10,000 products, every ratio ≥ 0.30. ' +
        'Requests send `Accept-Encoding: gzip, deflate, br` as browsers do; Sent is one answer on the wire, JSON the data it carries. Catalogue answers come from the server\'s per-version cache after the first request (the growth table times first searches). ' +
        'The bare endpoint (`/api/bench/bare`) crosses the same middleware without touching the store; it is measured first and last, and each ratio is taken against the faster of the two on the same server. ' +
        'Server CPU: how busy the server process was during the run (% of one core) and its CPU time per answer; a low req/s with the server far from 100 % means the load generator, on the same cores, was the limit. ' +
        `Load avg: the machine's 1-minute load average after each run (${results.machine.cores} cores: above that, other work was competing).`,
      '',
    );
  }

  if (results.apiMongodb) {
    lines.push(`## API load on the MongoDB engine (for information)`, '');
    lines.push(
      table(
        ['Endpoint', 'Products', 'req/s', 'Embedded req/s', 'p50', 'p99', 'Embedded p99', 'Errors'],
        results.apiMongodb.map((item) => {
          const embedded = results.api?.find((other) => other.name === item.name && other.products === item.products);
          return [
            `${item.method} \`${decodeURIComponent(item.path.replace(/\+/g, ' '))}\``,
            item.products.toLocaleString('en'),
            item.reqPerSec.toLocaleString('en'),
            embedded ? embedded.reqPerSec.toLocaleString('en') : '–',
            ms(item.latencyP50Ms),
            ms(item.latencyP99Ms),
            embedded ? ms(embedded.latencyP99Ms) : '–',
            String(item.errors),
          ];
        }),
      ),
      '',
      '`BENCH_STORE=mongodb`: the same endpoints, the benchmark\'s data copied into a FerretDB server (a MongoDB wire-protocol server on SQLite, the tests\' stand-in for Atlas) on this machine. No budget applies: it shows what the engine\'s round trips cost here, not what Atlas will do.',
      '',
    );
  }

  if (results.build || results.siteBuild) {
    lines.push('## Build (`astro build`)', '');
    const rows: string[][] = [];
    if (results.siteBuild) rows.push([`${results.siteBuild.products} (sample shop)`, seconds(results.siteBuild.ms), '–', '–']);
    if (results.build) {
      rows.push([results.build.products.toLocaleString('en'), seconds(results.build.ms), seconds(results.build.budgetMs), verdict(checksFor('build', 'astro build'))]);
    }
    lines.push(table(['Products', 'Time', 'Budget', 'Result'], rows), '');
  }

  if (results.growth) {
    const { points, checks, searches } = results.growth;
    lines.push('## Growth', '');
    lines.push(
      table(
        ['Products', 'Build', 'First search median', 'First search p90', 'Results (median)'],
        points.map((point) => [
          point.products.toLocaleString('en'),
          seconds(point.buildMs),
          ms(point.search?.medianMs ?? null, 2),
          ms(point.search?.p90Ms ?? null, 2),
          point.search ? String(point.search.results) : '–',
        ]),
      ),
      '',
      table(
        ['Metric', 'Size ×', 'Time ×', 'Time × / size ×', 'Exponent', 'Result'],
        checks.map((item) => [
          `${item.metric} ${item.from.toLocaleString('en')} → ${item.to.toLocaleString('en')}`,
          item.sizeRatio.toFixed(1),
          item.timeRatio.toFixed(2),
          item.normalized.toFixed(2),
          item.exponent.toFixed(2),
          item.pass ? 'pass' : '**MISS** grows faster than linearly',
        ]),
      ),
      '',
      `Search: ${searches} different \`GET /api/search?q=…&description=true\` (from one word to a model name), each asked once and one at a time, so the server's cache answers none of them. Linear means time × ≤ 1.2 × size × (plus 5 s for the build, 2 ms for search, for noise).`,
      '',
    );
  }

  if (results.function) lines.push(...functionMarkdown(results.function, results.checks));

  const missed = results.checks.filter((item) => !item.pass);
  lines.push('## Budgets', '');
  lines.push(`${results.checks.length - missed.length} of ${results.checks.length} pass.`);
  if (missed.length > 0) {
    lines.push('', 'Missed:', '');
    for (const item of missed) {
      lines.push(`- ${item.section}: ${item.subject}: ${item.metric} ${formatValue(item)} (budget ${item.op} ${formatLimit(item)})`);
    }
  }
  if (results.errors.length > 0) {
    lines.push('', 'Errors:', '');
    for (const error of results.errors) lines.push(`- ${error.section}: ${error.message.split('\n')[0]}`);
  }
  lines.push('');
  return lines.join('\n');
}
