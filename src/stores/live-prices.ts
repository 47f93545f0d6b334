/**
 * Current price and stock of the products shown on a prebuilt page (stale-while-revalidate).
 * The page is built from the catalogue as it was; once per page, when the browser is idle, the
 * ids on it are asked for in one request per 200 ids, and cards, prices and add buttons read
 * the answer from here, so a rebuild that lags behind never shows a wrong price or stock.
 */
import { atom } from 'nanostores';
import { chunk } from '~/domain/catalogue/catalogue.ts';
import type { LivePrice } from '~/domain/catalogue/catalogue-schemas.ts';
import { getLivePrices } from '~/lib/api/prices.ts';

/** The endpoint's limit per call. */
export const LIVE_PRICE_BATCH = 200;

export const $livePrices = atom<Readonly<Record<string, LivePrice>>>({});

const requested = new Set<string>();

/** Asks once for the ids not asked for yet on this page; failures keep the prebuilt values. */
export async function loadLivePrices(ids: readonly string[]): Promise<void> {
  const fresh = [...new Set(ids)].filter((id) => !requested.has(id));
  if (fresh.length === 0) return;
  for (const id of fresh) requested.add(id);
  const answers = await Promise.allSettled(chunk(fresh, LIVE_PRICE_BATCH).map(getLivePrices));
  const next = { ...$livePrices.get() };
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    for (const live of answer.value.data) next[live._id] = live;
  }
  $livePrices.set(next);
}

/** Runs `task` when the browser has nothing better to do, without waiting more than `timeout`. */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}
