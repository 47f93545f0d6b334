/**
 * The result pages' pure rules: a settled payment takes only its own lines out of the cart, the
 * declined page speaks of freed hours only when there were some, and the pending page's waits grow.
 */
import { describe, expect, it } from 'vitest';
import type { CartState } from '../../src/domain/cart/cart.ts';
import { declinedText, paymentResultMessages } from '../../src/domain/checkout/messages-payment-result.ts';
import { PENDING_RECHECK_DELAYS_MS, withoutPaidItems, type PaidItem } from '../../src/domain/checkout/payment-result.ts';

const snapshot = { productName: 'Gorra', productImage: '', category: 'Gorras', sellingPrice: 59_000, stock: 9 };
const reservation = (productId: string, date: string, time: string) => ({
  kind: 'reservation' as const,
  productId,
  quantity: 1 as const,
  reservationDetails: {
    productName: 'Bronceado',
    productImage: '',
    category: 'Servicios',
    description: '',
    reservationDate: date,
    reservationTime: time,
    serviceDuration: 60,
    serviceIntensity: '' as const,
    totalPrice: 80_000,
  },
});
const shippingInfo = { name: 'Ana', email: 'ana@correo.co', phone: '3001112233', address: '', shippingMethod: 'pickup' as const };

const cart: CartState = {
  items: [
    { productId: 'gorra', quantity: 1, productDetails: snapshot },
    { productId: 'funda', quantity: 2, productDetails: { ...snapshot, productName: 'Funda' } },
    reservation('bronceado', '2026-03-05', '10:00'),
    reservation('bronceado', '2026-03-05', '11:00'),
  ],
  shippingInfo: shippingInfo as CartState['shippingInfo'],
};

describe('a settled payment leaves the cart', () => {
  const paid: PaidItem[] = [
    { kind: 'product', productId: 'gorra', quantity: 1 },
    { kind: 'service', productId: 'bronceado', reservationDate: '2026-03-05', reservationTime: '10:00' },
  ];

  it('takes out only the lines it paid for, and keeps the rest and the shipping info', () => {
    const after = withoutPaidItems(cart, paid);
    expect(after.items.map((item) => item.productId)).toEqual(['funda', 'bronceado']);
    expect(after.items[1]).toEqual(reservation('bronceado', '2026-03-05', '11:00'));
    expect(after.shippingInfo).toEqual(cart.shippingInfo);
  });

  it('changes nothing when read again', () => {
    const once = withoutPaidItems(cart, paid);
    expect(withoutPaidItems(once, paid)).toBe(once);
    expect(withoutPaidItems(cart, [])).toBe(cart);
  });
});

describe('the result pages say it plainly', () => {
  it('the declined page speaks of freed hours only when the order gave some back', () => {
    expect(declinedText(true)).toBe(paymentResultMessages.declinedFreedHoursText);
    expect(declinedText(true)).toContain('horas');
    expect(declinedText(false)).toBe(paymentResultMessages.declinedText);
    expect(declinedText(false)).not.toContain('horas');
  });

  it('the pending page says the bank has not confirmed yet and what happens next', () => {
    expect(paymentResultMessages.pendingText).toMatch(/^Tu banco aún no confirma el pago\./);
    expect(paymentResultMessages.pendingText).toContain('verás aquí tu recibo');
  });

  it('asks again a few times, each wait longer than the one before', () => {
    expect(PENDING_RECHECK_DELAYS_MS.length).toBeGreaterThanOrEqual(3);
    for (let index = 1; index < PENDING_RECHECK_DELAYS_MS.length; index++) {
      expect(PENDING_RECHECK_DELAYS_MS[index]).toBeGreaterThan(PENDING_RECHECK_DELAYS_MS[index - 1]!);
    }
  });
});
