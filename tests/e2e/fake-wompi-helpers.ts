/**
 * What the specs that pay through the pesos shop share: Wompi's widget stand-in and the loopback
 * fake Wompi the pesos shop talks to (WOMPI_API_BASE).
 */
import { test } from '@playwright/test';
import { fakeWompiPort } from '../../playwright.config.ts';
import { startFakeWompi, type FakeWompi } from '../fixtures/wompi-fake.ts';
import { acquire } from './own-data.ts';

/** What the shop opens Wompi's widget with (`new WidgetCheckout(options)`). */
export interface WidgetOptions {
  currency: string;
  amountInCents: number;
  reference: string;
  publicKey: string;
  signature: { integrity: string };
  redirectUrl: string;
}

/** Wompi's widget (`new WidgetCheckout(options).open(callback)`): pays at the fake, then goes to `redirect-url?id=…&env=test`. */
export const WIDGET_STANDIN = `window.WidgetCheckout = class {
  constructor(options) { this.options = options; }
  open() {
    const options = this.options;
    window.__fakeWompiPay(options).then((id) => {
      const back = new URL(options.redirectUrl);
      back.searchParams.set('id', id);
      back.searchParams.set('env', 'test');
      window.location.assign(back.toString());
    });
  }
};`;

/**
 * Starts the fake Wompi for the file's tests and stops it after them. The pesos shop knows one
 * Wompi address, so one fake at a time: another file (or another copy of this one) waits.
 */
export function useFakeWompi(): () => FakeWompi {
  let fake: FakeWompi | undefined;
  let releaseFake: () => Promise<void> = async () => undefined;
  test.beforeAll(async () => {
    releaseFake = await acquire('fake-wompi');
    fake = await startFakeWompi({ port: fakeWompiPort });
  });
  test.afterAll(async () => {
    await fake?.close();
    await releaseFake();
  });
  return () => {
    if (!fake) throw new Error('The fake Wompi has not started.');
    return fake;
  };
}
