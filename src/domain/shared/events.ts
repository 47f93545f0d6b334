/**
 * The domain events: what the server decided, named once, with what a subscriber needs to react
 * (ids to read the rest from the store, never a copy of it). Published by the capability that
 * decided, delivered through the durable outbox to each subscriber (functions/services/events).
 */
export interface DomainEvents {
  /** A payment was captured and its order's records written. */
  'order.paid': { reference: string };
  /** An appointment (one line of a reservation record) was cancelled, by the customer or the shop. */
  'appointment.cancelled': { recordId: string; reference: string; lineIndex: number };
  /** An appointment was moved to another hour; `reschedules` counts its moves, this one included. */
  'appointment.moved': { recordId: string; reference: string; lineIndex: number; reschedules: number };
  /** An appointment starts within a day and its reminder is due (the sweeper finds it), at `date` and `time`. */
  'appointment.reminder-due': { recordId: string; reference: string; lineIndex: number; date: string; time: string };
  /** An order's hold on an hour ran out unpaid: the hour is free to book again. */
  'hour.freed': { slotId: string; serviceId: string; date: string; time: string; orderId: string };
}

export type EventName = keyof DomainEvents;

/** One event: its name, the key that makes publishing it twice a no-op, and its facts. */
export interface DomainEvent<N extends EventName = EventName> {
  name: N;
  key: string;
  payload: DomainEvents[N];
}

/** The events of each name, keyed by the decision they tell, so a repeated decision publishes once. */
export const domainEvent = {
  orderPaid: (reference: string): DomainEvent<'order.paid'> => ({
    name: 'order.paid',
    key: `order.paid:${reference}`,
    payload: { reference },
  }),
  appointmentCancelled: (payload: DomainEvents['appointment.cancelled'], lineId: string): DomainEvent<'appointment.cancelled'> => ({
    name: 'appointment.cancelled',
    key: `appointment.cancelled:${lineId}`,
    payload,
  }),
  appointmentMoved: (payload: DomainEvents['appointment.moved'], lineId: string): DomainEvent<'appointment.moved'> => ({
    name: 'appointment.moved',
    key: `appointment.moved:${lineId}:${payload.reschedules}`,
    payload,
  }),
  reminderDue: (payload: DomainEvents['appointment.reminder-due'], lineId: string): DomainEvent<'appointment.reminder-due'> => ({
    name: 'appointment.reminder-due',
    key: `appointment.reminder-due:${lineId}:${payload.date}T${payload.time}`,
    payload,
  }),
  hourFreed: (payload: DomainEvents['hour.freed'], heldUntil: Date): DomainEvent<'hour.freed'> => ({
    name: 'hour.freed',
    key: `hour.freed:${payload.slotId}:${payload.orderId}:${heldUntil.toISOString()}`,
    payload,
  }),
};

/** What one capability does on each event it subscribes to; `Context` is the server's dependencies. */
export type Subscriptions<Context> = { [N in EventName]?: (context: Context, payload: DomainEvents[N]) => Promise<void> };
