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
  /**
   * A place of an hour is free to book again: an order's (or a waitlist offer's) hold on it ran out
   * unpaid, or a cancelled or moved appointment gave it back. `orderId` is who had it.
   */
  'hour.freed': { slotId: string; serviceId: string; date: string; time: string; orderId: string };
  /** The owner recorded an appointment outside the checkout (`source`: taken by phone). */
  'appointment.booked': { recordId: string; reference: string; source: 'phone' };
  /**
   * Wompi charged a payment the order did not take (amount, currency, hours gone, a second payment):
   * the order is marked for the owner. The facts are what was decided on (no personal data).
   */
  'payment.review-needed': {
    reference: string;
    transactionId: string;
    reason: string;
    charged: { amountInCents: number; currency: string };
    expectedCents: number | null;
  };
  /**
   * A sale left a product (or one variant of a garment: `variantId`) at or below the threshold;
   * `restocks` counts the owner's restocks, so the next time it runs low is another event.
   */
  'stock.low': { productId: string; variantId: string | null; stock: number; threshold: number; restocks: number };
  /**
   * A product (or one variant of a garment: `variantId`) that had run out has stock again; `restock`
   * tells one return from the next (the instant of the write that brought it back).
   */
  'stock.restocked': { productId: string; variantId: string | null; restock: string };
  /** The owner cancelled a sale (its status set to "cancelada"): what it charged is given back. */
  'sale.cancelled': { recordId: string; reference: string };
  /** The owner sent a sale ("enviada") with a carrier and the guide `guide`: the customer is told how to follow it. */
  'sale.shipped': { recordId: string; reference: string; guide: string };
  /** The owner marked a sale "entregada" on the Bogotá day `deliveredAt` (YYYY-MM-DD): the right of withdrawal's days start. */
  'sale.delivered': { recordId: string; reference: string; deliveredAt: string };
  /** An account was created (signed up). */
  'account.created': { userId: string };
  /**
   * An account is being deleted. Ids only: the references of the orders that named the account
   * (found before they are anonymised), never its e-mail, name or phone, which the deletion erases.
   */
  'account.deleted': { userId: string; references: string[] };
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
  /** A booked hour given back (a cancellation, a move): its slot had that owner once, so the key names both. */
  hourReleased: (payload: DomainEvents['hour.freed']): DomainEvent<'hour.freed'> => ({
    name: 'hour.freed',
    key: `hour.freed:${payload.slotId}:${payload.orderId}:released`,
    payload,
  }),
  /** A place a raised capacity made (`orderId` is `capacidad:<list revision>`), per service of the resource. */
  hourFreedByCapacity: (payload: DomainEvents['hour.freed']): DomainEvent<'hour.freed'> => ({
    name: 'hour.freed',
    key: `hour.freed:${payload.slotId}:${payload.orderId}:${payload.serviceId}`,
    payload,
  }),
  appointmentBooked: (payload: DomainEvents['appointment.booked']): DomainEvent<'appointment.booked'> => ({
    name: 'appointment.booked',
    key: `appointment.booked:${payload.recordId}`,
    payload,
  }),
  paymentReviewNeeded: (payload: DomainEvents['payment.review-needed']): DomainEvent<'payment.review-needed'> => ({
    name: 'payment.review-needed',
    key: `payment.review-needed:${payload.reference}:${payload.transactionId}`,
    payload,
  }),
  stockLow: (payload: DomainEvents['stock.low']): DomainEvent<'stock.low'> => ({
    name: 'stock.low',
    key: `stock.low:${payload.productId}${payload.variantId ? `-${payload.variantId}` : ''}:${payload.restocks}`,
    payload,
  }),
  stockRestocked: (payload: DomainEvents['stock.restocked']): DomainEvent<'stock.restocked'> => ({
    name: 'stock.restocked',
    key: `stock.restocked:${payload.productId}${payload.variantId ? `-${payload.variantId}` : ''}:${payload.restock}`,
    payload,
  }),
  saleCancelled: (payload: DomainEvents['sale.cancelled']): DomainEvent<'sale.cancelled'> => ({
    name: 'sale.cancelled',
    key: `sale.cancelled:${payload.recordId}`,
    payload,
  }),
  saleShipped: (payload: DomainEvents['sale.shipped']): DomainEvent<'sale.shipped'> => ({
    name: 'sale.shipped',
    key: `sale.shipped:${payload.recordId}:${payload.guide}`,
    payload,
  }),
  saleDelivered: (payload: DomainEvents['sale.delivered']): DomainEvent<'sale.delivered'> => ({
    name: 'sale.delivered',
    key: `sale.delivered:${payload.recordId}`,
    payload,
  }),
  accountCreated: (userId: string): DomainEvent<'account.created'> => ({
    name: 'account.created',
    key: `account.created:${userId}`,
    payload: { userId },
  }),
  accountDeleted: (payload: DomainEvents['account.deleted']): DomainEvent<'account.deleted'> => ({
    name: 'account.deleted',
    key: `account.deleted:${payload.userId}`,
    payload,
  }),
};

/** What one capability does on each event it subscribes to; `Context` is the server's dependencies. */
export type Subscriptions<Context> = { [N in EventName]?: (context: Context, payload: DomainEvents[N]) => Promise<void> };

/** Why a stored delivery was stopped, as the owner reads it: its subscriber no longer reacts to its event. */
export const noReactionReason = 'Sin suscriptor';
