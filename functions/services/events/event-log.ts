/**
 * The events' own subscriber: the log line of an event nothing else reacts to yet (an hour freed
 * by an expired hold, a sale delivered), so each one is seen once in the function log.
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
