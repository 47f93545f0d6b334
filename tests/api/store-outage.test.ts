/**
 * The MongoDB engine when its server cannot be reached (a loopback port nobody listens on): the
 * real driver's failure becomes a 503 with the Spanish message, the request is logged with its id,
 * method and path and the driver's reason (no stack trace), and the answer carries nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import type { LogEntry } from '../../functions/integrations/logger.ts';
import { openMongoStore } from '../../functions/store/mongodb.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('a MongoDB server that cannot be reached', () => {
  it('answers 503 in Spanish and logs the request without a stack trace', async () => {
    const entries: LogEntry[] = [];
    // Port 9 (discard) on loopback: nothing listens there; the short timeout keeps the test quick.
    const store = openMongoStore('mongodb://127.0.0.1:9/?serverSelectionTimeoutMS=300&connectTimeoutMS=300', 'sin_servidor');
    const app = createApp({ ...harness.deps, store, log: (entry) => entries.push(entry) });
    try {
      const response = await app.request('http://localhost/api/get-product', { headers: { 'x-request-id': 'caida-1' } });
      expect(response.status).toBe(503);
      const answer = await body(response);
      expect(answer).toEqual({ success: false, error: true, message: messages.storeUnavailable });
      const logged = entries.find((entry) => entry.event === 'store.unavailable');
      expect(logged).toMatchObject({ level: 'error', method: 'GET', path: '/api/get-product' });
      expect(logged?.requestId).toBeTruthy();
      expect(String(logged?.reason)).toMatch(/Server selection timed out|ECONNREFUSED|connect/i);
      expect(JSON.stringify(logged)).not.toMatch(/\n\s+at /);
    } finally {
      await store.close();
    }
  });
});
