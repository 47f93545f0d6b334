/**
 * The events' own subscriber: the log line of an hour freed (an expired hold, a cancellation or a
 * move, a raised capacity), beside the waitlist's reaction, and of a sale delivered, which nothing
 * else reacts to yet, so each one is seen once in the function log.
 */
import type { Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';

export const logSubscriptions: Subscriptions<AppDeps> = {
  async 'hour.freed'(deps, payload) {
    deps.log({ level: 'info', event: 'hour.freed', ...payload });
  },
  async 'sale.delivered'(deps, payload) {
    deps.log({ level: 'info', event: 'sale.delivered', ...payload });
  },
};
