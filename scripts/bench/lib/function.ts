/**
 * The Netlify Function as it ships: bundled like Netlify's esbuild bundler does (netlify.toml's
 * settings), its size raw and gzipped (as shipped, not minified, and minified for reference), the
 * files in it, and its cold start — fresh Node processes that import the bundle and answer
 * `GET /api/health` — on an embedded data dir of its own (MongoDB is not reachable here).
 */
import { spawn } from 'node:child_process';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../../../functions/config.ts';
import { openEmbeddedStore } from '../../../functions/store/embedded.ts';
import { seedSampleShop } from '../../../functions/seed/index.ts';
import { bundleFunction, type BundleInput, type BundleOptions } from '../../lib/function-bundle.ts';
import { embeddedEnv } from './server.ts';
import { median, round } from './stats.ts';

export interface FunctionVariant {
  /** How the table names it. */
  label: string;
  /** The function entry, relative to the root. */
  entry: string;
  /** An entry's source of one's own (see BundleOptions.source). */
  source?: string;
  /** Whether to time its cold start (request-facing functions). */
  timeColdStart: boolean;
  /** What the report says about it, when it is not a function entry as it ships. */
  note?: string;
}

export interface FunctionSize {
  rawBytes: number;
  gzipBytes: number;
  minifiedRawBytes: number;
  minifiedGzipBytes: number;
  /** Files that put code in the bundle. */
  files: number;
  largestFiles: BundleInput[];
  /** Bytes per npm package (the project's own files as "project"), largest first. */
  largestPackages: { name: string; files: number; bytesInOutput: number }[];
  /** Whether the sample catalogue (functions/seed/) is in the bundle. */
  sampleData: boolean;
  /** The bundle's code that importing it evaluates (the rest waits for an `import()`). */
  startBytes: number;
  /** Packages beside the bundle that it loads only with `import()`, when a request needs them. */
  loadedOnUse: string[];
}

/** The figures of the function as they were recorded before a change, for comparison. */
export interface FunctionBaseline {
  /** How the report names it. */
  label: string;
  /** The day the figures were measured, and on which commit. */
  recorded: string;
  commit: string;
  /** Fresh processes timed, in all. */
  runs: number;
  rawBytes: number;
  gzipBytes: number;
  minifiedRawBytes: number;
  minifiedGzipBytes: number;
  files: number;
  /** The code importing it evaluated: all of it, before. */
  startBytes: number;
  coldStartMedianMs: number;
  importMedianMs: number;
  answerMedianMs: number;
}

/** The recorded figures the Function section compares `api.mts` with. */
export function readFunctionBaseline(file: string): FunctionBaseline {
  return JSON.parse(readFileSync(file, 'utf8')) as FunctionBaseline;
}

export interface ColdStart {
  runs: number;
  /** From spawning `node` to the answer, per run. */
  totalMs: number[];
  medianMs: number;
  maxMs: number;
  /** Median time of `await import(bundle)`. */
  importMedianMs: number;
  /** Median time from the import to the answer of /api/health (config, store, app). */
  answerMedianMs: number;
}

export interface FunctionResult extends FunctionVariant {
  size: FunctionSize;
  coldStart: ColdStart | null;
}

const SAMPLE_DATA_DIR = 'functions/seed/';

function packageOf(file: string): string {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match?.[1] ?? "the shop's own code";
}

function byPackage(inputs: BundleInput[]): FunctionSize['largestPackages'] {
  const packages = new Map<string, { name: string; files: number; bytesInOutput: number }>();
  for (const input of inputs) {
    const name = packageOf(input.path);
    const entry = packages.get(name) ?? { name, files: 0, bytesInOutput: 0 };
    entry.files += 1;
    entry.bytesInOutput += input.bytesInOutput;
    packages.set(name, entry);
  }
  return [...packages.values()].sort((a, b) => b.bytesInOutput - a.bytesInOutput);
}

