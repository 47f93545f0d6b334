/**
 * Invoices across a crash: a process pays an order and dies (SIGKILL) once `order.paid` is stored
 * and before any reaction; the next process's sweeper issues its invoice exactly once. And a
 * process that died mid-issue, after its document took its number, leaves an entry whose lease runs
 * out: the sweeper issues it again with the same number.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextProcessDeps } from './next-process.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { SEND_LEASE_MS } from '../../functions/services/outbox/index.ts';
import { STALE_CAPTURE_MS } from '../../functions/services/payments/capture.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The child process seeds a sample shop and pays an order: a busy 2-core machine needs the room. */
const CRASH_TEST_TIMEOUT_MS = 120_000;
const dataDirs: string[] = [];

afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function payAndDie(dataDir: string): Promise<{ orderId: string; signal: NodeJS.Signals | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'tests/fixtures/paid-order-crash.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  const line = output.split('\n').find((text) => text.startsWith('{"orderId"'));
  return { orderId: line ? (JSON.parse(line) as { orderId: string }).orderId : '', signal, output };
}

describe('a crash between a paid order and its invoice', () => {
  it(
    'issues the invoice exactly once after the restart, and again with the same number after a crash mid-issue',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'invoice-crash-'));
      dataDirs.push(dataDir);
      const died = await payAndDie(dataDir);
      expect(died.signal, died.output).toBe('SIGKILL');

      const store = await openEmbeddedStore(dataDir);
      try {
        const order = await store.collection('paymentOrders').findOne({ providerOrderId: died.orderId });
        expect(order?.status).toBe('CAPTURING');
        const reference = order!.reference;
        expect(await store.collection('invoices').countDocuments({ reference })).toBe(0);

        const later = new Date(Date.now() + STALE_CAPTURE_MS + 60_000);
        const deps = nextProcessDeps(dataDir, store, later);
        await runSweep(deps);
        await runSweep(deps);
        await deps.background.settle();
        const entries = await store.collection('invoices').find({ reference });
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ _id: `factura:${reference}`, state: 'sent', attempts: 1 });
        expect(await store.collection('mail').countDocuments({ _id: `invoice-mail:factura:${reference}` })).toBe(1);
        const { consecutive, issued } = entries[0]!;

        // As if a process had claimed it again and died mid-issue: its number is kept with its key.
        await store
          .collection('invoices')
          .updateOne({ _id: `factura:${reference}` }, { $set: { state: 'sending', leaseUntil: later }, $unset: { issued: '' } });
        const afterLease = nextProcessDeps(dataDir, store, new Date(later.getTime() + SEND_LEASE_MS + 1));
        expect((await runSweep(afterLease)).invoicesIssued).toBe(1);
        const resumed = await store.collection('invoices').findOne({ _id: `factura:${reference}` });
        expect(resumed).toMatchObject({ state: 'sent', attempts: 2, consecutive });
        expect(resumed?.issued?.number).toBe(issued?.number);
      } finally {
        await store.close();
      }
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
