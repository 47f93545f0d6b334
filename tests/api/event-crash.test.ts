/**
 * A crash between a decision and its reaction: a process pays an order and is killed (SIGKILL)
 * after the `order.paid` event is stored and before any subscriber reacted. The next process's
 * sweeper, run twice, resumes the capture and delivers the event: the receipt is sent exactly once.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextProcessDeps } from './next-process.ts';
import { runSweep } from '../../functions/services/operations/sweeper.ts';
import { STALE_CAPTURE_MS } from '../../functions/services/payments/capture.ts';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The child process seeds a sample shop and pays an order: a busy 2-core machine needs the room. */
const CRASH_TEST_TIMEOUT_MS = 120_000;
const dataDirs: string[] = [];

afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the dying process on `dataDir`; resolves with the order it paid, once it is dead. */
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

describe('a crash between a paid order and its confirmation', () => {
  it(
    'sends the receipt exactly once after the restart',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'event-crash-'));
      dataDirs.push(dataDir);
      const died = await payAndDie(dataDir);
      expect(died.signal, died.output).toBe('SIGKILL');
      expect(died.orderId, died.output).not.toBe('');

      const store = await openEmbeddedStore(dataDir);
      try {
        // The decision's state when the process died: capturing, the event stored, no reaction yet.
        const order = await store.collection('paymentOrders').findOne({ providerOrderId: died.orderId });
        expect(order?.status).toBe('CAPTURING');
        const reference = order!.reference;
        const deliveries = () => store.collection('eventDeliveries').find({ eventKey: `order.paid:${reference}` });
        expect((await deliveries()).map((delivery) => [delivery.subscriber, delivery.state]).sort()).toEqual([
          ['invoicing', 'pending'],
          ['mail', 'pending'],
          ['stock', 'pending'],
          ['whatsapp', 'pending'],
        ]);
        expect(await store.collection('mail').countDocuments({ _id: `receipt:${reference}` })).toBe(0);

        // The next process's sweeper, once the interrupted capture is stale, twice.
        const later = new Date(Date.now() + STALE_CAPTURE_MS + 60_000);
        const deps = nextProcessDeps(dataDir, store, later);
        const first = await runSweep(deps);
        const second = await runSweep(deps);
        await deps.background.settle();
        expect(first.resumedCaptures).toBe(1);
        expect(second.resumedCaptures + second.eventsDelivered).toBe(0);

        expect((await store.collection('paymentOrders').findOne({ providerOrderId: died.orderId }))?.status).toBe('COMPLETED');
        expect((await deliveries()).map((delivery) => [delivery.subscriber, delivery.state, delivery.attempts]).sort()).toEqual([
          ['invoicing', 'sent', 1],
          ['mail', 'sent', 1],
          ['stock', 'sent', 1],
          ['whatsapp', 'sent', 1],
        ]);
        const receipt = await store.collection('mail').findOne({ _id: `receipt:${reference}` });
        expect(receipt).toMatchObject({ state: 'sent', attempts: 1, to: 'interrumpida@correo.co' });
        const written = (await readdir(path.join(dataDir, 'outbox'))).filter((file) => file.includes('-receipt-'));
        expect(written).toHaveLength(1);
        expect(await store.collection('mail').countDocuments({ _id: `order-notice:${reference}` })).toBe(1);
      } finally {
        await store.close();
      }
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
