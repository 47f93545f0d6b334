/**
 * Builds the static site from the catalogue and tells when dist/ is stale: a stamp written beside
 * the pages records the catalogue and the source it was built from.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogueSnapshot } from '../../functions/services/catalogue/catalogue-snapshot.ts';
import { catalogueFingerprint } from '../../functions/services/catalogue/catalogue-snapshot.ts';
import { SERVER_FOLDER } from './astro-local/adapter.ts';
import { runBuildProcess } from './build-process.ts';

export const STAMP_FILE = '.build-stamp.json';

/**
 * The renderer of a build's pages rendered on demand: the server entry the local adapter writes
 * beside the prebuilt files (`scripts/lib/astro-local/entry.ts`, as built).
 */
export async function loadPageRenderer(outDir: string): Promise<(request: Request) => Promise<Response | undefined>> {
  const entry = (await import(pathToFileURL(path.join(outDir, SERVER_FOLDER, 'entry.mjs')).href)) as {
    renderPage: (request: Request, clientAddress: string) => Promise<Response | undefined>;
  };
  return (request) => entry.renderPage(request, '127.0.0.1');
}
// The pages, and what the server half of the build bundles: the local adapter and the server code
// the pages rendered on demand read the store through.
const SOURCE_ENTRIES = ['src', 'public', 'functions', 'scripts/lib/astro-local', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export interface BuildStamp {
  catalogue: string;
  source: string;
}

function listFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => listFiles(path.join(entry, child.name)));
}

/** A hash of every file the pages are made from. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCE_ENTRIES.flatMap((entry) => listFiles(path.join(root, entry)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export async function readStamp(distDir: string): Promise<BuildStamp | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

export function isFresh(stamp: BuildStamp | null, wanted: BuildStamp): boolean {
  return stamp?.catalogue === wanted.catalogue && stamp.source === wanted.source;
}

export function wantedStamp(root: string, snapshot: CatalogueSnapshot): BuildStamp {
  return { catalogue: catalogueFingerprint(snapshot), source: sourceFingerprint(root) };
}

/**
 * Runs `astro build` from a catalogue snapshot into `outDir` and stamps it. `background` runs it
 * at the lowest CPU priority (a rebuild while the shop serves).
 */
export async function buildInto(options: {
  root: string;
  outDir: string;
  snapshot: CatalogueSnapshot;
  snapshotFile: string;
  stamp?: BuildStamp;
  background?: boolean;
}): Promise<void> {
  const { root, outDir, snapshot, snapshotFile } = options;
  const stamp = options.stamp ?? wantedStamp(root, snapshot);
  await mkdir(path.dirname(snapshotFile), { recursive: true });
  await writeFile(snapshotFile, JSON.stringify(snapshot));
  await rm(outDir, { recursive: true, force: true });

  const astroBin = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  await runBuildProcess(process.execPath, [astroBin, 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, CATALOGUE_SNAPSHOT: snapshotFile, ASTRO_TELEMETRY_DISABLED: '1' },
    background: options.background ?? false,
    name: 'astro build',
  });
  await writeFile(path.join(outDir, STAMP_FILE), JSON.stringify(stamp));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Live folders left by a server that was killed before it could tidy up. */
async function removeAbandonedLiveDirs(distDir: string) {
  const prefix = `${path.basename(distDir)}.live-`;
  for (const name of readdirSync(path.dirname(distDir))) {
    const pid = Number(name.startsWith(prefix) ? name.slice(prefix.length).split('-')[0] : NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      await rm(path.join(path.dirname(distDir), name), { recursive: true, force: true });
    }
  }
}

/** Puts a finished folder in place of `target`, keeping `target` whole until the last moment. */
export async function replaceDir(from: string, target: string) {
  const old = `${target}.old`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, old);
  await rename(from, target);
  await rm(old, { recursive: true, force: true });
}

/** Builds straight into `distDir` (before the server starts serving it). */
export async function buildSite(options: { root: string; distDir: string; snapshot: CatalogueSnapshot; snapshotFile: string }) {
  const next = `${options.distDir}.next`;
  await buildInto({ ...options, outDir: next });
  await replaceDir(next, options.distDir);
}

/** What a rebuild did: built and switched to new pages, or found the live ones already up to date. */
export type RebuildOutcome = 'built' | 'unchanged';

/**
 * Rebuilds while the server keeps serving: each build goes to its own folder, at the lowest CPU
 * priority, and the server switches to it in one step; `distDir` is then refreshed from a copy
 * for the next start. A snapshot whose catalogue and source match the live pages' stamp is not
 * built again (a change undone, hours saved as they were).
 */
export function createLiveSite(options: { root: string; distDir: string; snapshotFile: string; build?: typeof buildInto }) {
  const build = options.build ?? buildInto;
  void removeAbandonedLiveDirs(options.distDir);
  let current = options.distDir;
  let generation = 0;
  let liveStamp: Promise<BuildStamp | null> = readStamp(options.distDir);
  return {
    dir: () => current,
    async rebuild(snapshot: CatalogueSnapshot): Promise<RebuildOutcome> {
      const stamp = wantedStamp(options.root, snapshot);
      if (isFresh(await liveStamp, stamp)) return 'unchanged';
      generation += 1;
      const outDir = `${options.distDir}.live-${process.pid}-${generation}`;
      await build({ root: options.root, outDir, snapshot, snapshotFile: options.snapshotFile, stamp, background: true });
      const previous = current;
      current = outDir;
      liveStamp = Promise.resolve(stamp);
      const copy = `${options.distDir}.next`;
      await rm(copy, { recursive: true, force: true });
      await cp(outDir, copy, { recursive: true });
      await replaceDir(copy, options.distDir);
      if (previous !== options.distDir) await rm(previous, { recursive: true, force: true });
      return 'built';
    },
    /** Removes the live folders (on shutdown); `distDir` holds the latest build. */
    async dispose() {
      if (current !== options.distDir) await rm(current, { recursive: true, force: true });
    },
  };
}
