/**
 * "Avísame cuando llegue": a sold-out item (a garment's size and colour) takes an alert with the
 * data policy, confirmed once from a mail (a signed-in customer's confirmed e-mail needs none), one
 * per e-mail and item, within the limits; when the owner brings the item back, each confirmed alert
 * gets one mail with the product's link and ends — only the alerts of that variant; the owner sees
 * how many wait; the alerts are in the data export and go with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { restockAlertMessages } from '../../src/domain/restock-alerts/messages-restock-alerts.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { retention } from '../../src/domain/legal/retention.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import type { DataExport } from '../../src/domain/accounts/data-export.ts';
import { body, createHarness, TEST_PASSWORD, type Harness } from './helpers.ts';
import { linksOf, outboxFor } from './outbox.ts';
import { askAlert, confirmedAlert, CONFIRM_KIND, NOTICE_KIND, saveStocksOk, soldOutGarment, tokenIn } from './restock-alert-helpers.ts';

const START = new Date('2026-03-04T15:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let harness: Harness;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness({ now: START });
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

const alertsOf = (email: string) => harness.deps.store.collection('restockAlerts').find({ email });

describe('asking for an alert', () => {
  it('stores a pending alert with the data policy, mails the request to confirm, and confirming makes it wait', async () => {
    const { product, small } = await soldOutGarment(harness, adminCookie);
    const email = 'espera@correo.co';
    const refused = await harness.request('/api/restock-alerts', {
      json: { email, productId: product._id, variantId: small },
      ip: '10.81.1.1',
    });
    expect(refused.status).toBe(400);
    expect(await alertsOf(email)).toHaveLength(0);

    const asked = await askAlert(harness, { email: 'Espera@Correo.co', productId: product._id, variantId: small });
    expect(asked.status).toBe(200);
    expect((await body(asked)).message).toBe(restockAlertMessages.subscribed);
    const [pending] = await alertsOf(email);
    expect(pending).toMatchObject({ status: 'pending', productId: product._id, variantId: small });
    expect(pending?.consents.map((consent) => consent.kind)).toEqual(['dataPolicy']);
    const requests = await outboxFor(harness, email, CONFIRM_KIND);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.mail.text).toContain('Talla S');

    const token = tokenIn(requests[0]!, 'confirmar');
    for (let i = 0; i < 2; i++) expect((await harness.request('/api/restock-alerts/confirm', { json: { token } })).status).toBe(200);
    expect((await alertsOf(email))[0]).toMatchObject({ status: 'confirmed', confirmedAt: START });
    const unknown = await harness.request('/api/restock-alerts/confirm', { json: { token: 'otro' } });
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).message).toBe(restockAlertMessages.confirmLinkInvalid);
  });

  it('keeps one alert per e-mail and item, and asking again for a confirmed one sends nothing', async () => {
    const { product, small, medium } = await soldOutGarment(harness, adminCookie);
    const email = 'una-vez@correo.co';
    await confirmedAlert(harness, email, { productId: product._id, variantId: small });
    expect((await askAlert(harness, { email, productId: product._id, variantId: small })).status).toBe(200);
    expect(await alertsOf(email)).toHaveLength(1);
    expect(await outboxFor(harness, email, CONFIRM_KIND)).toHaveLength(1);
    // Another size is another alert.
    expect((await askAlert(harness, { email, productId: product._id, variantId: medium })).status).toBe(200);
    expect(await alertsOf(email)).toHaveLength(2);
  });

  it('refuses an item in stock, a garment without its variant, and a service', async () => {
    const { product, large } = await soldOutGarment(harness, adminCookie);
    const inStock = await askAlert(harness, { email: 'no@correo.co', productId: product._id, variantId: large });
    expect(inStock.status).toBe(409);
    expect((await body(inStock)).message).toBe(restockAlertMessages.notSoldOut);
    const noVariant = await askAlert(harness, { email: 'no@correo.co', productId: product._id });
    expect(noVariant.status).toBe(400);
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    const service = all.find((candidate) => candidate.category.startsWith('Servicios'))!;
    expect((await askAlert(harness, { email: 'no@correo.co', productId: service._id })).status).toBe(404);
    expect(await alertsOf('no@correo.co')).toHaveLength(0);
  });

  it('needs no confirmation from a signed-in customer with a confirmed e-mail', async () => {
    const { product, small } = await soldOutGarment(harness, adminCookie);
    const email = 'cliente-confirmada@correo.co';
    const customer = await harness.signInAs('GENERAL', email);
    await harness.deps.store.collection('users').updateOne({ _id: customer.userId }, { $set: { emailConfirmedAt: START } });
    expect((await askAlert(harness, { email, productId: product._id, variantId: small }, { cookie: customer.cookie })).status).toBe(200);
    expect((await alertsOf(email))[0]?.status).toBe('confirmed');
    expect(await outboxFor(harness, email, CONFIRM_KIND)).toHaveLength(0);
    // Someone else's address, even signed in, is confirmed by its owner.
    expect(
      (await askAlert(harness, { email: 'ajena@correo.co', productId: product._id, variantId: small }, { cookie: customer.cookie })).status,
    ).toBe(200);
    expect((await alertsOf('ajena@correo.co'))[0]?.status).toBe('pending');
  });

  it('limits the alerts per e-mail and per address', async () => {
    const perEmail = rateRules.restockAlertsPerEmail.limit;
    const perAddress = rateRules.restockAlertsPerAddress.limit;
    const { product, small } = await soldOutGarment(harness, adminCookie);
    const item = { productId: product._id, variantId: small };
    for (let i = 0; i < perEmail; i++) expect((await askAlert(harness, { email: 'limite@correo.co', ...item })).status).toBe(200);
    const tooMany = await askAlert(harness, { email: 'limite@correo.co', ...item });
    expect(tooMany.status).toBe(429);
    expect((await body(tooMany)).message).toBe(restockAlertMessages.rateLimited);
    for (let i = 0; i < perAddress; i++)
      expect((await askAlert(harness, { email: `desde-${i}@correo.co`, ...item }, { ip: '10.81.9.9' })).status).toBe(200);
    expect((await askAlert(harness, { email: 'desde-otra@correo.co', ...item }, { ip: '10.81.9.9' })).status).toBe(429);
  });
});

describe('when the item comes back', () => {
  it('mails each confirmed alert of that variant once, with the link, and ends it; the pending and other sizes wait', async () => {
    const { product, small, medium } = await soldOutGarment(harness, adminCookie);
    await confirmedAlert(harness, 'talla-s@correo.co', { productId: product._id, variantId: small });
    await confirmedAlert(harness, 'talla-m@correo.co', { productId: product._id, variantId: medium });
    expect((await askAlert(harness, { email: 'sin-confirmar@correo.co', productId: product._id, variantId: small })).status).toBe(200);

    const waiting = await harness.request('/api/admin/restock-alerts', { cookie: adminCookie });
    const counts = (await body<{ data: { productId: string; variantId: string | null; waiting: number; name: string }[] }>(waiting)).data;
    expect(counts.filter((row) => row.productId === product._id)).toEqual(
      [
        { productId: product._id, variantId: medium, name: `${product.productName} — Talla M · Negro`, waiting: 1 },
        { productId: product._id, variantId: small, name: `${product.productName} — Talla S · Negro`, waiting: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name, 'es')),
    );

    await saveStocksOk(harness, adminCookie, product, { S: 3, M: 0, L: 2 });
    const notices = await outboxFor(harness, 'talla-s@correo.co', NOTICE_KIND);
    expect(notices).toHaveLength(1);
    expect(linksOf(notices[0]!.mail).some((href) => href.endsWith(`/product/${product._id}`))).toBe(true);
    expect(linksOf(notices[0]!.mail).some((href) => href.includes('/cancelar-aviso?token='))).toBe(true);
    expect(await outboxFor(harness, 'talla-m@correo.co', NOTICE_KIND)).toHaveLength(0);
    expect(await outboxFor(harness, 'sin-confirmar@correo.co', NOTICE_KIND)).toHaveLength(0);
    expect((await alertsOf('talla-s@correo.co'))[0]?.status).toBe('notified');

    // Saved again with stock, sold out and back again: the ended alert gets nothing more.
    await saveStocksOk(harness, adminCookie, product, { S: 5, M: 0, L: 2 });
    await saveStocksOk(harness, adminCookie, product, { S: 0, M: 0, L: 2 });
    await saveStocksOk(harness, adminCookie, product, { S: 1, M: 0, L: 2 });
    expect(await outboxFor(harness, 'talla-s@correo.co', NOTICE_KIND)).toHaveLength(1);
    // The owner's count now names only the size still awaited.
    const after = (
      await body<{ data: { productId: string; variantId: string | null }[] }>(
        await harness.request('/api/admin/restock-alerts', { cookie: adminCookie }),
      )
    ).data;
    expect(after.filter((row) => row.productId === product._id).map((row) => row.variantId)).toEqual([medium]);
    // The sweeper deletes the ended alert.
    await runSweep(harness.deps);
    expect(await alertsOf('talla-s@correo.co')).toHaveLength(0);
  });

  it('mails an alert confirmed once the item is back at once', async () => {
    const { product, small } = await soldOutGarment(harness, adminCookie);
    const email = 'tarde@correo.co';
    expect((await askAlert(harness, { email, productId: product._id, variantId: small })).status).toBe(200);
    await saveStocksOk(harness, adminCookie, product, { S: 2, M: 0, L: 2 });
    expect(await outboxFor(harness, email, NOTICE_KIND)).toHaveLength(0);
    const [request] = await outboxFor(harness, email, CONFIRM_KIND);
    expect((await harness.request('/api/restock-alerts/confirm', { json: { token: tokenIn(request!, 'confirmar') } })).status).toBe(200);
    expect(await outboxFor(harness, email, NOTICE_KIND)).toHaveLength(1);
  });

  it('lets the link in each mail cancel the alert', async () => {
    const { product, small } = await soldOutGarment(harness, adminCookie);
    const email = 'cancela@correo.co';
    expect((await askAlert(harness, { email, productId: product._id, variantId: small })).status).toBe(200);
    const [request] = await outboxFor(harness, email, CONFIRM_KIND);
    const token = tokenIn(request!, 'cancelar');
    for (let i = 0; i < 2; i++) {
      const cancelled = await harness.request('/api/restock-alerts/unsubscribe', { json: { token } });
      expect(cancelled.status).toBe(200);
      expect((await body(cancelled)).message).toBe(restockAlertMessages.unsubscribed);
    }
    expect(await alertsOf(email)).toHaveLength(0);
  });
});

describe('the owner’s counts', () => {
  it('are for the owner only', async () => {
    expect((await harness.request('/api/admin/restock-alerts')).status).toBe(401);
    const customer = await harness.signInAs('GENERAL');
    const refused = await harness.request('/api/admin/restock-alerts', { cookie: customer.cookie });
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toBe(messages.adminOnly);
  });
});

describe('personal data', () => {
  it('lists the alerts of a confirmed e-mail in the export and deletes them with the account', async () => {
    const { product, small } = await soldOutGarment(harness, adminCookie);
    const email = 'datos@correo.co';
    const customer = await harness.signInAs('GENERAL', email);
    const exported = async () =>
      JSON.parse(await (await harness.request('/api/profile/export', { cookie: customer.cookie })).text()) as DataExport;
    expect((await exported()).avisosDeExistencias).toBeUndefined();
    await confirmedAlert(harness, email, { productId: product._id, variantId: small });
    // Before the account's e-mail is confirmed, the address's alerts are not the account's.
    expect((await exported()).avisosDeExistencias).toBeUndefined();
    await harness.deps.store.collection('users').updateOne({ _id: customer.userId }, { $set: { emailConfirmedAt: START } });
    const alerts = (await exported()).avisosDeExistencias;
    expect(alerts).toHaveLength(1);
    expect(alerts?.[0]).toMatchObject({ correo: email, producto: `${product.productName} — Talla S · Negro`, productoId: product._id });

    const requestsTo = async () => (await harness.deps.store.collection('mail').find({ kind: CONFIRM_KIND, to: email })).length;
    expect(await requestsTo()).toBe(1);
    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie: customer.cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await alertsOf(email)).toHaveLength(0);
    // Its request to confirm, in the outbox, forgets the address.
    expect(await requestsTo()).toBe(0);
  });

  it('deletes an alert never confirmed, and one left waiting past its retention', async () => {
    const { product, small, medium } = await soldOutGarment(harness, adminCookie);
    expect((await askAlert(harness, { email: 'olvido@correo.co', productId: product._id, variantId: small })).status).toBe(200);
    await confirmedAlert(harness, 'paciente@correo.co', { productId: product._id, variantId: medium });
    try {
      harness.setNow(new Date(START.getTime() + (retention.restockAlertConfirmDays + 1) * DAY_MS));
      await runSweep(harness.deps);
      expect(await alertsOf('olvido@correo.co')).toHaveLength(0);
      expect(await alertsOf('paciente@correo.co')).toHaveLength(1);
      harness.setNow(new Date(START.getTime() + (retention.restockAlertDays + 1) * DAY_MS));
      await runSweep(harness.deps);
      expect(await alertsOf('paciente@correo.co')).toHaveLength(0);
    } finally {
      harness.setNow(START);
    }
  });
});
