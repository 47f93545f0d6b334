/**
 * Crash safety of the embedded engine: the server is killed (SIGKILL) in the middle of a burst of
 * writes; after a restart every write it had acknowledged is there and the store opens cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextProcessDeps } from './next-process.ts';
import { STALE_CAPTURE_MS } from '../../functions/services/payments/capture.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { checkoutConsent } from './checkout-helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** Each test starts real server processes (twice for the first): a busy 2-core machine needs the room. */
const CRASH_TEST_TIMEOUT_MS = 120_000;
const children: ChildProcess[] = [];
let dataDir = '';
const dataDirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'tests/fixtures/api-server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('el servidor no arrancó')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listo')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`el servidor terminó con código ${code}`)));
  });
  return child;
}

describe('embedded store under a crash', () => {
  it(
    'keeps every acknowledged write after the server is killed mid-burst',
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'crash-'));
      dataDirs.push(dataDir);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer(port);

      const signin = await fetch(`${base}/api/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@tienda.local', password: 'admin12345' }),
      });
      const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(cookie).toMatch(/^token=/);

      const acknowledged: string[] = [];
      let killed = false;
      const write = async (index: number) => {
        const name = `Categoría de carga ${index}`;
        try {
          const response = await fetch(`${base}/api/categories`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, origin: base },
            body: JSON.stringify({ name }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
        if (!killed && acknowledged.length >= 40) {
          killed = true;
          server.kill('SIGKILL');
        }
      };
      // Ten writers at a time until the server dies.
      for (let batch = 0; batch < 40 && !killed; batch++) {
        await Promise.all(Array.from({ length: 10 }, (_, offset) => write(batch * 10 + offset)));
      }
      expect(killed).toBe(true);
      if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');

      const store = await openEmbeddedStore(dataDir);
      const names = new Set((await store.collection('categories').find({})).map((category) => category.name));
      for (const name of acknowledged) expect(names.has(name), name).toBe(true);
      await store.close();

      // The real server starts again on the same files and answers.
      const again = await startServer(port);
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      again.kill('SIGKILL');
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});

describe('checkout under a crash', () => {
  it(
    'never takes an order’s stock twice: captures killed mid-burst are resumed by the sweeper',
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'crash-checkout-'));
      dataDirs.push(dataDir);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await startServer(port);

      const all = ((await (await fetch(`${base}/api/get-product`)).json()) as { data: Product[] }).data;
      const chosen = all.filter((product) => !product.category.startsWith('Servicios') && product.stock >= 20).slice(0, 3);
      expect(chosen).toHaveLength(3);
      const initialStock = new Map(chosen.map((product) => [product._id, product.stock]));
      const shippingInfo = {
        name: 'Comprador de carga',
        email: 'carga@correo.co',
        phone: '3001234567',
        address: 'Calle 1 # 2-3',
        shippingMethod: 'pickup',
        city: '',
        neighborhood: '',
      };

      // Thirty guests each start a checkout (the address may start 40)…
      const started: { id: string; cookie: string }[] = [];
      for (let batch = 0; batch < 6; batch++) {
        await Promise.all(
          Array.from({ length: 5 }, async (_, offset) => {
            const index = batch * 5 + offset;
            const items = [
              { productId: chosen[index % 3]!._id, quantity: 1 + (index % 2) },
              { productId: chosen[(index + 1) % 3]!._id, quantity: 1 },
            ];
            const created = await fetch(`${base}/api/payment/create-order`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: base },
              body: JSON.stringify({ items, shippingInfo, ...checkoutConsent }),
            });
            expect(created.status).toBe(201);
            const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
            started.push({ id: ((await created.json()) as { id: string }).id, cookie });
          }),
        );
      }
      // …then all pay at once, and the server dies as the third payment is acknowledged, with the
      // others somewhere between taking the stock and writing the records.
      const acknowledged: string[] = [];
      let killed = false;
      await Promise.all(
        started.map(async ({ id, cookie }) => {
          try {
            const captured = await fetch(`${base}/api/payment/capture-order`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: base, cookie },
              body: JSON.stringify({ orderID: id }),
            });
            if (captured.status !== 200) return;
            if (!killed && acknowledged.length >= 2) {
              killed = true;
              server.kill('SIGKILL');
            }
            acknowledged.push(((await captured.json()) as { reference: string }).reference);
          } catch {
            // The server died under this request: nothing was acknowledged.
          }
        }),
      );
      expect(killed).toBe(true);
      if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');

      // The sweeper of the next process, once the interrupted captures are stale.
      const store = await openEmbeddedStore(dataDir);
      const later = new Date(Date.now() + STALE_CAPTURE_MS + 60_000);
      const deps = nextProcessDeps(dataDir, store, later);
      // A sweep resumes at most 25 captures (a scheduled function's run is short); on a slow machine
      // more than that can be mid-capture when the server dies, and the next runs take the rest.
      for (let run = 0; run < 5 && (await runSweep(deps)).resumedCaptures > 0; run++);

      const orders = await store.collection('paymentOrders').find({});
      expect(orders.some((order) => order.status === 'CAPTURING')).toBe(false);
      const completed = orders.filter((order) => order.status === 'COMPLETED');
      for (const reference of acknowledged) expect(completed.map((order) => order.reference)).toContain(reference);
      for (const product of chosen) {
        const sold = completed
          .flatMap((order) => order.lines)
          .filter((line) => line.productId === product._id)
          .reduce((total, line) => total + line.quantity, 0);
        const stored = await store.collection('products').findOne({ _id: product._id });
        expect(stored?.stock, product.productName).toBe((initialStock.get(product._id) ?? 0) - sold);
      }
      await store.close();
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
