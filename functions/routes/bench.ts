/**
 * The bare endpoint `npm run bench` measures beside the real ones: it crosses every middleware of
 * the API and touches nothing else, so each endpoint's req/s can be given as a ratio to it.
 * Mounted only when BENCH_BARE_ENDPOINT is set.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';

export const benchRoutes = new Hono<AppEnv>().get('/bench/bare', (c) => c.json({ ok: true }));
