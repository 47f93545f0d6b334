/**
 * Publishing a domain event, durably. The event is stored in the outbox once per subscriber (keyed
 * `<event key>><subscriber>`, so publishing the same decision again is a no-op), then delivered
 * right away in the same request: the reactions happen as promptly as a direct call would. A
 * delivery that fails, or that a crash cut short, is retried by the sweeper until it is done.
 *
 * The publisher stores the event before it marks its decision final (an order COMPLETED), so a
 * crash in between leaves a decision that is resumed and publishes again, harmlessly.
 */
import { noReactionReason, type DomainEvent, type EventName } from '../../../src/domain/shared/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { EventDeliveryDoc } from '../../store/documents.ts';
import { deliver, deliverDue, enqueue, freshEntry, type QueueWorker } from '../outbox/index.ts';
import { reactionOf, subscribersOf } from './subscribers.ts';

const deliveryKey = (eventKey: string, subscriber: string) => `${eventKey}>${subscriber}`;

function eventWorker(deps: AppDeps): QueueWorker<EventDeliveryDoc> {
  return {
    queue: 'eventDeliveries',
    name: 'event',
    logFields: (delivery) => ({ topic: delivery.topic, subscriber: delivery.subscriber }),
    async send(delivery) {
      const react = await reactionOf(deps.subscribers, delivery.subscriber, delivery.topic as EventName);
      if (!react) return { stopped: noReactionReason };
      await react(deps, delivery.payload as never);
      return {};
    },
  };
}

/**
 * Stores the event for each of its subscribers (once per key) and delivers it now; a delivery done
 * already, or being done elsewhere, is left alone. Returns the deliveries stored now.
 */
export async function publish<N extends EventName>(deps: AppDeps, event: DomainEvent<N>): Promise<number> {
  const now = deps.clock();
  const keys = (await subscribersOf(deps.subscribers, event.name)).map((subscriber) => ({
    subscriber,
    key: deliveryKey(event.key, subscriber),
  }));
  let stored = 0;
  for (const { subscriber, key } of keys) {
    const delivery: EventDeliveryDoc = {
      _id: key,
      topic: event.name,
      eventKey: event.key,
      subscriber,
      payload: { ...event.payload },
      ...freshEntry(now),
    };
    if (await enqueue(deps.store, 'eventDeliveries', delivery)) stored += 1;
  }
  const worker = eventWorker(deps);
  for (const { key } of keys) await deliver(deps, worker, key);
  return stored;
}

/** The sweeper's chore: delivers every event delivery that is due (failed, or cut short by a crash). */
export function deliverDueEvents(deps: AppDeps, batch = 50): Promise<number> {
  return deliverDue(deps, eventWorker(deps), batch);
}
