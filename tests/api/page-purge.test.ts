/**
 * A save purges the pages it makes wrong, before it answers: the tags a product's, a category's and
 * the hours' saves purge, and Netlify's purge API called as `@netlify/functions` calls it (a loopback
 * fake), whose failure is logged and never fails the save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetlifyPagePurge } from '../../functions/integrations/netlify-purge.ts';
import { withPagePurge } from '../../functions/integrations/publisher.ts';
import { defaultSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import { startNetlifyPurgeFake } from '../fixtures/netlify-purge-fake.ts';
import { body, createHarness, createRecordingPublisher, type Harness } from './helpers.ts';

const purged: string[][] = [];
const recording = createRecordingPublisher();
let harness: Harness;
let admin: { cookie: string };

beforeAll(async () => {
  harness = await createHarness({
    publisher: withPagePurge(recording, async (tags) => {
      purged.push([...tags]);
    }),
  });
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());

const charger = (name: string, category = 'Cargadores') => ({
  productName: name,
  brandName: 'Anker',
  category,
  productImage: ['/images/catalogue/bronceado-camara-uv-1.svg'],
  description: 'Cargador de pared.',
  price: 50_000,
  sellingPrice: 45_000,
  stock: 3,
});

describe('what a save purges', () => {
  it("purges a product's page and its categories' pages on create, edit (old and new category) and delete, and still publishes", async () => {
    const before = recording.scheduled;
    const created = await harness.request('/api/upload-product', { cookie: admin.cookie, json: charger('Cargador 65 W') });
    const { _id: id } = (await body<{ data: { _id: string } }>(created)).data;
    expect(purged.at(-1)).toEqual([`product-${id}`, 'category-cargadores', 'listings']);

    await harness.request('/api/update-product', {
      cookie: admin.cookie,
      json: { ...charger('Cargador 65 W GaN', 'Auriculares'), _id: id },
    });
    expect(purged.at(-1)).toEqual([`product-${id}`, 'category-cargadores', 'category-auriculares', 'listings']);

    expect((await harness.request(`/api/product/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect(purged.at(-1)).toEqual([`product-${id}`, 'category-auriculares', 'listings']);
    expect(recording.scheduled).toBe(before + 3);
  });

  it('purges every page (`shop`) when a category is created or the hours are saved', async () => {
    await harness.request('/api/categories', { cookie: admin.cookie, json: { name: 'Consolas' } });
    expect(purged.at(-1)).toEqual(['shop']);
    const saved = await harness.request('/api/admin/schedule', { method: 'PUT', cookie: admin.cookie, json: defaultSchedule });
    expect(saved.status).toBe(200);
    expect(purged.at(-1)).toEqual(['shop']);
  });
});

describe("Netlify's purge API", () => {
  it('is called with the tags, the site and the token, and a failure is logged, not thrown', async () => {
    const fake = await startNetlifyPurgeFake();
    const logged: unknown[] = [];
    try {
      const purge = createNetlifyPagePurge({
        log: (entry) => logged.push(entry),
        apiURL: fake.apiURL,
        token: 'purga-secreta',
        siteID: 'sitio-1',
      });
      await purge(['product-abc', 'category-cargadores']);
      expect(fake.calls).toEqual([
        { authorization: 'Bearer purga-secreta', body: { cache_tags: ['product-abc', 'category-cargadores'], site_id: 'sitio-1' } },
      ]);

      fake.fail(500);
      await expect(purge(['shop'])).resolves.toBeUndefined();
      expect(logged).toEqual([expect.objectContaining({ level: 'error', event: 'pages.purge.failed', tags: ['shop'] })]);
    } finally {
      await fake.close();
    }
  });
});
