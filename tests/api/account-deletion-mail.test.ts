/**
 * Deleting an account forgets only that account's mail. With SMTP down, a customer who typed
 * another person's e-mail, or the owner's notice address, on a checkout and then deleted the
 * account must not take that person's receipts or the owner's notices with it: they stay queued,
 * intact, and go out once SMTP is back. The account's own messages lose their address and content,
 * and the sweeper never tries a message without a recipient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../functions/integrations/mail-transport.ts';
import { deliverDueMail } from '../../functions/services/mail/mail-outbox.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { MailDoc } from '../../functions/store/documents.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

const START = new Date('2026-03-04T15:00:00Z');
const PASSWORD = 'clave-segura-1';
const VICTIM = 'victima@correo.co';

let harness: Harness;
let product: Product;
let smtpUp = false;
const delivered: OutgoingMail[] = [];

beforeAll(async () => {
  harness = await createHarness({
    now: START,
    mail: {
      kind: 'smtp',
      async send(mail) {
        if (!smtpUp) throw new Error('SMTP caído');
        delivered.push(mail);
      },
    },
  });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
});
afterAll(() => harness.close());

const mail = () => harness.deps.store.collection('mail');
const sessionCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const shippingFor = (name: string, email: string) => ({
  name,
  email,
  phone: '3007654321',
  address: 'Calle 10 # 43-12',
  shippingMethod: 'pickup',
  city: '',
  neighborhood: '',
});

/** Pays one unit as a guest, or as the signed-in customer of `cookie`; returns the reference. */
async function pay(name: string, email: string, seed: string, cookie?: string): Promise<string> {
  const shippingInfo = shippingFor(name, email);
  const browser = shopper(harness, { shippingInfo, seed, ...(cookie ? { cookie } : {}) });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  return (await body<{ reference: string }>(captured)).reference;
}

/** Starts a checkout with this e-mail in the shipping form and cancels it, as the signed-in customer. */
async function startAndCancel(cookie: string, email: string, seed: string): Promise<void> {
  const shippingInfo = shippingFor('Cualquiera', email);
  const browser = shopper(harness, { shippingInfo, seed, cookie });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  expect((await browser.cancel((await body<{ id: string }>(created)).id)).status).toBe(200);
}

const byId = (docs: MailDoc[]) => Object.fromEntries(docs.map((doc) => [doc._id, doc]));

describe('deleting an account and the outbox', () => {
  it("forgets the account's own mail and keeps a victim's and the owner's queued mail intact, to be sent later", async () => {
    const notifyTo = harness.deps.config.mail.notifyTo;
    // The victim's own orders (a guest), and another customer's: each queues a receipt and an owner's notice.
    const victimOrders = [await pay('Víctima', VICTIM, 'victima-1'), await pay('Víctima', VICTIM, 'victima-2')];
    const otherOrder = await pay('Otra Clienta', 'otra@correo.co', 'otra-1');

    const email = 'borra.todo@correo.co';
    const form = {
      name: 'Borra Todo',
      email,
      tel: '3001234567',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      profilePic: pngDataUrl,
      acceptDataPolicy: true,
    };
    expect((await harness.request('/api/signup', { json: form })).status).toBe(201);
    const cookie = sessionCookie(await harness.request('/api/signin', { json: { email, password: PASSWORD } }));
    const userId = (await harness.deps.store.collection('users').findOne({ email }))!._id;
    // The account's own paid order (delivered), then two checkouts with other people's addresses, cancelled.
    const ownOrder = await pay('Borra Todo', email, 'propia', cookie);
    await harness.deps.store
      .collection('transactions')
      .updateOne({ reference: ownOrder, kind: 'venta' }, { $set: { status: 'entregada' } });
    await startAndCancel(cookie, VICTIM, 'ajena-1');
    await startAndCancel(cookie, notifyTo, 'ajena-2');
    await harness.deps.background.settle();

    const ownKeys = [`welcome:${userId}`, `receipt:${ownOrder}`, `invoice-mail:factura:${ownOrder}`];
    const othersKeys = [
      ...victimOrders.flatMap((reference) => [`receipt:${reference}`, `order-notice:${reference}`, `invoice-mail:factura:${reference}`]),
      `receipt:${otherOrder}`,
      `order-notice:${otherOrder}`,
      `invoice-mail:factura:${otherOrder}`,
      // The owner's notice of the account's own order is the owner's: still queued, it is delivered as it is.
      `order-notice:${ownOrder}`,
    ];
    const before = byId(await mail().find({}));
    for (const key of [...ownKeys, ...othersKeys]) expect(before[key]?.state, key).toBe('failed');
    expect(before[`receipt:${victimOrders[0]}`]?.to).toBe(VICTIM);

    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    const after = byId(await mail().find({}));
    for (const key of othersKeys) expect(after[key], key).toEqual(before[key]);
    for (const key of ownKeys) {
      expect(after[key], key).toMatchObject({
        to: '',
        text: '',
        html: '',
        attachments: [],
        subject: messages.deletedCustomer,
        state: 'failed',
        nextAttemptAt: null,
      });
    }

    // SMTP is back: the victim's and the owner's messages go out; nothing is tried without a recipient.
    smtpUp = true;
    harness.setNow(new Date(START.getTime() + 10 * 60_000));
    await runSweep(harness.deps);
    expect(delivered.every((sent) => sent.to !== '')).toBe(true);
    expect(new Set(delivered.map((sent) => sent.key))).toEqual(new Set(othersKeys));
    expect(
      delivered
        .filter((sent) => sent.to === VICTIM)
        .map((sent) => sent.key)
        .sort(),
    ).toEqual(victimOrders.flatMap((reference) => [`invoice-mail:factura:${reference}`, `receipt:${reference}`]).sort());
    const sent = byId(await mail().find({}));
    for (const key of othersKeys) expect(sent[key]?.state, key).toBe('sent');
    for (const key of ownKeys) expect(sent[key]?.state, key).toBe('failed');
  });

  it('never tries a message without a recipient, and gives it up', async () => {
    smtpUp = true;
    const now = harness.deps.clock();
    const sentBefore = delivered.length;
    for (const [index, to] of (['', null, undefined] as const).entries()) {
      await mail().insertOne({
        _id: `sin-destinatario:${index}`,
        kind: 'receipt',
        ...(to === undefined ? {} : { to: to as unknown as string }),
        subject: 'Comprobante',
        text: 'Hola',
        html: '<p>Hola</p>',
        attachments: [],
        state: index === 0 ? 'pending' : 'failed',
        attempts: index,
        nextAttemptAt: now,
        createdAt: now,
      } as MailDoc);
    }
    expect(await deliverDueMail(harness.deps)).toBe(0);
    await runSweep(harness.deps);
    expect(delivered.length).toBe(sentBefore);
    for (const message of await mail().find({ _id: { $in: ['sin-destinatario:0', 'sin-destinatario:1', 'sin-destinatario:2'] } })) {
      expect(message).toMatchObject({ state: 'failed', nextAttemptAt: null });
    }
  });
});
