/**
 * The table of who reacts to which event, as the runtime hands it over (`AppDeps.subscribers`,
 * built in `functions/event-subscribers.ts`), and the two questions the delivery asks of it. Each
 * subscriber's subscriptions are loaded when an event first asks for them.
 */
import type { DomainEvents, EventName, Subscriptions } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';

/** Each subscriber's subscriptions, loaded on first use, under its name. */
export type EventSubscribers = Readonly<Record<string, () => Promise<Subscriptions<AppDeps>>>>;

export type Reaction<N extends EventName> = (deps: AppDeps, payload: DomainEvents[N]) => Promise<void>;

/** The names of the subscribers of an event, in a stable order. */
export async function subscribersOf(subscribers: EventSubscribers, name: EventName): Promise<string[]> {
  const names = Object.keys(subscribers);
  const subscriptions = await Promise.all(names.map((subscriber) => subscribers[subscriber]!()));
  return names.filter((_, at) => subscriptions[at]?.[name]);
}

/** What a subscriber does on an event, or undefined when it no longer subscribes to it. */
export async function reactionOf<N extends EventName>(
  subscribers: EventSubscribers,
  subscriber: string,
  name: N,
): Promise<Reaction<N> | undefined> {
  const load = subscribers[subscriber];
  return load ? ((await load())[name] as Reaction<N> | undefined) : undefined;
}
