/**
 * The browser's side of a payment: it reads only the answers' `data`, opens the result page the
 * server names, and the result page believes the payment's records over its own address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addProduct, emptyCart } from '../../src/domain/cart.ts';
import type { CapturedPayment } from '../../src/domain/checkout.ts';
import { messages } from '../../src/domain/messages.ts';
import { capturePayment, completePayment, createPayment } from '../../src/islands/checkout/payment-flow.ts';
import { receiptToken, takePaymentFlash } from '../../src/islands/checkout/payment-notes.ts';
import { readResultQuery, shownPayment, type ReceiptRecord } from '../../src/islands/checkout/result/payment-receipt.ts';

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
  const record = (usdCents: number): ReceiptRecord => ({
    kind: 'venta',
    reservationDetails: [],
    shippingInfo,
    amounts: { lines: 50_000, payNow: 50_000, shipping: 0, totalNowUsdCents: usdCents },
  });

  it('reads the spec’s query; approved needs a reference', () => {
    expect(readResultQuery('?status=APPROVED&reference=TM-1&amount_in_cents=1250')).toEqual({
      outcome: 'approved',
      status: 'APPROVED',
      reference: 'TM-1',
      amountInCents: 1250,
    });
    expect(readResultQuery('?status=APPROVED&amount_in_cents=1250').outcome).toBe('pending');
    expect(readResultQuery('?status=DECLINED').outcome).toBe('declined');
  });

  it('shows the records’ amount, never the address’s, once the records are read', () => {
    const query = readResultQuery('?status=APPROVED&reference=TM-1&amount_in_cents=1');
    expect(shownPayment(query, { state: 'loading' })).toEqual({ outcome: 'approved', amountInCents: null });
    expect(shownPayment(query, { state: 'ready', records: [record(1250)] })).toEqual({ outcome: 'approved', amountInCents: 1250 });
  });

  it('lets records overrule a declined or pending address, and the address speak when there are none', () => {
    const declined = readResultQuery('?status=DECLINED&reference=TM-1');
    expect(shownPayment(declined, { state: 'loading' }).outcome).toBe('checking');
    expect(shownPayment(declined, { state: 'ready', records: [record(990)] })).toEqual({ outcome: 'approved', amountInCents: 990 });
    expect(shownPayment(declined, { state: 'none' })).toEqual({ outcome: 'declined', amountInCents: null });
    const unknown = readResultQuery('?status=APPROVED&reference=TM-000000000000&amount_in_cents=1250');
    expect(shownPayment(unknown, { state: 'none' })).toEqual({ outcome: 'approved', amountInCents: 1250 });
  });
});
