import { describe, expect, it } from 'vitest';
import { addProduct, addReservation, emptyCart } from '../../src/domain/cart/cart.ts';
import {
  checkoutItems,
  parseAmountInCents,
  paymentOutcome,
  paymentPendingUrl,
  paymentResponseAction,
  paymentResponseTarget,
  paymentSuccessUrl,
} from '../../src/domain/checkout/checkout.ts';

const mouse = { productName: 'Mouse', productImage: '/m.svg', category: 'Componentes', sellingPrice: 50_000, stock: 3 };

describe('checkoutItems', () => {
  it('sends ids, quantities and slots, never a price', () => {
    let cart = addProduct(emptyCart, 'p1', mouse, 2);
    cart = addReservation(cart, 's1', {
      productName: 'Bronceado',
      productImage: '',
      category: 'Servicios',
      description: '',
      reservationDate: '2026-03-05',
      reservationTime: '10:00',
      serviceDuration: 30,
      serviceIntensity: 'ligero',
      totalPrice: 75_000,
    });
    expect(checkoutItems(cart)).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 's1', reservationDate: '2026-03-05', reservationTime: '10:00' },
    ]);
  });
});

describe('result page query', () => {
  it('reads the status as approved, declined or pending', () => {
    expect(paymentOutcome('APPROVED')).toBe('approved');
    expect(paymentOutcome('DECLINED')).toBe('declined');
    for (const status of [null, '', 'PENDING', 'approved', 'ERROR']) expect(paymentOutcome(status)).toBe('pending');
  });

  it('takes amount_in_cents only as a whole number', () => {
    expect(parseAmountInCents('12345')).toBe(12345);
    for (const value of [null, '', '12.5', '-3', 'abc']) expect(parseAmountInCents(value)).toBeNull();
  });

  it('builds the success address and routes /payment-response by ref_payco', () => {
    expect(paymentSuccessUrl('TM-ABC123', 12345)).toBe('/payment-success?status=APPROVED&reference=TM-ABC123&amount_in_cents=12345');
    expect(paymentResponseTarget('?ref_payco=abc&x=1')).toBe('/payment-success?ref_payco=abc&x=1');
    expect(paymentResponseTarget('?x=1')).toBe('/payment-failure');
    expect(paymentResponseTarget('')).toBe('/payment-failure');
  });

  it("/payment-response: the spec's ref_payco rule first, then Wompi's transaction id, else the failure page", () => {
    expect(paymentResponseAction('?id=12345-1668624561-38705&env=test')).toEqual({ kind: 'wompi', id: '12345-1668624561-38705' });
    expect(paymentResponseAction('?ref_payco=abc&id=12345-1-2')).toEqual({
      kind: 'redirect',
      to: '/payment-success?ref_payco=abc&id=12345-1-2',
    });
    expect(paymentResponseAction('?id=../../admin')).toEqual({ kind: 'redirect', to: '/payment-failure' });
    expect(paymentResponseAction('')).toEqual({ kind: 'redirect', to: '/payment-failure' });
    expect(paymentPendingUrl('TM-ABC123')).toBe('/payment-success?status=PENDING&reference=TM-ABC123');
  });
});
