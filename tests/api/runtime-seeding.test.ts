/**
 * Who seeds an embedded store: the local runtime (`npm start`, `npm run dev`, the test API server)
 * writes the sample shop and the development admin on a first start; the functions' runtime
 * never writes anything by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalDeps } from '../../functions/local-runtime.ts';
import { createDeps } from '../../functions/runtime.ts';
import type { Store } from '../../functions/store/contract.ts';

const dirs: string[] = [];
async function freshDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'runtime-seeding-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function counts(store: Store) {
  return {
    categories: await store.collection('categories').countDocuments({}),
    products: await store.collection('products').countDocuments({}),
    shippingRates: await store.collection('shippingRates').countDocuments({}),
    users: await store.collection('users').countDocuments({}),
  };
}

describe('seeding an embedded store', () => {
  it("the functions' runtime leaves an empty store empty", async () => {
    const deps = await createDeps({ DATA_DIR: await freshDataDir() });
    try {
      expect(deps.store.kind).toBe('embedded');
      expect(await counts(deps.store)).toEqual({ categories: 0, products: 0, shippingRates: 0, users: 0 });
    } finally {
      await deps.store.close();
    }
  });

  it('the local runtime seeds the sample shop and the admin once', async () => {
    const env = { DATA_DIR: await freshDataDir(), SEED_ADMIN_EMAIL: 'duena@tienda.local' };
    const first = await createLocalDeps(env);
    let seeded;
    try {
      seeded = await counts(first.store);
      expect(seeded.categories).toBeGreaterThan(0);
      expect(seeded.products).toBeGreaterThanOrEqual(60);
      expect(seeded.shippingRates).toBe(1);
      expect(await first.store.collection('users').findOne({ email: 'duena@tienda.local' })).toMatchObject({ role: 'ADMIN' });
    } finally {
      await first.store.close();
    }

    const second = await createLocalDeps(env);
    try {
      expect(await counts(second.store)).toEqual(seeded);
    } finally {
      await second.store.close();
    }
  });
});
