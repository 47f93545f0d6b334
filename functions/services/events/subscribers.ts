/**
 * Who reacts to the domain events: each capability's subscriptions, under the subscriber's name
 * (an event is delivered to each subscriber on its own, and retried on its own). A new reaction
 * is one entry in its capability's subscriptions; a new capability that reacts is one line here.
 */
import type { DomainEvents, EventName, Subscriptions } from '../../../src/domain/events.ts';
import type { AppDeps } from '../../deps.ts';
import { catalogueSubscriptions } from '../catalogue/catalogue-subscriptions.ts';
import { mailSubscriptions } from '../mail/mail-subscriptions.ts';
import { whatsappSubscriptions } from '../whatsapp/whatsapp-subscriptions.ts';
import { logSubscriptions } from './event-log.ts';

const subscribers: Record<string, Subscriptions<AppDeps>> = {
  mail: mailSubscriptions,
  whatsapp: whatsappSubscriptions,
  stock: catalogueSubscriptions,
  log: logSubscriptions,
};

export type Reaction<N extends EventName> = (deps: AppDeps, payload: DomainEvents[N]) => Promise<void>;

/** The names of the subscribers of an event, in a stable order. */
export function subscribersOf(name: EventName): string[] {
  return Object.keys(subscribers).filter((subscriber) => subscribers[subscriber]?.[name]);
}

/** What a subscriber does on an event, or undefined when it no longer subscribes to it. */
export function reactionOf<N extends EventName>(subscriber: string, name: N): Reaction<N> | undefined {
  return subscribers[subscriber]?.[name] as Reaction<N> | undefined;
}
