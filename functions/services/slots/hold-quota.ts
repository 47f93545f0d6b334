/**
 * How many unpaid hours one holder may keep at a time, across all its open orders.
 *
 * Each holder (a client address, an e-mail of the shipping form) has a fixed number of tickets,
 * documents `holder|0` … `holder|N-1`. Holding an hour takes a free ticket with one atomic write:
 * an insert (the unique `_id` decides) or a conditional update of a ticket that is free or whose
 * hold has expired. So parallel checkouts from one holder can never hold more than N hours, and a
 * ticket frees itself when its hold expires, exactly like the slot it stands for.
 */
import { MAX_UNPAID_HOURS_PER_HOLDER } from '../../../src/domain/shared/limits.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import { canonicalMailbox } from '../../../src/domain/shared/mailboxes.ts';

export const holderOfAddress = (ip: string) => `ip:${ip}`;
/** A guest's e-mail as the mailbox it reaches (src/domain/shared/mailboxes.ts): sub-addresses are one holder. */
export const holderOfEmail = (email: string) => `email:${canonicalMailbox(email)}`;

async function takeTicket(store: Store, id: string, holder: string, orderId: string, now: Date, until: Date): Promise<boolean> {
  const tickets = store.collection('holdTickets');
  try {
    await tickets.insertOne({ _id: id, holder, orderId, until });
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const taken = await tickets.updateOne({ _id: id, $or: [{ orderId: null }, { until: { $lte: now } }] }, { $set: { orderId, until } });
  return taken.matchedCount === 1;
}

/**
 * Takes `hours` tickets from each holder for the order, or none: when a holder has too few free
 * tickets, those taken are given back and the checkout is refused with 429.
 */
export async function takeHoldTickets(store: Store, holders: string[], orderId: string, hours: number, now: Date, until: Date) {
  if (hours === 0) return;
  for (const holder of holders) {
    let taken = 0;
    for (let index = 0; index < MAX_UNPAID_HOURS_PER_HOLDER && taken < hours; index += 1) {
      if (await takeTicket(store, `${holder}|${index}`, holder, orderId, now, until)) taken += 1;
    }
    if (taken < hours) {
      await releaseHoldTickets(store, orderId);
      throw new ServiceError(429, messages.tooManyUnpaidHours(MAX_UNPAID_HOURS_PER_HOLDER));
    }
  }
}

/** The order was paid, cancelled or failed: its tickets are free again. Safe to repeat. */
export async function releaseHoldTickets(store: Store, orderId: string) {
  await store.collection('holdTickets').updateMany({ orderId }, { $set: { orderId: null, until: null } });
}

/** The order's payment is still pending: its tickets stay taken as long as its hours (never shortened). */
export async function extendHoldTickets(store: Store, orderId: string, until: Date) {
  await store.collection('holdTickets').updateMany({ orderId }, { $max: { until } });
}
