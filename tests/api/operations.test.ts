/**
 * The owner's operations: `npm run migrate` (data dir → data dir through the same code path as
 * MongoDB) and `npm run create-admin`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../functions/services/accounts/accounts.ts';
import { verifyPassword } from '../../functions/services/accounts/passwords.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import { copyStore } from '../../functions/store/migrate.ts';
import { seedAdminIfMissing, seedCatalogueIfEmpty } from '../../functions/seed/index.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function seededDir() {
  const dir = await tempDir('origen-');
  const store = await openEmbeddedStore(dir);
  await seedCatalogueIfEmpty(store);
  await seedAdminIfMissing(store, { email: 'admin@tienda.local', password: 'admin12345' }, new Date('2026-01-01T00:00:00Z'));
  await store.close();
  return dir;
}

describe('copyStore', () => {
  it('copies every collection with its ids, and a second run changes nothing', async () => {
    const from = await openEmbeddedStore(await seededDir());
    const to = await openEmbeddedStore(await tempDir('destino-'));
    const first = await copyStore(from, to);
    const products = first.find((report) => report.collection === 'products')!;
    expect(products.total).toBeGreaterThanOrEqual(60);
    expect(products.written).toBe(products.total);
    const sample = (await from.collection('products').find({}, { limit: 1 }))[0]!;
    expect(await to.collection('products').findOne({ _id: sample._id })).toEqual(sample);

    const second = await copyStore(from, to);
    expect(second.every((report) => report.written === 0 && report.unchanged === report.total)).toBe(true);

    // A change in the source is carried over, fields it dropped included.
    await from.collection('products').updateOne({ _id: sample._id }, { $set: { stock: 99 }, $unset: { description: '' } });
    const third = await copyStore(from, to);
    expect(third.find((report) => report.collection === 'products')?.written).toBe(1);
    const copied = await to.collection('products').findOne({ _id: sample._id });
    expect(copied?.stock).toBe(99);
    expect(copied).not.toHaveProperty('description');
    await from.close();
    await to.close();
  });
});

describe('npm run migrate', () => {
  it('copies a data dir into another, reports the counts, and is idempotent', async () => {
    const from = await seededDir();
    await mkdir(path.join(from, 'media'));
    await writeFile(path.join(from, 'media', '0123456789abcdef0123456789abcdef.png'), 'x');
    const to = await tempDir('migrado-');
    const env = { ...process.env, DATA_DIR: from };
    const first = await run(process.execPath, ['scripts/migrate.ts', '--to', to], { cwd: root, env });
    expect(first.stdout).toMatch(/products\s+total\s+\d+\s+escritos\s+\d+/);
    expect(first.stdout).toContain('media            1 imágenes');
    const second = await run(process.execPath, ['scripts/migrate.ts', '--to', to], { cwd: root, env });
    expect(second.stdout).toMatch(/products\s+total\s+(\d+)\s+escritos\s+0\s+sin cambios\s+\1/);
    const store = await openEmbeddedStore(to);
    expect(await store.collection('users').countDocuments({ role: 'ADMIN' })).toBe(1);
    await store.close();
  });

  it('explains its usage without --to', async () => {
    await expect(run(process.execPath, ['scripts/migrate.ts'], { cwd: root })).rejects.toMatchObject({ code: 2 });
  });
});

describe('npm run create-admin', () => {
  it('creates an admin from flags, and promotes an existing account', async () => {
    const dir = await tempDir('admin-');
    const env = { ...process.env, DATA_DIR: dir };
    const created = await run(
      process.execPath,
      ['scripts/create-admin.ts', '--email', 'Duena@Tienda.co', '--password', 'clave-muy-segura', '--name', 'Dueña', '--tel', '3001234567'],
      { cwd: root, env },
    );
    expect(created.stdout).toContain('Administrador creado: duena@tienda.co');
    const store = await openEmbeddedStore(dir);
    const admin = await store.collection('users').findOne({ email: 'duena@tienda.co' });
    expect(admin?.role).toBe('ADMIN');
    expect(await verifyPassword('clave-muy-segura', admin!.passwordHash)).toBe(true);

    await store.collection('users').insertOne({
      name: 'Cliente',
      email: 'cliente@correo.co',
      tel: '3000000000',
      passwordHash: 'x',
      role: 'GENERAL',
      profilePic: '',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const { created: wasCreated, user } = await ensureAdmin(
      store,
      { email: 'cliente@correo.co', password: 'otra-clave-123', name: 'x', tel: '3000000000' },
      new Date(),
    );
    expect(wasCreated).toBe(false);
    expect(user.role).toBe('ADMIN');
    await store.close();
  });

  it('refuses a short password', async () => {
    const dir = await tempDir('admin-');
    await expect(
      run(process.execPath, ['scripts/create-admin.ts', '--email', 'a@b.co', '--password', 'corta'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dir },
      }),
    ).rejects.toMatchObject({ code: 2 });
  });
});
