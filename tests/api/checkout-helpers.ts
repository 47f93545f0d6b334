/**
 * Checkout calls as a browser makes them: the checkout cookie that create-order sets is sent back
 * on capture and cancel. Each order comes from its own address and e-mail unless a test says
 * otherwise, so the per-holder limits of one test never spill into another.
 */
import type { Harness } from './helpers.ts';

/** A browser's checkout cookie (any 64-hex token the server accepts as its own key). */
/** The two boxes of the payment panel, ticked: every create-order a browser sends carries them. */
export const checkoutConsent = { acceptDataPolicy: true, acceptTerms: true } as const;

export const checkoutCookie = (seed: string) => `checkout=${Buffer.from(seed.padEnd(32, '.')).subarray(0, 32).toString('hex')}`;

export interface Shopper {
  readonly cookie: string;
  createOrder(items: unknown[], options?: { shippingInfo?: unknown; cookie?: string; ip?: string }): Promise<Response>;
  capture(orderID: string): Promise<Response>;
  cancel(orderID: string): Promise<Response>;
}

let orders = 0;

/** A distinct address and e-mail per order: 10.x.y.z and compradorN@correo.co. */
function freshHolder() {
  orders += 1;
  return { ip: `10.${(orders >> 16) & 255}.${(orders >> 8) & 255}.${orders & 255}`, email: `comprador${orders}@correo.co` };
}

export function shopper(harness: Harness, defaults: { shippingInfo: Record<string, unknown>; cookie?: string; seed?: string }): Shopper {
  const cookie = [defaults.cookie, checkoutCookie(defaults.seed ?? 'navegador')].filter(Boolean).join('; ');
  return {
    cookie,
    createOrder(items, options = {}) {
      const holder = freshHolder();
      const shippingInfo = options.shippingInfo ?? { ...defaults.shippingInfo, email: holder.email };
      return harness.request('/api/payment/create-order', {
        json: { items, shippingInfo, ...checkoutConsent },
        cookie: [options.cookie, cookie].filter(Boolean).join('; '),
        ip: options.ip ?? holder.ip,
      });
    },
    capture: (orderID) => harness.request('/api/payment/capture-order', { json: { orderID }, cookie }),
    cancel: (orderID) => harness.request('/api/payment/cancel-payment', { json: { orderID }, cookie }),
  };
}
