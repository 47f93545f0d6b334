/**
 * The bench's Publish section: how soon a save in the admin panel is live, and what a page rendered
 * on demand costs next to a prebuilt one.
 *
 * - Save to live: the admin renames a product (`POST /api/update-product`) and the product's page is
 *   asked until it answers 200 with the new name; from the save's request to that answer.
 * - Time to first byte: the product's page rendered on demand (first render, just after a save
 *   purged it; and cached), next to the same HTML written as a prebuilt file and served as one.
 * - Lighthouse mobile on the on-demand page next to the same page prebuilt.
 * - The render function's cold start: `astro build` with `@astrojs/netlify` (as Netlify builds),
 *   then fresh Node processes importing its `ssr` function and answering the product's page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sessionCookie } from './server.ts';
import { median, round } from './stats.ts';

export interface PublishResult {
  saves: number;
  saveToLiveMs: { median: number; max: number };
  ttfbMs: { onDemandFirst: number; onDemandCached: number; prebuilt: number };
  /** Where the page's HTML was written as a prebuilt file, for Lighthouse. */
  prebuiltPath: string;
  renderFunction: { importMs: number; firstAnswerMs: number; runs: number } | { error: string } | null;
}

const ADMIN = { email: process.env.SEED_ADMIN_EMAIL ?? 'admin@tienda.local', password: process.env.SEED_ADMIN_PASSWORD ?? 'admin12345' };


/** Milliseconds until the first byte of the answer (the headers), then the whole body read. */
async function timeToFirstByte(url: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - started;
  return { ms, status: response.status, body: await response.text() };
}

export async function measurePublishing(options: { origin: string; distDir: string; productId: string; saves: number }): Promise<Omit<PublishResult, 'renderFunction'>> {
  const { origin, productId } = options;
  const cookie = await sessionCookie(origin, ADMIN);
  const headers = { 'content-type': 'application/json', origin, cookie };
  const details = await fetch(`${origin}/api/product-details`, { method: 'POST', headers, body: JSON.stringify({ productId }) });
  const product = ((await details.json()) as { data: Record<string, unknown> & { productName: string } }).data;
  const page = `${origin}/product/${productId}`;

  const save = async (name: string) => {
    const response = await fetch(`${origin}/api/update-product`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...product, _id: productId, productName: name }),
    });
    if (!response.ok) throw new Error(`update-product answered ${response.status}: ${await response.text()}`);
  };

  const saveToLive: number[] = [];
  const firsts: number[] = [];
  const cached: number[] = [];
  for (let index = 0; index < options.saves; index += 1) {
    const name = `${product.productName} (${index + 1})`;
    const started = performance.now();
    await save(name);
    for (;;) {
      const answer = await timeToFirstByte(page);
      if (answer.status === 200 && answer.body.includes(name)) {
        firsts.push(answer.ms);
        break;
      }
      if (performance.now() - started > 30_000) throw new Error(`the page never showed «${name}»`);
    }
    saveToLive.push(performance.now() - started);
    cached.push((await timeToFirstByte(page)).ms);
  }
  await save(product.productName);

  // The same page's HTML as a prebuilt file, served by the same server as any prebuilt page.
  const html = (await timeToFirstByte(page)).body;
  const prebuiltPath = '/bench-prebuilt-product/';
  const folder = path.join(options.distDir, 'bench-prebuilt-product');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), html);
  const prebuilt: number[] = [];
  for (let index = 0; index < options.saves; index += 1) prebuilt.push((await timeToFirstByte(`${origin}${prebuiltPath}`)).ms);

  return {
    saves: options.saves,
    saveToLiveMs: { median: round(median(saveToLive)), max: round(Math.max(...saveToLive)) },
    ttfbMs: { onDemandFirst: round(median(firsts)), onDemandCached: round(median(cached)), prebuilt: round(median(prebuilt)) },
    prebuiltPath,
  };
}

/**
 * Builds the site as Netlify does (`NETLIFY=true`, so `@astrojs/netlify`) into `outDir`, then times
 * fresh processes importing the render function and answering `page` on the embedded `dataDir`.
 */
export function measureRenderFunction(options: { root: string; outDir: string; dataDir: string; page: string; runs: number }) {
  const env = { ...process.env, NETLIFY: 'true', DATA_DIR: options.dataDir, ASTRO_TELEMETRY_DISABLED: '1' };
  const astro = path.join(options.root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const build = spawnSync(process.execPath, [astro, 'build', '--outDir', options.outDir], { cwd: options.root, env, encoding: 'utf8' });
  const entry = path.join(options.root, '.netlify', 'v1', 'functions', 'ssr', 'ssr.mjs');
  if (build.status !== 0 || !existsSync(entry)) return { error: `the Netlify build failed: ${(build.stderr || build.stdout).slice(-400)}` };
  const probe = `
    const started = performance.now();
    const { default: handler } = await import(${JSON.stringify(entry)});
    const imported = performance.now();
    const response = await handler(new Request('http://localhost${options.page}'), { ip: '127.0.0.1', waitUntil() {} });
    await response.text();
    console.log(JSON.stringify({ status: response.status, importMs: imported - started, firstAnswerMs: performance.now() - started }));
    process.exit(0);`;
  const imports: number[] = [];
  const answers: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: options.root, env, encoding: 'utf8' });
    const line = child.stdout.trim().split('\n').pop() ?? '';
    try {
      const measured = JSON.parse(line) as { status: number; importMs: number; firstAnswerMs: number };
      if (measured.status !== 200) return { error: `the render function answered ${measured.status}` };
      imports.push(measured.importMs);
      answers.push(measured.firstAnswerMs);
    } catch {
      return { error: `the render function did not answer: ${child.stderr.slice(-400)}` };
    }
  }
  return { importMs: round(median(imports)), firstAnswerMs: round(median(answers)), runs: options.runs };
}
