import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildHookPublisher } from '../../functions/integrations/build-hook.ts';
import { createDebouncedPublisher } from '../../functions/integrations/publisher.ts';
import { createHarness, type Harness } from './helpers.ts';

describe('debounced publisher (npm start)', () => {
  it('publishes once after a burst of changes, and again for a change during a publish', async () => {
    let publishes = 0;
    let release: () => void = () => {};
    const publisher = createDebouncedPublisher({
      kind: 'local',
      debounceMs: 30,
      publish: () =>
        new Promise<void>((resolve) => {
          publishes += 1;
          release = resolve;
        }),
    });
    expect((await publisher.status()).state).toBe('idle');
    await publisher.schedule();
    await publisher.schedule();
    await publisher.schedule();
    expect((await publisher.status()).state).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(publishes).toBe(1);
    expect((await publisher.status()).state).toBe('building');
    await publisher.schedule(); // arrives while building
    release();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(publishes).toBe(2);
    release();
    await publisher.idle();
    const status = await publisher.status();
    expect(status.state).toBe('published');
    expect(status.publishedAt).not.toBeNull();
    expect(status.publishedThrough).toBe(status.changedAt);
  });

  it('says which changes a publish includes while later ones wait', async () => {
    let clock = new Date('2026-03-04T15:00:00Z');
    let release: () => void = () => {};
    const publisher = createDebouncedPublisher({
      kind: 'local',
      debounceMs: 20,
      now: () => clock,
      publish: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await publisher.schedule();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await publisher.status()).state).toBe('building');
    clock = new Date('2026-03-04T15:00:05Z');
    await publisher.schedule(); // another admin's change, during the build
    release();
    await new Promise((resolve) => setTimeout(resolve, 60));
    // The first build is live: the first change is published, the second still builds.
    const during = await publisher.status();
    expect(during).toMatchObject({
      state: 'building',
      changedAt: '2026-03-04T15:00:05.000Z',
      publishedThrough: '2026-03-04T15:00:00.000Z',
    });
    release();
    await publisher.idle();
    expect((await publisher.status()).publishedThrough).toBe('2026-03-04T15:00:05.000Z');
  });

  it('reports a failed publish', async () => {
    const publisher = createDebouncedPublisher({
      kind: 'local',
      debounceMs: 5,
      publish: async () => Promise.reject(new Error('no')),
      onError: () => {},
    });
    await publisher.schedule();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await publisher.idle();
    expect((await publisher.status()).state).toBe('failed');
  });
});

describe('build hook publisher (Netlify)', () => {
  let harness: Harness;
  let receiver: Server;
  let hookUrl = '';
  let received = 0;
  let failNext = false;

  beforeAll(async () => {
    harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (failNext) {
          failNext = false;
          response.writeHead(500).end();
          return;
        }
        received += 1;
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/build_hooks/abc`;
  });
  afterAll(async () => {
    await harness.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('waits for a quiet period, then calls the hook once per burst; a failed call is retried', async () => {
    let now = new Date('2026-03-04T15:00:00Z');
    const advance = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    const publisher = createBuildHookPublisher({ store: harness.deps.store, hookUrl, debounceMs: 30_000, clock: () => now, log: () => {} });

    await publisher.schedule();
    advance(10_000);
    await publisher.schedule();
    expect(received).toBe(0);
    expect((await publisher.status()).state).toBe('pending');

    advance(29_000);
    expect((await publisher.status()).state).toBe('pending');
    expect(received).toBe(0);
    advance(2_000);
    // Two instances asking at once still make one call.
    const [first, second] = await Promise.all([publisher.status(), publisher.status()]);
    expect(received).toBe(1);
    expect([first.state, second.state]).toContain('published');
    expect((await publisher.status()).publishedThrough).toBe('2026-03-04T15:00:10.000Z');

    failNext = true;
    await publisher.schedule();
    advance(31_000);
    expect((await publisher.status()).state).toBe('failed');
    expect(received).toBe(1);
    advance(31_000);
    expect((await publisher.status()).state).toBe('published');
    expect(received).toBe(2);
  });
});
