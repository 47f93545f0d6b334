/**
 * Work that runs after the answer: the request that caused it never waits for it and never fails
 * because of it. On Netlify the function stays alive for it through the request's
 * `context.waitUntil` (netlify/functions/api.mts opens the scope); a long-running server simply
 * keeps going. A failed task is logged; whatever it had to do is durable and the sweeper retries it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../integrations/logger.ts';

interface RequestScope {
  waitUntil(task: Promise<unknown>): void;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs a request's handling inside a scope whose after-answer tasks the platform waits for. */
export function withWaitUntil<T>(scope: RequestScope, handle: () => T): T {
  return requestScope.run(scope, handle);
}

export interface Background {
  run(task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they started) has ended. */
  settle(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(task) {
      const promise: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log({ level: 'error', event: 'background.failed', error: String(error) }))
        .finally(() => running.delete(promise));
      running.add(promise);
      requestScope.getStore()?.waitUntil(promise);
    },
    async settle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
