/**
 * `npm start`'s republishing: a background build runs at the lowest CPU priority, and a rebuild
 * whose catalogue and source match the live pages' stamp builds nothing.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../functions/services/catalogue/catalogue-snapshot.ts';
import { BACKGROUND_PRIORITY, runBuildProcess } from '../../scripts/lib/build-process.ts';
import { createLiveSite, readStamp, STAMP_FILE, wantedStamp, type buildInto } from '../../scripts/lib/site-build.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const printPriority = ['-e', 'console.log(require("node:os").getPriority())'];

describe('a build process', () => {
  it('runs a background build at the lowest priority, and a foreground one at the server’s own', async () => {
    const env = { ...process.env };
    const background = await runBuildProcess(process.execPath, printPriority, { cwd: process.cwd(), env, background: true });
    expect(Number(background.trim())).toBe(BACKGROUND_PRIORITY);
    expect(BACKGROUND_PRIORITY).toBe(19);
    const foreground = await runBuildProcess(process.execPath, printPriority, { cwd: process.cwd(), env });
    expect(Number(foreground.trim())).toBe(getPriority());
  });

  it('rejects with the exit code and the end of the output when the build fails', async () => {
    const failing = ['-e', 'console.error("falta una página"); process.exit(3)'];
    await expect(runBuildProcess(process.execPath, failing, { cwd: process.cwd(), env: process.env, name: 'astro build' })).rejects.toThrow(
      /astro build terminó con código 3:\nfalta una página/,
    );
  });
});

const snapshot = (names: string[]) =>
  ({ products: names.map((productName, index) => ({ _id: `p${index}`, productName })), categories: [] }) as unknown as CatalogueSnapshot;

/** A project folder with one source file, and a dist/ stamped as built from `served`. */
async function project(served: CatalogueSnapshot) {
  const root = await mkdtemp(path.join(tmpdir(), 'sitio-'));
  dirs.push(root);
  await mkdir(path.join(root, 'src'));
  await writeFile(path.join(root, 'src', 'page.astro'), '<h1>Tienda</h1>');
  const distDir = path.join(root, 'dist');
  await mkdir(distDir);
  await writeFile(path.join(distDir, STAMP_FILE), JSON.stringify(wantedStamp(root, served)));
  const builds: Parameters<typeof buildInto>[0][] = [];
  const build: typeof buildInto = async (options) => {
    builds.push(options);
    await mkdir(options.outDir, { recursive: true });
    await writeFile(path.join(options.outDir, 'index.html'), options.snapshot.products.map((product) => product.productName).join(','));
    await writeFile(path.join(options.outDir, STAMP_FILE), JSON.stringify(options.stamp));
  };
  const live = createLiveSite({ root, distDir, snapshotFile: path.join(root, 'datos', 'catalogo.json'), build });
  return { root, distDir, live, builds };
}

describe('the live site', () => {
  it('builds nothing when the catalogue is the one the live pages were built from', async () => {
    const { distDir, live, builds } = await project(snapshot(['Masaje']));
    expect(await live.rebuild(snapshot(['Masaje']))).toBe('unchanged');
    expect(builds).toHaveLength(0);
    expect(live.dir()).toBe(distDir);
  });

  it('builds a changed catalogue in the background, serves it, and then skips it until it changes again', async () => {
    const { root, distDir, live, builds } = await project(snapshot(['Masaje']));
    expect(await live.rebuild(snapshot(['Masaje', 'Facial']))).toBe('built');
    expect(builds).toHaveLength(1);
    expect(builds[0]?.background).toBe(true);
    expect(live.dir()).not.toBe(distDir);
    expect(await readFile(path.join(live.dir(), 'index.html'), 'utf8')).toBe('Masaje,Facial');
    // dist/ holds the latest build, with its stamp, for the next start.
    expect(await readStamp(distDir)).toEqual(wantedStamp(root, snapshot(['Masaje', 'Facial'])));

    expect(await live.rebuild(snapshot(['Masaje', 'Facial']))).toBe('unchanged');
    expect(builds).toHaveLength(1);
    // Undoing the change is a change from what is live.
    expect(await live.rebuild(snapshot(['Masaje']))).toBe('built');
    expect(builds).toHaveLength(2);
    await live.dispose();
    expect(existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
  });

  it('builds again when the source changed, even for the same catalogue', async () => {
    const { root, live, builds } = await project(snapshot(['Masaje']));
    await writeFile(path.join(root, 'src', 'page.astro'), '<h1>Tienda y reservas</h1>');
    expect(await live.rebuild(snapshot(['Masaje']))).toBe('built');
    expect(builds).toHaveLength(1);
  });
});
