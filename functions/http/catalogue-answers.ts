/**
 * Catalogue answers, cached. Reading the catalogue is most of the API's traffic and it changes
 * rarely, so an answer is serialised once (and gzipped once) per catalogue version, and sent again
 * to every request that asks the same thing until a product or a category is written.
 *
 * The version is read from the store on every request (a counter every catalogue write moves, in
 * every process sharing the data), so a cached answer is never older than the last write. An answer
 * also expires after a minute, for writes made outside the app. Every answer carries an ETag: a
 * browser that has it gets a 304.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

interface Answer {
  json: string;
  etag: string;
  gzipped: Uint8Array<ArrayBuffer> | null;
  storedAt: number;
  bytes: number;
  /** Whether it is counted in the cache's bytes. */
  kept: boolean;
}

/** Answers smaller than this go out as they are: gzip would not pay for itself. */
const GZIP_FROM_BYTES = 1024;
const MAX_AGE_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;

export class CatalogueAnswers {
  private version: number | null = null;
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  get(version: number, key: string): Answer | null {
    if (version !== this.version) {
      this.clear();
      this.version = version;
      return null;
    }
    const answer = this.answers.get(key);
    if (!answer) return null;
    if (this.now() - answer.storedAt > MAX_AGE_MS) {
      this.forget(key, answer);
      return null;
    }
    // Most recently used last: the first entries are the ones evicted.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /** Keeps the answer if the catalogue is still at the version it was built from. */
  put(version: number, key: string, json: string): Answer {
    const answer: Answer = { json, etag: etagOf(json), gzipped: null, storedAt: this.now(), bytes: json.length, kept: false };
    if (version !== this.version || answer.bytes > MAX_BYTES / 4) return answer;
    const previous = this.answers.get(key);
    if (previous) this.forget(key, previous);
    this.answers.set(key, answer);
    answer.kept = true;
    this.bytes += answer.bytes;
    for (const [oldKey, old] of this.answers) {
      if (this.bytes <= MAX_BYTES) break;
      this.forget(oldKey, old);
    }
    return answer;
  }

  /** The gzipped body, made once per answer. */
  gzip(answer: Answer): Uint8Array<ArrayBuffer> {
    if (!answer.gzipped) {
      answer.gzipped = new Uint8Array(gzipSync(answer.json));
      if (answer.kept) this.bytes += answer.gzipped.byteLength;
    }
    return answer.gzipped;
  }

  private forget(key: string, answer: Answer) {
    this.answers.delete(key);
    answer.kept = false;
    this.bytes -= answer.bytes + (answer.gzipped?.byteLength ?? 0);
  }

  private clear() {
    for (const answer of this.answers.values()) answer.kept = false;
    this.answers.clear();
    this.bytes = 0;
  }
}

function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
}

function acceptsGzip(c: Context<AppEnv>): boolean {
  return /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
}

function matchesEtag(c: Context<AppEnv>, etag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers `key` from the cache, or runs `build` (which returns the success envelope) and caches
 * what it gives. Failures are thrown by `build` and never cached.
 */
export async function cachedCatalogueAnswer(c: Context<AppEnv>, key: string, build: () => Promise<unknown>): Promise<Response> {
  const { store } = c.get('deps');
  const cache = c.get('catalogueAnswers');
  const version = await store.catalogueVersion();
  const answer = cache.get(version, key) ?? cache.put(version, key, JSON.stringify(await build()));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=UTF-8',
    ETag: answer.etag,
    // The browser may keep it, but asks again each time (a 304 when nothing changed).
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (c.req.method === 'GET' && matchesEtag(c, answer.etag)) return c.body(null, 304, headers);
  if (answer.bytes >= GZIP_FROM_BYTES && acceptsGzip(c)) {
    return c.body(cache.gzip(answer), 200, { ...headers, 'Content-Encoding': 'gzip' });
  }
  return c.body(answer.json, 200, headers);
}
