/**
 * Static builds for the benchmark: the catalogue of a prepared data dir, exported like `npm start`
 * exports it, built into a temporary folder (never the project's dist/) and timed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportCatalogue } from '../../../functions/services/catalogue/catalogue-snapshot.ts';
import { openEmbeddedStore } from '../../../functions/store/embedded.ts';
import { STAMP_FILE, wantedStamp } from '../../lib/site-build.ts';
import { spawnGroup, stopGroup } from './cleanup.ts';

/** Writes the catalogue snapshot of a data dir to `file`; returns the number of products. */
export async function writeSnapshot(dataDir: string, file: string): Promise<number> {
  const store = await openEmbeddedStore(dataDir);
  try {
    const snapshot = await exportCatalogue(store);
    await writeFile(file, JSON.stringify(snapshot));
    return snapshot.products.length;
  } finally {
    await store.close();
  }
}

/** Runs `astro build` on a snapshot file into `outDir`; resolves with the wall time in ms. */
export async function timedBuild(root: string, snapshotFile: string, outDir: string, timeoutMs = 30 * 60_000): Promise<number> {
  const child = spawnGroup(process.execPath, [path.join(root, 'scripts', 'bench', 'build-site.ts'), snapshotFile, outDir], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-8_000)));
  const timer = setTimeout(() => void stopGroup(child), timeoutMs);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    if (code !== 0) {
      const output = err || out;
      const firstError = output.split('\n').find((line) => /error/i.test(line))?.trim() ?? '';
      throw new Error(`the build failed (exit ${code}) ${firstError}\n${output}`);
    }
    const last = out.trim().split('\n').at(-1) ?? '';
    return (JSON.parse(last) as { ms: number }).ms;
  } finally {
    clearTimeout(timer);
    await stopGroup(child);
  }
}

/**
 * A build folder that holds only the stamp of the catalogue: `npm start` then takes it as up to
 * date and skips the build, for servers that are only there for the API.
 */
export async function writeApiOnlyDist(root: string, dataDir: string, distDir: string) {
  const store = await openEmbeddedStore(dataDir);
  try {
    const stamp = wantedStamp(root, await exportCatalogue(store));
    await writeFile(path.join(distDir, STAMP_FILE), JSON.stringify(stamp));
  } finally {
    await store.close();
  }
}
