/**
 * Back-in-stock alerts under parallel restocks: twenty saves of the owner at once bring a sold-out
 * size back, and each confirmed alert of that size is mailed exactly once; the other size's alerts wait.
 * Runs on MongoDB too (scripts/test-mongo.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';
import { confirmedAlert, NOTICE_KIND, saveStocks, soldOutGarment } from './restock-alert-helpers.ts';

let harness: Harness;
let adminCookie: string;

beforeAll(async () => {
  harness = await createHarness();
  adminCookie = (await harness.signInAs('ADMIN')).cookie;
});
afterAll(() => harness.close());

describe('twenty parallel restocks', () => {
  it('mail each waiting subscriber once', async () => {
    const { product, small, medium } = await soldOutGarment(harness, adminCookie);
    const waiting = ['uno', 'dos', 'tres', 'cuatro', 'cinco'].map((name) => `${name}-carrera@correo.co`);
    for (const email of waiting) await confirmedAlert(harness, email, { productId: product._id, variantId: small });
    await confirmedAlert(harness, 'otra-talla@correo.co', { productId: product._id, variantId: medium });

    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveStocks(harness, adminCookie, product, { S: 1 + (i % 4), M: 0, L: 2 })),
    );
    for (const save of saves) expect(save.status).toBe(200);

    for (const email of waiting) expect(await outboxFor(harness, email, NOTICE_KIND), email).toHaveLength(1);
    expect(await outboxFor(harness, 'otra-talla@correo.co', NOTICE_KIND)).toHaveLength(0);
    const notified = await harness.deps.store.collection('restockAlerts').countDocuments({ variantId: small, status: 'notified' });
    expect(notified).toBe(waiting.length);
  });
});
