/**
 * API load: autocannon for throughput and tail latency under concurrency, and plain sequential
 * requests for the latency of one request at a time (used for growth, where queueing would blur it).
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { median, percentile, round } from './stats.ts';

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  cookie?: string;
  /** Which budget applies. */
  kind: 'bare' | 'read' | 'search';
}

export interface LoadResult {
  name: string;
  method: string;
  path: string;
  products: number;
  kind: Endpoint['kind'];
  connections: number;
  durationS: number;
  /** What one answer weighs on the wire (gzipped when the server gzips it). */
  responseBytes: number;
  /** The JSON it carries, once unpacked. */
  jsonBytes: number;
  reqPerSec: number;
  /** Null when no request completed (every one took longer than the run). */
  latencyMeanMs: number | null;
  latencyP50Ms: number | null;
  latencyP99Ms: number | null;
  latencyMaxMs: number | null;
  requests: number;
  /** Connection errors, timeouts (10 s) and non-2xx answers. */
  errors: number;
  /** The server's CPU time per answered request, in ms; null where it cannot be read. */
  serverCpuMsPerRequest: number | null;
  /** How busy the server process was during the run, in % of one core: far below 100 with few req/s, the client was the limit. */
  serverCpuPercent: number | null;
  /** The machine's 1-minute load average when the run ended: above the core count, it was busy. */
  loadAverage: number;
  /** req/s over the bare endpoint's req/s on the same server; null for the bare endpoint itself. */
  ratioToBare: number | null;
}

function requestInit(endpoint: Endpoint, origin: string): { headers: Record<string, string>; body?: string } {
  // What every browser sends.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  if (endpoint.cookie) headers.cookie = endpoint.cookie;
  if (endpoint.body === undefined) return { headers };
  // A browser on the site sends its origin with every POST.
  return { headers: { ...headers, 'content-type': 'application/json', origin }, body: JSON.stringify(endpoint.body) };
}

/**
 * One request, checked: the benchmark must not measure error pages. Returns the answer's size on
 * the wire (fetch unpacks gzip, but keeps the header that says what was sent) and its JSON's size.
 */
export async function checkEndpoint(origin: string, endpoint: Endpoint): Promise<{ sent: number; json: number }> {
  const { headers, body } = requestInit(endpoint, origin);
  const response = await fetch(`${origin}${endpoint.path}`, { method: endpoint.method, headers, ...(body ? { body } : {}) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${text.slice(0, 300)}`);
  const json = Buffer.byteLength(text);
  return { sent: Number(response.headers.get('content-length') ?? json), json };
}

export async function loadTest(
  origin: string,
  endpoint: Endpoint,
  options: { durationS: number; connections: number; warmupS: number; products: number; serverCpuMs: () => number | null },
): Promise<LoadResult> {
  const size = await checkEndpoint(origin, endpoint);
  const { headers, body } = requestInit(endpoint, origin);
  const base = { url: `${origin}${endpoint.path}`, method: endpoint.method, headers, ...(body ? { body } : {}), timeout: 10 };
  // Warm the JIT and the caches; not recorded. Then let the server finish what the warm-up left.
  if (options.warmupS > 0) {
    await autocannon({ ...base, connections: options.connections, duration: options.warmupS });
    await settle(origin);
  }
  const cpuBefore = options.serverCpuMs();
  const result = await autocannon({ ...base, connections: options.connections, duration: options.durationS });
  const cpuAfter = options.serverCpuMs();
  const answered = result.requests.total > 0;
  const cpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  await settle(origin);
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    products: options.products,
    kind: endpoint.kind,
    connections: options.connections,
    durationS: options.durationS,
    responseBytes: size.sent,
    jsonBytes: size.json,
    reqPerSec: round(result.requests.average, 0),
    latencyMeanMs: answered ? round(result.latency.average, 2) : null,
    latencyP50Ms: answered ? result.latency.p50 : null,
    latencyP99Ms: answered ? result.latency.p99 : null,
    latencyMaxMs: answered ? result.latency.max : null,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    serverCpuMsPerRequest: cpuMs !== null && answered ? round(cpuMs / result.requests.total, 3) : null,
    serverCpuPercent: cpuMs !== null ? round((cpuMs / (result.duration * 1000)) * 100, 0) : null,
    loadAverage: round(loadavg()[0] ?? 0, 2),
    ratioToBare: null,
  };
}

/**
 * Waits until the server has worked off requests still queued from a finished run (autocannon
 * stops sending, but the server still answers what it had received): two quick health answers
 * in a row, or 15 s.
 */
async function settle(origin: string) {
  const deadline = Date.now() + 15_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${origin}/api/health`).then((response) => response.arrayBuffer()).catch(() => undefined);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
  }
}

export interface SequentialResult {
  requests: number;
  medianMs: number;
  p90Ms: number;
  /** Median number of products an answer held. */
  results: number;
}

/**
 * Each path once, one after another on a kept-alive connection: none of them can be answered from
 * the server's cache, so this is what a first search costs. A few other paths warm up first.
 */
export async function coldLatency(origin: string, paths: string[], warmupPaths: string[]): Promise<SequentialResult> {
  const times: number[] = [];
  const counts: number[] = [];
  for (const [index, pathname] of [...warmupPaths, ...paths].entries()) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathname}`, { headers: { accept: 'application/json', 'accept-encoding': 'gzip' } });
    const payload = (await response.json()) as { data?: unknown };
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    if (index < warmupPaths.length) continue;
    times.push(elapsed);
    counts.push(Array.isArray(payload.data) ? payload.data.length : 1);
  }
  return { requests: paths.length, medianMs: round(median(times), 2), p90Ms: round(percentile(times, 90), 2), results: median(counts) };
}
