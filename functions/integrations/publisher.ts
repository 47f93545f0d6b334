/**
 * Publishing catalogue changes. The pages rendered on demand (a product's, a category's) are live
 * at once: a change purges their cache tags before the save answers (`withPagePurge`). The
 * prebuilt pages are rebuilt after a quiet period, so a burst of edits makes one build, and nobody
 * waits for it: their lists refresh themselves from the API. Locally `npm start` rebuilds dist/
 * itself; on Netlify a build hook does.
 */
export type PublishState = 'idle' | 'pending' | 'building' | 'published' | 'failed';

export interface PublishStatus {
  state: PublishState;
  /** When the last change was scheduled. */
  changedAt: string | null;
  /** When the last publish finished (locally) or was handed to the host (build hook). */
  publishedAt: string | null;
  /**
   * The `changedAt` of the last change that publish includes: a change made at or before it is
   * live, even while later changes (another admin's, another tab's) are still pending.
   */
  publishedThrough: string | null;
}

export interface Publisher {
  readonly kind: 'local' | 'build-hook' | 'none';
  /**
   * A catalogue change happened: the pages carrying one of `tags` (`src/domain/shared/page-cache.ts`) are
   * purged now, and the whole site is rebuilt once things are quiet.
   */
  schedule(tags?: readonly string[]): Promise<void>;
  status(): Promise<PublishStatus>;
}

/** Where nothing can rebuild the pages (a plain function without a build hook): say so honestly. */
export function createNoPublisher(): Publisher {
  return {
    kind: 'none',
    async schedule() {},
    async status() {
      return { state: 'idle', changedAt: null, publishedAt: null, publishedThrough: null };
    },
  };
}

/**
 * An in-memory debounce for a long-lived process: each change restarts the wait; then `publish`
 * runs once. A change during a publish schedules another one after it.
 */
export function createDebouncedPublisher(options: {
  kind: Publisher['kind'];
  debounceMs: number;
  publish: () => Promise<void>;
  now?: () => Date;
  onError?: (error: unknown) => void;
}): Publisher & { idle(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let state: PublishState = 'idle';
  let changedAt: Date | null = null;
  let publishedAt: Date | null = null;
  let publishedThrough: Date | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const run = async () => {
    // A publish covers every change made before it starts.
    if (timer) clearTimeout(timer);
    timer = null;
    if (running) {
      again = true;
      return;
    }
    state = 'building';
    // The build reads the catalogue after this: every change scheduled so far is in it.
    const covering = changedAt;
    running = options
      .publish()
      .then(() => {
        state = 'published';
        publishedAt = now();
        publishedThrough = covering;
      })
      .catch((error: unknown) => {
        state = 'failed';
        options.onError?.(error);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          state = 'pending';
          void run();
        }
      });
    await running;
  };

  return {
    kind: options.kind,
    async schedule() {
      changedAt = now();
      state = running ? state : 'pending';
      if (running) again = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void run(), options.debounceMs);
      timer.unref?.();
    },
    async status() {
      return {
        state: again ? 'pending' : state,
        changedAt: changedAt?.toISOString() ?? null,
        publishedAt: publishedAt?.toISOString() ?? null,
        publishedThrough: publishedThrough?.toISOString() ?? null,
      };
    },
    /** Resolves once nothing is waiting or building (for tests and shutdown). */
    async idle() {
      while (timer || running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/** Purges pages rendered on demand by cache tag: Netlify's CDN, or the local server's page cache. */
export type PagePurge = (tags: readonly string[]) => Promise<void>;

/** A publisher whose changes purge their pages first, so they are live when the save answers. */
export function withPagePurge<P extends Publisher>(publisher: P, purge: PagePurge): P {
  return {
    ...publisher,
    async schedule(tags: readonly string[] = []) {
      if (tags.length > 0) await purge(tags);
      await publisher.schedule(tags);
    },
  };
}
