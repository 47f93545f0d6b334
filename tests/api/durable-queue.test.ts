/**
 * The durable queue every outbox shares (services/outbox), on its own: one entry per idempotency
 * key, each entry handled once however many workers race for it, retries with backoff, giving up,
 * a crashed sender's lease running out, and an entry stopped on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDeliveryDoc } from '../../functions/store/documents.ts';
import {
  deliver,
  deliverDue,
  enqueue,
  freshEntry,
  MAX_ATTEMPTS,
  retryDelayMs,
  SEND_LEASE_MS,
  type QueueWorker,
} from '../../functions/services/outbox/index.ts';
import { createHarness, type Harness } from './helpers.ts';

let harness: Harness;
const start = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  harness = await createHarness({ now: start });
});
afterAll(() => harness.close());

const entries = () => harness.deps.store.collection('eventDeliveries');

function entry(key: string, topic = 'test.happened'): EventDeliveryDoc {
  return { _id: key, topic, eventKey: key, subscriber: 'test', payload: { key }, ...freshEntry(harness.deps.clock()) };
}

/** A worker that counts what it handled, key by key; `fail` decides whether an attempt throws. */
function countingWorker(fail: (entry: EventDeliveryDoc) => Error | null = () => null, topic?: string) {
  const handled = new Map<string, number>();
  const worker: QueueWorker<EventDeliveryDoc> = {
    queue: 'eventDeliveries',
    name: 'test-queue',
    ...(topic ? { claimable: { topic } } : {}),
    async send(item) {
      // A real send takes a while: the racing workers overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const error = fail(item);
      if (error) throw error;
      handled.set(item._id, (handled.get(item._id) ?? 0) + 1);
      return { handledBy: 'test' };
    },
  };
  return { worker, handled };
}

describe('the durable queue', () => {
  it('stores one entry per idempotency key: a second enqueue of the same key is a no-op', async () => {
    expect(await enqueue(harness.deps.store, 'eventDeliveries', entry('once'))).toBe(true);
    expect(await enqueue(harness.deps.store, 'eventDeliveries', { ...entry('once'), payload: { other: true } })).toBe(false);
    expect(await entries().countDocuments({ _id: 'once' })).toBe(1);
    expect((await entries().findOne({ _id: 'once' }))?.payload).toEqual({ key: 'once' });
  });

  it('hands one entry to exactly one of 24 workers claiming it at once', async () => {
    await enqueue(harness.deps.store, 'eventDeliveries', entry('raced'));
    const { worker, handled } = countingWorker();
    const results = await Promise.all(Array.from({ length: 24 }, () => deliver(harness.deps, worker, 'raced')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(handled.get('raced')).toBe(1);
    expect(await entries().findOne({ _id: 'raced' })).toMatchObject({ state: 'sent', attempts: 1, nextAttemptAt: null, handledBy: 'test' });
  });

  it('delivers each of 30 entries once while 20 sweeps run in parallel', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `batch:${index}`);
    for (const key of keys) await enqueue(harness.deps.store, 'eventDeliveries', entry(key, 'test.batch'));
    const { worker, handled } = countingWorker(() => null, 'test.batch');
    const sent = await Promise.all(Array.from({ length: 20 }, () => deliverDue(harness.deps, worker)));
    expect(sent.reduce((total, count) => total + count, 0)).toBe(keys.length);
    for (const key of keys) expect(handled.get(key), key).toBe(1);
    expect(await deliverDue(harness.deps, worker)).toBe(0);
  });

  it('retries a failed entry with backoff and gives it up after the last attempt', async () => {
    await enqueue(harness.deps.store, 'eventDeliveries', entry('flaky'));
    const { worker, handled } = countingWorker(() => new Error('sin conexión'));
    let now = start;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      harness.setNow(now);
      expect(await deliver(harness.deps, worker, 'flaky')).toBe(false);
      const failed = await entries().findOne({ _id: 'flaky' });
      expect(failed).toMatchObject({ state: 'failed', attempts: attempt, lastError: 'sin conexión' });
      if (attempt < MAX_ATTEMPTS) {
        expect(failed?.nextAttemptAt).toEqual(new Date(now.getTime() + retryDelayMs(attempt)));
        // Not due before its time.
        harness.setNow(new Date(now.getTime() + retryDelayMs(attempt) - 1));
        expect(await deliver(harness.deps, worker, 'flaky')).toBe(false);
        expect((await entries().findOne({ _id: 'flaky' }))?.attempts).toBe(attempt);
        now = new Date(now.getTime() + retryDelayMs(attempt));
      } else {
        expect(failed?.nextAttemptAt).toBeNull();
      }
    }
    // Given up: never due again, however late.
    harness.setNow(new Date(now.getTime() + 365 * 24 * 3_600_000));
    try {
      expect(await deliver(harness.deps, countingWorker().worker, 'flaky')).toBe(false);
      expect(await entries().findOne({ _id: 'flaky' })).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
      expect(handled.size).toBe(0);
    } finally {
      harness.setNow(start);
    }
  });

  it('gives up at once on an error the worker calls permanent', async () => {
    await enqueue(harness.deps.store, 'eventDeliveries', entry('refused'));
    const { worker } = countingWorker(() => new Error('rechazado'));
    expect(await deliver(harness.deps, { ...worker, permanent: () => true }, 'refused')).toBe(false);
    expect(await entries().findOne({ _id: 'refused' })).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null });
  });

  it('takes again an entry whose sender crashed, once its lease ran out, and never before', async () => {
    await enqueue(harness.deps.store, 'eventDeliveries', entry('crashed'));
    // A sender claimed it and died: `sending`, with a lease.
    await entries().updateOne(
      { _id: 'crashed' },
      { $set: { state: 'sending', leaseUntil: new Date(start.getTime() + SEND_LEASE_MS) }, $inc: { attempts: 1 } },
    );
    const { worker, handled } = countingWorker();
    expect(await deliver(harness.deps, worker, 'crashed')).toBe(false);
    harness.setNow(new Date(start.getTime() + SEND_LEASE_MS));
    try {
      expect(await deliver(harness.deps, worker, 'crashed')).toBe(true);
      expect(handled.get('crashed')).toBe(1);
      expect(await entries().findOne({ _id: 'crashed' })).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      harness.setNow(start);
    }
  });

  it('keeps an entry the worker stopped on purpose as stopped, with why, and never tries it again', async () => {
    await enqueue(harness.deps.store, 'eventDeliveries', entry('stopped'));
    const { worker } = countingWorker();
    expect(await deliver(harness.deps, { ...worker, send: async () => ({ stopped: 'No quiere avisos' }) }, 'stopped')).toBe(false);
    expect(await entries().findOne({ _id: 'stopped' })).toMatchObject({
      state: 'stopped',
      nextAttemptAt: null,
      lastError: 'No quiere avisos',
    });
    expect(await deliver(harness.deps, worker, 'stopped')).toBe(false);
  });
});
