/**
 * The typed functions of src/lib/api/: each sends its method, path, query and body, and reads
 * the answer it is typed for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { deleteProduct, updateProduct } from '../../src/lib/api/admin/products.ts';
import { getRecordsPage, recordsCsvUrl, updateRecordStatus } from '../../src/lib/api/admin/records.ts';
import { uploadImage } from '../../src/lib/api/admin/media.ts';
import { searchProducts, searchUrl } from '../../src/lib/api/search.ts';
import { removeCartLine } from '../../src/lib/api/cart.ts';
import { cancelOrder } from '../../src/lib/api/cancel-payment.ts';
import { captureOrder, createOrder, getPaymentConfig } from '../../src/lib/api/checkout.ts';
import { getLivePrices } from '../../src/lib/api/prices.ts';
import { getAvailability } from '../../src/lib/api/reservations.ts';
import { calendarUrl } from '../../src/lib/api/calendar.ts';
import { getMyRecords } from '../../src/lib/api/orders.ts';
import { getPaymentRecords } from '../../src/lib/api/receipt.ts';

const ID = '0123456789abcdef01234567';
let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(status: number, body: unknown) {
  fetchMock = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
}

/** The one request sent: its address, method and JSON body. */
function sent() {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body };
}

beforeEach(() => answerWith(200, { success: true, error: false, data: [] }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue', () => {
  it('asks for live prices by comma-separated ids', async () => {
    await getLivePrices(['a', 'b']);
    expect(sent()).toMatchObject({ url: '/api/product-prices?ids=a%2Cb', method: 'GET' });
  });

  it('searches at the same address it gives the search page to preload', async () => {
    const query = { q: 'teclado mecánico', description: 'true' };
    await searchProducts(query);
    expect(sent().url).toBe(searchUrl(query));
    expect(searchUrl(query)).toBe('/api/search?q=teclado+mec%C3%A1nico&description=true');
  });
});

describe('cart, availability and records', () => {
  it('names the line, the service and the date', async () => {
    await removeCartLine({ _id: ID });
    expect(sent()).toEqual({ url: '/api/delete-cart-product', method: 'POST', body: { _id: ID } });
    answerWith(200, { success: true, error: false, data: { date: '2026-03-05', closed: false, slots: [] } });
    const { data } = await getAvailability(ID, '2026-03-05');
    expect(sent()).toMatchObject({ url: `/api/services/${ID}/availability?date=2026-03-05`, method: 'GET' });
    expect(data.closed).toBe(false);
  });

  it('reads a payment’s records with the receipt token only when there is one', async () => {
    await getPaymentRecords('TM-ABC', 'token123');
    expect(sent().url).toBe('/api/transactions/TM-ABC?access=token123');
    answerWith(200, { success: true, error: false, data: [] });
    await getPaymentRecords('TM-ABC', null);
    expect(sent().url).toBe('/api/transactions/TM-ABC');
    expect(calendarUrl('TM-ABC', 'token123')).toBe('/api/transactions/TM-ABC/calendar.ics?access=token123');
    expect(calendarUrl('TM-ABC')).toBe('/api/transactions/TM-ABC/calendar.ics');
    answerWith(200, { success: true, error: false, data: [] });
    await getMyRecords();
    expect(sent().url).toBe('/api/transactions?mine=1');
  });
});

describe('admin', () => {
  it('pages the records and reads the meta beside the data', async () => {
    answerWith(200, { success: true, error: false, data: [], meta: { total: 3, page: 2, pageSize: 20 } });
    const { meta } = await getRecordsPage({ type: 'ventas', status: 'enviada', page: 2, pageSize: 20 });
    expect(sent().url).toBe('/api/transactions?type=ventas&status=enviada&page=2&pageSize=20');
    expect(meta).toEqual({ total: 3, page: 2, pageSize: 20 });
    expect(recordsCsvUrl({ type: 'reservas', from: '2026-03-01', to: undefined, status: undefined })).toBe(
      '/api/transactions/export.csv?type=reservas&from=2026-03-01',
    );
  });

  it('changes a status, saves and deletes a product by its id', async () => {
    await updateRecordStatus(ID, 'cancelada');
    expect(sent()).toEqual({ url: `/api/transactions/${ID}`, method: 'PATCH', body: { status: 'cancelada' } });
    answerWith(200, { success: true, error: false });
    await deleteProduct(ID);
    expect(sent()).toEqual({ url: `/api/product/${ID}`, method: 'DELETE', body: null });
    answerWith(200, { success: true, error: false, data: {} });
    const input = {
      productName: 'Mouse',
      brandName: 'Logi',
      category: 'Componentes',
      productImage: ['/images/a.svg'],
      price: 2,
      sellingPrice: 1,
      stock: 3,
    };
    await updateProduct(ID, input);
    expect(sent()).toEqual({ url: '/api/update-product', method: 'POST', body: { ...input, _id: ID } });
  });

  it('uploads an image as the multipart field `file` and gives its address', async () => {
    answerWith(201, { success: true, error: false, data: { url: '/api/media/abc.png' } });
    await expect(uploadImage(new File(['x'], 'a.png', { type: 'image/png' }))).resolves.toBe('/api/media/abc.png');
    const { url, body } = sent();
    expect(url).toBe('/api/media');
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('checkout', () => {
  it('reads the bare payment config, and a failure as the envelope', async () => {
    const config = {
      provider: 'paypal',
      clientId: 'abc',
      currency: 'USD',
      providers: [{ id: 'paypal', currency: 'USD', clientId: 'abc' }],
    };
    answerWith(200, config);
    await expect(getPaymentConfig()).resolves.toEqual(config);
    answerWith(503, { success: false, error: true, message: messages.storeUnavailable });
    await expect(getPaymentConfig()).rejects.toMatchObject({ message: messages.storeUnavailable, status: 503 });
    answerWith(502, '<html>Bad gateway</html>');
    await expect(getPaymentConfig()).rejects.toMatchObject({ message: messages.unexpectedResponse, status: 502 });
  });

  it('reads only `data` of create and capture, with the payment messages when a failure says nothing', async () => {
    const amount = { cop: 50_000, usd: '12.50', usdCents: 1250 };
    answerWith(201, {
      success: true,
      error: false,
      id: 'PAY-1',
      reference: 'TM-ABC',
      amount,
      data: { reference: 'TM-ABC', providerOrderId: 'PAY-1', amount },
    });
    const items = [{ productId: ID, quantity: 1 }];
    await expect(createOrder({ items, shippingInfo: { name: 'Ana' }, acceptDataPolicy: true, acceptTerms: true })).resolves.toMatchObject({
      data: { reference: 'TM-ABC', providerOrderId: 'PAY-1', amount },
    });
    expect(sent()).toEqual({
      url: '/api/payment/create-order',
      method: 'POST',
      body: { items, shippingInfo: { name: 'Ana' }, acceptDataPolicy: true, acceptTerms: true },
    });

    answerWith(502, '<html>Bad gateway</html>');
    await expect(createOrder({ items, shippingInfo: {}, acceptDataPolicy: true, acceptTerms: true })).rejects.toMatchObject({
      message: messages.paymentCreateError,
      status: 502,
    });
    answerWith(504, '');
    await expect(captureOrder('PAY-1')).rejects.toMatchObject({ message: messages.paymentProcessingError, status: 504 });
    answerWith(200, { success: true, error: false, data: { status: 'CANCELLED' } });
    await cancelOrder('PAY-1');
    expect(sent()).toEqual({ url: '/api/payment/cancel-payment', method: 'POST', body: { orderID: 'PAY-1' } });
  });
});
