/**
 * How many open cash-on-delivery orders one e-mail, and one phone, may have at a time
 * (and one signed-in account: MAX_OPEN_ORDERS_PER_BUYER), so nobody blocks stock with fake orders. As the hours' hold quota
 * does (services/slots/hold-quota.ts), each holder has fixed tickets `holder|0` … `holder|N-1`
 * in `holdTickets`: an order takes one with one atomic write (an insert, the unique `_id` decides,
 * or a conditional update of a free one), so parallel orders can never take more than N. A ticket
 * stays taken until the order is collected, cancelled or released.
 */
import { MAX_OPEN_ORDERS_PER_BUYER, phoneKey } from '../../../src/domain/cash-on-delivery/cash-on-delivery.ts';
import { cashOnDeliveryMessages as t } from '../../../src/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { canonicalMailbox } from '../../../src/domain/shared/mailboxes.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import { ServiceError } from '../errors.ts';

/** The holders of an order: its mailbox, its phone and, when signed in, the account. */
export function codHolders(contact: { email: string; phone: string }, userId: string | null): string[] {
  return [
    `cod-email:${canonicalMailbox(contact.email)}`,
    `cod-phone:${phoneKey(contact.phone)}`,
    ...(userId ? [`cod-user:${userId}`] : []),
  ];
}

async function takeTicket(store: Store, id: string, holder: string, orderId: string): Promise<boolean> {
  const tickets = store.collection('holdTickets');
  try {
    await tickets.insertOne({ _id: id, holder, orderId, until: null });
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const taken = await tickets.updateOne({ _id: id, orderId: null }, { $set: { orderId, until: null } });
  return taken.matchedCount === 1;
}

/** Takes one ticket of each holder for the order, or none (429). */
export async function takeOpenOrderTickets(store: Store, holders: readonly string[], orderId: string): Promise<void> {
  for (const holder of holders) {
    let taken = false;
    for (let index = 0; index < MAX_OPEN_ORDERS_PER_BUYER && !taken; index += 1) {
      taken = await takeTicket(store, `${holder}|${index}`, holder, orderId);
    }
    if (!taken) {
      await releaseOpenOrderTickets(store, orderId);
      throw new ServiceError(429, t.tooManyOpen(MAX_OPEN_ORDERS_PER_BUYER));
    }
  }
}

/** The order is collected, cancelled or released: its tickets are free again. Safe to repeat. */
export async function releaseOpenOrderTickets(store: Store, orderId: string): Promise<void> {
  await store.collection('holdTickets').updateMany({ orderId }, { $set: { orderId: null, until: null } });
}
