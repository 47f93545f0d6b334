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
  responseBytes: number;
  reqPerSec: number;
  /** Null when no request completed (every one took longer than the run). */
  latencyMeanMs: number | null;
  latencyP50Ms: number | null;
  latencyP99Ms: number | null;
  latencyMaxMs: number | null;
  requests: number;
  /** Connection errors, timeouts (10 s) and non-2xx answers. */
  errors: number;
  /** The machine's 1-minute load average when the run ended: above the core count, it was busy. */
  loadAverage: number;
  /** req/s over the bare endpoint's req/s on the same server; null for the bare endpoint itself. */
  ratioToBare: number | null;
}

function requestInit(endpoint: Endpoint, origin: string): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.cookie) headers.cookie = endpoint.cookie;
  if (endpoint.body === undefined) return { headers };
  // A browser on the site sends its origin with every POST.
  return { headers: { ...headers, 'content-type': 'application/json', origin }, body: JSON.stringify(endpoint.body) };
}

/** One request, checked: the benchmark must not measure error pages. Returns the body size. */
export async function checkEndpoint(origin: string, endpoint: Endpoint): Promise<number> {
  const { headers, body } = requestInit(endpoint, origin);
  const response = await fetch(`${origin}${endpoint.path}`, { method: endpoint.method, headers, ...(body ? { body } : {}) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${text.slice(0, 300)}`);
  return Buffer.byteLength(text);
}

export async function loadTest(
  origin: string,
  endpoint: Endpoint,
  options: { durationS: number; connections: number; warmupS: number; products: number },
): Promise<LoadResult> {
  const responseBytes = await checkEndpoint(origin, endpoint);
  const { headers, body } = requestInit(endpoint, origin);
  const base = { url: `${origin}${endpoint.path}`, method: endpoint.method, headers, ...(body ? { body } : {}), timeout: 10 };
  // Warm the JIT and the caches; not recorded. Then let the server finish what the warm-up left.
  if (options.warmupS > 0) {
    await autocannon({ ...base, connections: options.connections, duration: options.warmupS });
    await settle(origin);
  }
  const result = await autocannon({ ...base, connections: options.connections, duration: options.durationS });
  const answered = result.requests.total > 0;
  await settle(origin);
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    products: options.products,
    kind: endpoint.kind,
    connections: options.connections,
    durationS: options.durationS,
    responseBytes,
    reqPerSec: round(result.requests.average, 0),
    latencyMeanMs: answered ? round(result.latency.average, 2) : null,
    latencyP50Ms: answered ? result.latency.p50 : null,
    latencyP99Ms: answered ? result.latency.p99 : null,
    latencyMaxMs: answered ? result.latency.max : null,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
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
  results: number;
}

/** `count` requests one after another on a kept-alive connection. */
export async function sequentialLatency(origin: string, endpoint: Endpoint, count: number): Promise<SequentialResult> {
  const { headers, body } = requestInit(endpoint, origin);
  const url = `${origin}${endpoint.path}`;
  const times: number[] = [];
  let results = 0;
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { method: endpoint.method, headers, ...(body ? { body } : {}) });
    const payload = (await response.json()) as { data?: unknown };
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}`);
    // The first few warm up the connection and the JIT.
    if (index >= 5) times.push(elapsed);
    results = Array.isArray(payload.data) ? payload.data.length : 1;
  }
  return { requests: count, medianMs: round(median(times), 2), p90Ms: round(percentile(times, 90), 2), results };
}
