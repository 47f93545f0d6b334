/**
 * Publishing on Netlify: a POST to the site's build hook. Function instances come and go, so the
 * debounce lives in the store: a change marks the publish pending, and the first call after a
 * quiet period (a later change, or the admin panel asking for the status) fires the hook once.
 */
import type { Logger } from './logger.ts';
import type { PublishStatus, Publisher } from './publisher.ts';

const SETTING_ID = 'publish';

/** The one document the debounce keeps. */
interface PublishSetting {
  _id: string;
  pendingSince?: Date | null;
  lastChangeAt?: Date | null;
  firedAt?: Date | null;
  /** The `lastChangeAt` the last successful hook call covered. */
  firedThrough?: Date | null;
  failedAt?: Date | null;
}

type Filter = Record<string, unknown>;
type SetUpdate = { $set: Record<string, unknown> };

/**
 * Where the debounce is kept: a MongoDB-like `settings` collection shared by every function
 * instance. The runtime passes the shop's store, which has it.
 */
export interface PublishStateStore {
  collection(name: 'settings'): {
    findOne(filter: Filter): Promise<PublishSetting | null>;
    updateOne(filter: Filter, update: SetUpdate, options?: { upsert?: boolean }): Promise<unknown>;
    findOneAndUpdate(filter: Filter, update: SetUpdate): Promise<PublishSetting | null>;
  };
}

export function createBuildHookPublisher(options: {
  store: PublishStateStore;
  hookUrl: string;
  debounceMs: number;
  clock: () => Date;
  log: Logger;
  fetch?: typeof fetch;
}): Publisher {
  const { store, hookUrl, debounceMs, clock } = options;
  const doFetch = options.fetch ?? fetch;
  const settings = () => store.collection('settings');

  async function fireWhenQuiet() {
    const now = clock();
    // Only one caller wins the claim, so the hook is called once per quiet period.
    const claimed = await settings().findOneAndUpdate(
      { _id: SETTING_ID, pendingSince: { $ne: null }, lastChangeAt: { $lte: new Date(now.getTime() - debounceMs) } },
      { $set: { pendingSince: null, firedAt: now } },
    );
    if (!claimed) return;
    try {
      const response = await doFetch(hookUrl, { method: 'POST', body: '{}', signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`build hook answered ${response.status}`);
      await settings().updateOne({ _id: SETTING_ID }, { $set: { failedAt: null, firedThrough: claimed.lastChangeAt ?? now } });
    } catch (error) {
      // Pending again, so the next call retries.
      await settings().updateOne({ _id: SETTING_ID }, { $set: { pendingSince: claimed.lastChangeAt ?? now, failedAt: clock() } });
      options.log({ level: 'error', event: 'publish.hook.failed', error: String(error) });
    }
  }

  return {
    kind: 'build-hook',
    async schedule() {
      const now = clock();
      await settings().updateOne({ _id: SETTING_ID }, { $set: { lastChangeAt: now } }, { upsert: true });
      await settings().updateOne({ _id: SETTING_ID, pendingSince: null }, { $set: { pendingSince: now } });
      await settings().updateOne({ _id: SETTING_ID, pendingSince: { $exists: false } }, { $set: { pendingSince: now } });
      await fireWhenQuiet();
    },
    async status(): Promise<PublishStatus> {
      await fireWhenQuiet();
      const doc = await settings().findOne({ _id: SETTING_ID });
      // A failed hook stays pending (it is retried), but the admin is told it failed.
      const state = doc?.failedAt ? 'failed' : doc?.pendingSince ? 'pending' : doc?.firedAt ? 'published' : 'idle';
      return {
        state,
        changedAt: doc?.lastChangeAt ? new Date(doc.lastChangeAt).toISOString() : null,
        publishedAt: doc?.firedAt ? new Date(doc.firedAt).toISOString() : null,
        publishedThrough: doc?.firedThrough ? new Date(doc.firedThrough).toISOString() : null,
      };
    },
  };
}
