/**
 * JS shipped per page, read from the built HTML: every module script, every island's component and
 * renderer (`<astro-island component-url renderer-url …>`), every modulepreload, then the static
 * imports of those chunks, transitively. Each unique file is gzipped once (level 6, like the
 * server's compression); inline scripts are counted too, gzipped together. Chunks reached only
 * through a dynamic `import()` are listed apart: they load on demand, not with the page.
 *
 * Why from the build and not from Lighthouse's network log: it sees every island a page can
 * hydrate (`client:visible` ones below the fold too), it needs no session for the admin pages,
 * and it does not depend on timing. Lighthouse's own script transfer size is reported beside the
 * scores as a cross-check.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageJs {
  page: string;
  found: boolean;
  files: number;
  /** External JS loaded with the page, gzip. */
  externalGzipBytes: number;
  /** Inline scripts (island runtime, small hoisted scripts), gzip. */
  inlineGzipBytes: number;
  totalGzipBytes: number;
  totalRawBytes: number;
  /** Loaded on demand only (dynamic import), gzip; not in the total. */
  lazyGzipBytes: number;
  /** Every file the page loads, largest first. */
  chunks: { file: string; gzipBytes: number }[];
}

const gzipped = new Map<string, { raw: number; gzip: number }>();

function sizeOf(file: string) {
  let size = gzipped.get(file);
  if (!size) {
    const content = readFileSync(file);
    size = { raw: content.length, gzip: gzipSync(content, { level: 6 }).length };
    gzipped.set(file, size);
  }
  return size;
}

/** The HTML file Astro wrote for a URL path (`build.format: 'directory'`). */
export function htmlFileFor(distDir: string, page: string): string {
  const clean = page.replace(/^\/+|\/+$/g, '');
  return clean === '' ? path.join(distDir, 'index.html') : path.join(distDir, clean, 'index.html');
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? '');
  }
  return found;
}

/** Script URLs and inline script text of a page. */
function scriptsOf(html: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1] ?? '');
    const type = (attrs.get('type') ?? '').toLowerCase();
    if (type !== '' && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and data blocks
    const src = attrs.get('src');
    if (src) urls.push(src);
    else if ((match[2] ?? '').trim() !== '') inline.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    for (const [name, value] of attributes(match[1] ?? '')) {
      if (name.endsWith('-url') && value) urls.push(value);
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '');
    const href = attrs.get('href');
    if (attrs.get('rel') === 'modulepreload' && href) urls.push(href);
  }
  return { urls, inline };
}

/** Relative and root-relative specifiers of static and dynamic imports in a chunk or inline script. */
function importsOf(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const staticImports = [
    ...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g),
  ].map((match) => match[1] ?? '');
  const dynamicImports = [...code.matchAll(/\bimport\(\s*["']((?:\.{1,2})?\/[^"']+)["']\s*\)/g)].map((match) => match[1] ?? '');
  return { staticImports, dynamicImports };
}

function resolveUrl(distDir: string, from: string | null, specifier: string): string | null {
  const clean = specifier.split(/[?#]/)[0] ?? '';
  if (/^[a-z]+:/i.test(clean)) return null; // another origin: not ours to count
  const file = clean.startsWith('/') ? path.join(distDir, clean) : from ? path.resolve(path.dirname(from), clean) : path.join(distDir, clean);
  return existsSync(file) ? file : null;
}

/**
 * `rendered`: the HTML of a page rendered on demand (a product's), fetched from the running shop;
 * its scripts are the build's files all the same.
 */
export function measurePageJs(distDir: string, page: string, rendered?: string): PageJs {
  const htmlFile = htmlFileFor(distDir, page);
  const empty: PageJs = {
    page,
    found: false,
    files: 0,
    externalGzipBytes: 0,
    inlineGzipBytes: 0,
    totalGzipBytes: 0,
    totalRawBytes: 0,
    lazyGzipBytes: 0,
    chunks: [],
  };
  if (rendered === undefined && !existsSync(htmlFile)) return empty;
  const html = rendered ?? readFileSync(htmlFile, 'utf8');
  const { urls, inline } = scriptsOf(html);

  const eager = new Set<string>();
  const lazy = new Set<string>();
  const queue: { file: string; eager: boolean }[] = [];
  const enqueue = (file: string | null, isEager: boolean) => {
    if (!file) return;
    if (isEager ? eager.has(file) : eager.has(file) || lazy.has(file)) return;
    if (isEager) {
      eager.add(file);
      lazy.delete(file);
    } else lazy.add(file);
    queue.push({ file, eager: isEager });
  };
  for (const url of urls) enqueue(resolveUrl(distDir, null, url), true);
  for (const code of inline) {
    const { staticImports, dynamicImports } = importsOf(code);
    for (const specifier of staticImports) enqueue(resolveUrl(distDir, null, specifier), true);
    for (const specifier of dynamicImports) enqueue(resolveUrl(distDir, null, specifier), false);
  }
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const { staticImports, dynamicImports } = importsOf(readFileSync(next.file, 'utf8'));
    for (const specifier of staticImports) enqueue(resolveUrl(distDir, next.file, specifier), next.eager);
    for (const specifier of dynamicImports) enqueue(resolveUrl(distDir, next.file, specifier), false);
  }

  const files = [...eager].map((file) => ({ file: path.relative(distDir, file), ...sizeOf(file) }));
  const externalGzipBytes = files.reduce((total, file) => total + file.gzip, 0);
  const inlineText = inline.join('\n');
  const inlineGzipBytes = inlineText ? gzipSync(inlineText, { level: 6 }).length : 0;
  return {
    page,
    found: true,
    files: files.length,
    externalGzipBytes,
    inlineGzipBytes,
    totalGzipBytes: externalGzipBytes + inlineGzipBytes,
    totalRawBytes: files.reduce((total, file) => total + file.raw, 0) + Buffer.byteLength(inlineText),
    lazyGzipBytes: [...lazy].reduce((total, file) => total + sizeOf(file).gzip, 0),
    chunks: files.sort((a, b) => b.gzip - a.gzip).map((file) => ({ file: file.file, gzipBytes: file.gzip })),
  };
}
