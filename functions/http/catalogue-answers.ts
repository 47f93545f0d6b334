/**
 * Catalogue answers, cached. Reading the catalogue is most of the API's traffic and it changes
 * rarely, so an answer is serialised once (and compressed once) per catalogue version, and sent again
 * to every request that asks the same thing until a product or a category is written.
 *
 * The version is read from the store on every request (a counter every catalogue write moves, in
 * every process sharing the data), so a cached answer is never older than the last write. An answer
 * also expires after a minute, for writes made outside the app. Every answer carries an ETag: a
 * browser that has it gets a 304. Bodies go out in brotli or gzip, as the client accepts.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './context.ts';

interface Answer {
  json: string;
  etag: string;
  /** The body compressed with each encoding asked for so far. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  storedAt: number;
  bytes: number;
  /** Whether it is counted in the cache's bytes. */
  kept: boolean;
}

type Encoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing would not pay for itself. */
const COMPRESS_FROM_BYTES = 1024;
const MAX_AGE_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Brotli's middle quality: a quarter smaller than gzip for catalogue JSON, in about the same time. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

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
    const answer: Answer = { json, etag: etagOf(json), encoded: {}, storedAt: this.now(), bytes: json.length, kept: false };
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

  /** The compressed body, made once per answer and encoding. */
  encode(answer: Answer, encoding: Encoding): Uint8Array<ArrayBuffer> {
    let body = answer.encoded[encoding];
    if (!body) {
      body = new Uint8Array(encoding === 'br' ? brotliCompressSync(answer.json, BROTLI) : gzipSync(answer.json));
      answer.encoded[encoding] = body;
      if (answer.kept) this.bytes += body.byteLength;
    }
    return body;
  }

  private forget(key: string, answer: Answer) {
    this.answers.delete(key);
    answer.kept = false;
    this.bytes -= answer.bytes + (answer.encoded.br?.byteLength ?? 0) + (answer.encoded.gzip?.byteLength ?? 0);
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

/** Brotli when the client takes it, else gzip, else nothing (an encoding with q=0 is refused). */
function preferredEncoding(c: Context<AppEnv>): Encoding | null {
  const accepted = new Set(
    (c.req.header('accept-encoding') ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.split(';').map((piece) => piece.trim()))
      .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
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
export async function cachedCatalogueAnswer<T>(
  c: Context<AppEnv>,
  key: string,
  build: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
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
  // The body is `build`'s envelope as JSON (or the browser's own copy of it, on a 304): typed as such
  // for the browser's client (src/lib/api/routes.ts).
  const typed = (response: Response) => response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
  if (c.req.method === 'GET' && matchesEtag(c, answer.etag)) return typed(c.body(null, 304, headers));
  const encoding = answer.bytes >= COMPRESS_FROM_BYTES ? preferredEncoding(c) : null;
  if (encoding) return typed(c.body(cache.encode(answer, encoding), 200, { ...headers, 'Content-Encoding': encoding }));
  return typed(c.body(answer.json, 200, headers));
}
