/**
 * Lighthouse through its Node API against Debian's Chromium (never a downloaded browser). Every
 * run gets a fresh headless Chromium with its own profile, killed with its process group after.
 * Mobile uses Lighthouse's default config (simulated slow 4G, mid-tier phone), desktop its desktop
 * preset. The median of the runs is reported, value by value.
 */
import lighthouse, { desktopConfig } from 'lighthouse';
import { spawnGroup, stopGroup, removeDir, tempDir } from './cleanup.ts';
import { median } from './stats.ts';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  scriptTransferBytes: number | null;
  /** Audits that cost points: id → what they found. */
  failing: Record<string, { title: string; detail: string }>;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number | null;
}

export interface LighthouseSummary {
  page: string;
  formFactor: FormFactor;
  runs: number;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  scriptTransferBytes: number | null;
  /** Audits that failed in at least one run, with how many runs and what the last one found. */
  failingAudits: { id: string; title: string; runs: number; detail: string }[];
  benchmarkIndex: number | null;
  error?: string;
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** A fresh headless Chromium; resolves with its DevTools port and a stop function. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = tempDir('chromium');
  let child: ReturnType<typeof spawnGroup>;
  try {
    child = spawnGroup(chromiumPath(), [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    removeDir(profile);
    throw error;
  }
  const stop = async () => {
    await stopGroup(child);
    removeDir(profile);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output.slice(-2000)}`)), 30_000);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}):\n${output.slice(-2000)}`));
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    child.stderr?.removeAllListeners('data');
    child.stderr?.resume();
    child.removeAllListeners('exit');
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function scriptTransfer(lhr: Lhr): number | null {
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const script = details?.items?.find((item) => item.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : null;
}

/** A short account of what a failed audit found: its display value and its first items. */
function detailOf(audit: Lhr['audits'][string]): string {
  const parts: string[] = audit.displayValue ? [audit.displayValue] : [];
  if (audit.explanation) parts.push(audit.explanation);
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  for (const item of items.slice(0, 2)) {
    const node = (item.node ?? item.source) as { snippet?: unknown } | undefined;
    const location = item.sourceLocation as { url?: unknown } | undefined;
    const texts = [item.description, item.url ?? location?.url, node?.snippet].filter((value) => typeof value === 'string' && value !== '');
    if (texts.length > 0) parts.push(texts.join(' ').replace(/\s+/g, ' ').slice(0, 200));
  }
  return parts.join(' · ');
}

function failingAudits(lhr: Lhr): LighthouseRun['failing'] {
  const failing: LighthouseRun['failing'] = {};
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing[ref.id] = { title: audit.title, detail: detailOf(audit) };
    }
  }
  return failing;
}

async function runOnce(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(
      url,
      { port: chromium.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], maxWaitForLoad: 60_000 },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])) as Record<CategoryId, number | null>;
    return {
      scores,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      scriptTransferBytes: scriptTransfer(lhr),
      failing: failingAudits(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    };
  } finally {
    await chromium.stop();
  }
}

function medianOf(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? median(present) : null;
}

export async function auditPage(origin: string, page: string, formFactor: FormFactor, runs: number): Promise<LighthouseSummary> {
  const results: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      results.push(await runOnce(`${origin}${page}`, formFactor));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const failing = new Map<string, { title: string; runs: number; detail: string }>();
  for (const result of results) {
    for (const [id, { title, detail }] of Object.entries(result.failing)) {
      failing.set(id, { title, detail, runs: (failing.get(id)?.runs ?? 0) + 1 });
    }
  }
  return {
    page,
    formFactor,
    runs: results.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, medianOf(results.map((result) => result.scores[id]))])) as Record<
      CategoryId,
      number | null
    >,
    lcpMs: medianOf(results.map((result) => result.lcpMs)),
    cls: medianOf(results.map((result) => result.cls)),
    tbtMs: medianOf(results.map((result) => result.tbtMs)),
    scriptTransferBytes: medianOf(results.map((result) => result.scriptTransferBytes)),
    benchmarkIndex: medianOf(results.map((result) => result.benchmarkIndex)),
    failingAudits: [...failing].map(([id, value]) => ({ id, ...value })).sort((a, b) => b.runs - a.runs || a.id.localeCompare(b.id)),
    ...(errors.length > 0 ? { error: errors.join('\n') } : {}),
  };
}
