/**
 * Domain events: `publish` stores an event in the durable outbox for each subscriber and delivers
 * it; the sweeper's `deliverDueEvents` resumes what failed or a crash cut short. Other capabilities
 * import this file only.
 */
export { deliverDueEvents, publish } from './publish.ts';
export { logSubscriptions } from './event-log.ts';
export type { EventSubscribers } from './subscribers.ts';