/** Bundles the variant as shipped and minified; returns the shipped code and its size. */
export async function measureFunctionSize(root: string, variant: FunctionVariant): Promise<{ code: string; size: FunctionSize }> {
  const options: BundleOptions = { entry: variant.entry, ...(variant.source === undefined ? {} : { source: variant.source }) };
  const shipped = await bundleFunction(root, options);
  const minified = await bundleFunction(root, { ...options, minify: true });
  const atStart = new Set(shipped.loadedAtStart);
  const builtin = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
  return {
    code: shipped.code,
    size: {
      rawBytes: Buffer.byteLength(shipped.code),
      gzipBytes: gzipSync(shipped.code).length,
      minifiedRawBytes: Buffer.byteLength(minified.code),
      minifiedGzipBytes: gzipSync(minified.code).length,
      files: shipped.inputs.length,
      largestFiles: shipped.inputs.slice(0, 8),
      largestPackages: byPackage(shipped.inputs).slice(0, 8),
      sampleData: shipped.files.some((file) => file.startsWith(SAMPLE_DATA_DIR)),
      startBytes: shipped.inputs.filter((input) => atStart.has(input.path)).reduce((sum, input) => sum + input.bytesInOutput, 0),
      loadedOnUse: shipped.externals.filter((name) => !builtin(name) && !atStart.has(name)),
    },
  };
}

/**
 * The sample shop and its admin, written before any run, so every run opens the same data and none
 * spends its start seeding (a production store is never seeded by the function).
 */
export async function prepareFunctionDataDir(dataDir: string) {
  const store = await openEmbeddedStore(dataDir);
  try {
    await seedSampleShop(store, loadConfig({ DATA_DIR: dataDir }));
  } finally {
    await store.close();
  }
}

/** Starts the driver's line among the function's own log lines. */
const REPORT_MARK = 'cold-start-report ';

/**
 * Runs in each fresh process: imports the bundle and asks it for /api/health like Netlify's runtime
 * would, then prints its timings.
 */
const DRIVER = `
const started = performance.now();
const { default: handle } = await import(process.env.FUNCTION_BUNDLE);
const imported = performance.now();
const response = await handle(new Request('http://localhost/api/health'));
const body = await response.text();
const answered = performance.now();
const report = JSON.stringify({ status: response.status, body, importMs: imported - started, answerMs: answered - imported });
process.stdout.write('${REPORT_MARK}' + report + '\\n', () => process.exit(0));
`;

interface DriverReport {
  status: number;
  body: string;
  importMs: number;
  answerMs: number;
}

function runOnce(bundleFile: string, dataDir: string): Promise<DriverReport & { totalMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--input-type=module', '--eval', DRIVER], {
      cwd: path.dirname(bundleFile),
      env: embeddedEnv({ DATA_DIR: dataDir, FUNCTION_BUNDLE: pathToFileURL(bundleFile).href }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let answeredAt = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!answeredAt && stdout.includes(REPORT_MARK)) answeredAt = performance.now();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    child.once('error', reject);
    child.once('close', (code) => {
      const line = stdout.split('\n').find((text) => text.startsWith(REPORT_MARK));
      if (code !== 0 || !line) return reject(new Error(`the function process exited ${code}:\n${stderr}`));
      const report = JSON.parse(line.slice(REPORT_MARK.length)) as DriverReport;
      if (report.status !== 200) return reject(new Error(`/api/health answered ${report.status}: ${report.body}`));
      resolve({ ...report, totalMs: answeredAt - started });
    });
  });
}

function summarize(measured: (DriverReport & { totalMs: number })[]): ColdStart {
  const totalMs = measured.map((item) => round(item.totalMs, 1));
  return {
    runs: measured.length,
    totalMs,
    medianMs: round(median(totalMs), 1),
    maxMs: Math.max(...totalMs),
    importMedianMs: round(median(measured.map((item) => item.importMs)), 1),
    answerMedianMs: round(median(measured.map((item) => item.answerMs)), 1),
  };
}

/**
 * Writes each bundle next to a link to the project's node_modules (its external packages resolve
 * from there, as from the function's own node_modules on Netlify), warms the file cache with one
 * untimed run of each, then times `runs` fresh processes per bundle, the bundles taking turns (in
 * alternating order), so a machine that gets busier or quieter meanwhile weighs on all of them alike.
 */
export async function measureColdStarts(root: string, workDir: string, codes: string[], dataDir: string, runs: number): Promise<ColdStart[]> {
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const files = codes.map((code, index) => {
    const file = path.join(workDir, `function-${index}.mjs`);
    writeFileSync(file, code);
    return file;
  });
  for (const file of files) await runOnce(file, dataDir);
  const measured = files.map(() => [] as (DriverReport & { totalMs: number })[]);
  for (let run = 0; run < runs; run += 1) {
    // Every other round in the opposite order, so no bundle always goes first.
    const order = files.map((_, index) => (run % 2 === 0 ? index : files.length - 1 - index));
    for (const index of order) measured[index]?.push(await runOnce(files[index] ?? '', dataDir));
  }
  return measured.map(summarize);
}
