/**
 * The table of who reacts to which event, as the runtime hands it over (`AppDeps.subscribers`,
 * built in `functions/event-subscribers.ts`), and the two questions the delivery asks of it.
 */
import type { DomainEvents, EventName, Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';

/** Each subscriber's subscriptions, under its name. */
export type EventSubscribers = Readonly<Record<string, Subscriptions<AppDeps>>>;

export type Reaction<N extends EventName> = (deps: AppDeps, payload: DomainEvents[N]) => Promise<void>;

/** The names of the subscribers of an event, in a stable order. */
export function subscribersOf(subscribers: EventSubscribers, name: EventName): string[] {
  return Object.keys(subscribers).filter((subscriber) => subscribers[subscriber]?.[name]);
}

/** What a subscriber does on an event, or undefined when it no longer subscribes to it. */
export function reactionOf<N extends EventName>(subscribers: EventSubscribers, subscriber: string, name: N): Reaction<N> | undefined {
  return subscribers[subscriber]?.[name] as Reaction<N> | undefined;
}
