/**
 * The events' own subscriber: the log line of an hour freed (an expired hold, a cancellation or a
 * move, a raised capacity), beside the waitlist's reaction, so each one is seen once in the function log.
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';

export const logSubscriptions: Subscriptions<AppDeps> = {
  async 'hour.freed'(deps, payload) {
    deps.log({ level: 'info', event: 'hour.freed', ...payload });
  },
};
