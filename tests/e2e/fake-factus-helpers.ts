/**
 * The loopback fake Factus the pesos shop issues its invoices through (FACTUS_API_BASE): started for
 * a file's tests and stopped after them. The pesos shop knows one Factus address, so one fake at a
 * time: another file (or another copy of this one) waits.
 */
import { test } from '@playwright/test';
import { fakeFactusPort } from '../../playwright.config.ts';
import { startFakeFactus, type FakeFactus } from '../fixtures/fake-factus.ts';
import { acquire } from './own-data.ts';

export function useFakeFactus(): () => FakeFactus {
  let fake: FakeFactus | undefined;
  let releaseFake: () => Promise<void> = async () => undefined;
  test.beforeAll(async () => {
    releaseFake = await acquire('fake-factus');
    fake = await startFakeFactus({ port: fakeFactusPort });
  });
  test.afterAll(async () => {
    await fake?.close();
    await releaseFake();
  });
  return () => {
    if (!fake) throw new Error('The fake Factus has not started.');
    return fake;
  };
}
