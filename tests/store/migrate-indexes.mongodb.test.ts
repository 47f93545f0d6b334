/**
 * `npm run migrate` into MongoDB leaves every index of `functions/store/indexes.ts` on the server,
 * unique where it must be, and none of the obsolete ones. Runs only in the MongoDB run
 * (`npm run test:mongo`, TEST_STORE=mongodb): the file names end in `.mongodb.test.ts`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionNames } from '../../functions/store/contract.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { indexes, obsoleteIndexes } from '../../functions/store/indexes.ts';
import { seedCatalogueIfEmpty } from '../../functions/seed/index.ts';

const uri = process.env.MONGODB_URI ?? '';
const dbName = `migrate_${process.pid}_${Date.now().toString(36)}`;
const dirs: string[] = [];

afterAll(async () => {
  const client = await MongoClient.connect(uri);
  await client.db(dbName).dropDatabase();
  await client.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run migrate into MongoDB', () => {
  it('copies the shop and creates every index, unique where the contract says', async () => {
    const from = await mkdtemp(path.join(tmpdir(), 'migrate-from-'));
    dirs.push(from);
    const source = await openEmbeddedStore(from);
    await seedCatalogueIfEmpty(source);
    const products = await source.collection('products').countDocuments({});
    await source.close();

    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/migrate.ts', '--to', uri, '--from', from, '--db', dbName], {
      env: { ...process.env, MONGODB_URI: '' },
    });
    expect(stdout).toMatch(/products\s+total\s+\d+/);

    const client = await MongoClient.connect(uri);
    try {
      const db = client.db(dbName);
      expect(await db.collection('products').countDocuments({})).toBe(products);
      for (const name of collectionNames) {
        // A collection with no index of its own may not exist yet (MongoDB answers NamespaceNotFound too).
        if (indexes[name].length === 0 && (obsoleteIndexes[name] ?? []).length === 0) continue;
        const present = (await db.collection(name).listIndexes().toArray()).map((index) => ({
          fields: Object.keys(index.key as Record<string, number>),
          unique: Boolean(index.unique),
        }));
        for (const spec of indexes[name]) {
          expect(present, `${name}: ${spec.fields.join(',')}`).toContainEqual({ fields: spec.fields, unique: spec.unique ?? false });
        }
        for (const fields of obsoleteIndexes[name] ?? []) {
          expect(present.map((index) => index.fields.join(','))).not.toContain(fields.join(','));
        }
      }
    } finally {
      await client.close();
    }
  }, 180_000);
});
