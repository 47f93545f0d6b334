/**
 * The browser's side of a payment: it reads only the answers' `data`, opens the result page the
 * server names, and the result page believes the payment's records over its own address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addProduct, emptyCart } from '../../src/domain/cart/cart.ts';
import type { CapturedPayment } from '../../src/domain/checkout/checkout.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { capturePayment, completePayment, createPayment } from '../../src/islands/checkout/payment-flow.ts';
import { receiptToken, takePaymentFlash } from '../../src/islands/checkout/payment-notes.ts';
import { readReference, shownResult } from '../../src/islands/checkout/result/payment-receipt.ts';

const amount = { cop: 50_000, usd: '12.50', usdCents: 1250 };
const shippingInfo = {
  name: 'Ana',
  email: 'ana@correo.co',
  phone: '3001112233',
  address: '',
  deliveryTime: '',
  shippingMethod: 'pickup' as const,
  city: '',
  neighborhood: '',
};

function sessionStorageStub() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
function answerWith(status: number, body: unknown) {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', sessionStorageStub());
  vi.stubGlobal('window', { location: { assign: vi.fn() } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment flow', () => {
  it('creates the order from the cart and hands PayPal the provider’s order id from `data`', async () => {
    answerWith(201, {
      success: true,
      error: false,
      id: 'PAY-1',
      reference: 'TM-1',
      amount,
      data: { reference: 'TM-1', providerOrderId: 'PAY-1', amount },
    });
    const cart = {
      ...addProduct(
        emptyCart,
        'p1',
        { productName: 'Mouse', productImage: '', category: 'Componentes', sellingPrice: 50_000, stock: 3 },
        2,
      ),
      shippingInfo,
    };
    await expect(createPayment(cart, { acceptDataPolicy: true, acceptTerms: true })).resolves.toEqual({
      reference: 'TM-1',
      providerOrderId: 'PAY-1',
      amount,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      items: [{ productId: 'p1', quantity: 2 }],
      shippingInfo,
      acceptDataPolicy: true,
      acceptTerms: true,
    });
  });

  it('reads the capture’s `data`, ignoring the spec’s PayPal-shaped fields', async () => {
    const data: CapturedPayment = {
      reference: 'TM-1',
      status: 'COMPLETED',
      amount,
      receiptUrl: '/payment-success?status=APPROVED&reference=TM-1&amount_in_cents=1250',
      accessToken: 'token-1',
    };
    answerWith(200, {
      success: true,
      error: false,
      id: 'PAY-1',
      status: 'COMPLETED',
      purchase_units: [],
      reference: 'TM-1',
      accessToken: 'token-1',
      data,
    });
    await expect(capturePayment('PAY-1')).resolves.toEqual(data);
  });

  it('keeps the receipt token for the tab and opens the result page the server named', () => {
    completePayment(
      {
        reference: 'TM-2',
        status: 'COMPLETED',
        amount,
        receiptUrl: '/payment-success?status=APPROVED&reference=TM-2&amount_in_cents=1250',
        accessToken: 'token-2',
      },
      true,
    );
    expect(receiptToken('TM-2')).toBe('token-2');
    expect(takePaymentFlash()).toEqual({ kind: 'success', message: messages.cardPaymentSuccess });
    expect(window.location.assign).toHaveBeenCalledWith('/payment-success?status=APPROVED&reference=TM-2&amount_in_cents=1250');
  });
});

describe('the result page', () => {
  const record = {
    _id: 'r1',
    reference: 'TM-1',
    kind: 'venta' as const,
    status: 'pagada',
    user: null,
    reservationDetails: [],
    shippingInfo,
    amounts: { lines: 50_000, payNow: 50_000, shipping: 0, totalNowUsdCents: 1250 },
    payment: { provider: 'sandbox' as const, orderId: 'O-1', captureId: 'C-1' },
    createdAt: '2026-03-04T15:00:00.000Z',
    updatedAt: '2026-03-04T15:00:00.000Z',
  };

  it('takes only the reference from the address: a status or an amount there decides nothing', () => {
    expect(readReference('?status=APPROVED&reference=TM-1&amount_in_cents=99999900')).toBe('TM-1');
    expect(readReference('?status=APPROVED&amount_in_cents=1250')).toBe('');
    expect(readReference('?reference=%20TM-2%20')).toBe('TM-2');
  });

  it("shows what the server answers: the records' receipt, a decline with or without freed hours, pending, or review", () => {
    const approved = {
      status: 'APPROVED' as const,
      reference: 'TM-1',
      records: [record],
      accessToken: 't',
      items: [],
      fromThisBrowser: true,
    };
    expect(shownResult(approved)).toEqual({
      kind: 'approved',
      reference: 'TM-1',
      access: 't',
      details: { state: 'ready', records: [record] },
    });
    expect(shownResult({ ...approved, records: [] })).toMatchObject({ kind: 'approved', details: { state: 'none' } });
    expect(shownResult({ status: 'DECLINED', reference: 'TM-1', freedHours: false })).toEqual({ kind: 'declined', freedHours: false });
    expect(shownResult({ status: 'PENDING', reference: 'TM-1' })).toEqual({
      kind: 'pending',
      review: false,
      checking: false,
      gaveUp: false,
      failed: false,
    });
    expect(shownResult({ status: 'REVIEW', reference: 'TM-1' })).toMatchObject({ kind: 'pending', review: true });
  });
});
