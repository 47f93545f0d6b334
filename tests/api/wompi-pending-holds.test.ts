/**
 * A PSE payment still PENDING at Wompi keeps its hours past the usual hold, while Wompi says
 * PENDING (a confirm, an event, the sweeper's check), up to PENDING_PAYMENT_HOLD_MAX_MINUTES after
 * the order was created: nobody else takes the hour meanwhile, and the bank's later approval ends
 * as a booking. Past the bound the hold expires as any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { PENDING_PAYMENT_HOLD_MAX_MINUTES } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { eventHeaders, transactionUpdatedEvent } from '../fixtures/wompi-fake.ts';
import { body } from './helpers.ts';
import { confirm, createWompiOrder, openWompiShop, postEvent, wompiShipping, type WompiShop } from './wompi-helpers.ts';

let shop: WompiShop;
let start: Date;

beforeAll(async () => {
  shop = await openWompiShop();
  start = shop.harness.deps.clock();
});
afterAll(() => shop.close());

const at = (minutes: number) => shop.harness.setNow(new Date(start.getTime() + minutes * 60_000));
const statusOf = async (response: Response) => (await body<{ data: { status: string } }>(response)).data.status;

/** Another buyer, from another address and e-mail, asking for the same hour. */
let rivals = 0;
function rivalOrder(reservation: unknown) {
  rivals += 1;
  return shop.browser.createOrder([reservation], {
    shippingInfo: { ...wompiShipping, email: `rival${rivals}@correo.co` },
    ip: `10.77.0.${rivals}`,
  });
}

describe('a payment pending at Wompi', () => {
  it('keeps its hour at minute 20 while Wompi says PENDING, and the later approval books it', async () => {
    at(0);
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [reservation]);
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });

    at(2);
    expect(await statusOf(await confirm(shop, transaction.id))).toBe('PENDING');
    // The sweeper asks Wompi again before the hold would end; Wompi still says PENDING.
    at(12);
    expect((await runSweep(shop.harness.deps)).pendingPaymentsChecked).toBe(1);

    at(20);
    const rival = await rivalOrder(reservation);
    expect(rival.status).toBe(409);
    expect((await body(rival)).message).toBe(messages.slotTaken);
    expect(await shop.slotState(reservation)).toBe('held');

    // A pending event from Wompi also keeps it.
    at(27);
    const event = transactionUpdatedEvent(transaction);
    // Not final yet: Wompi is asked to send the event again later.
    expect((await postEvent(shop, event, eventHeaders(event))).status).toBe(503);
    at(38);
    expect((await rivalOrder(reservation)).status).toBe(409);

    shop.fake.setStatus(transaction.id, 'APPROVED');
    at(40);
    expect(await statusOf(await confirm(shop, transaction.id))).toBe('APPROVED');
    expect(await shop.slotState(reservation)).toBe('booked');
    expect(await shop.records(created.reference)).toBe(1);
    expect((await shop.order(created.reference))?.review).toBeUndefined();
  });

  it('the sweeper settles a payment Wompi approved meanwhile', async () => {
    at(100);
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [reservation]);
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });
    expect(await statusOf(await confirm(shop, transaction.id))).toBe('PENDING');
    shop.fake.setStatus(transaction.id, 'APPROVED');
    at(110);
    await runSweep(shop.harness.deps);
    expect(await shop.slotState(reservation)).toBe('booked');
    expect((await shop.order(created.reference))?.status).toBe('COMPLETED');
  });

  it('past the bound the hold goes as before: another buyer takes the hour and the late approval is a review', async () => {
    const begin = 200;
    at(begin);
    const reservation = shop.nextSlot();
    const created = await createWompiOrder(shop, [reservation]);
    const transaction = shop.fake.addTransaction({ reference: created.reference, amountInCents: created.amountInCents, status: 'PENDING' });
    for (let minute = begin + 1; minute < begin + PENDING_PAYMENT_HOLD_MAX_MINUTES; minute += 10) {
      at(minute);
      expect(await statusOf(await confirm(shop, transaction.id))).toBe('PENDING');
    }
    at(begin + PENDING_PAYMENT_HOLD_MAX_MINUTES - 1);
    expect((await rivalOrder(reservation)).status).toBe(409);

    at(begin + PENDING_PAYMENT_HOLD_MAX_MINUTES + 1);
    expect(await statusOf(await confirm(shop, transaction.id))).toBe('PENDING');
    expect((await runSweep(shop.harness.deps)).pendingPaymentsChecked).toBe(0);
    expect((await rivalOrder(reservation)).status).toBe(201);

    shop.fake.setStatus(transaction.id, 'APPROVED');
    expect(await statusOf(await confirm(shop, transaction.id))).toBe('REVIEW');
    expect(await shop.records(created.reference)).toBe(0);
  });
});
