import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { ApiError, apiRequest, apiUrl, readEnvelope } from '../../src/lib/api/core.ts';
import { sendContactMessage } from '../../src/lib/api/contact.ts';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser API client', () => {
  it('builds /api addresses with the query, leaving out missing values', () => {
    expect(apiUrl('search', { q: 'cámara & co', description: 'true', page: undefined })).toBe(
      '/api/search?q=c%C3%A1mara+%26+co&description=true',
    );
    expect(apiUrl('get-product')).toBe('/api/get-product');
  });

  it('sends JSON with same-origin credentials and returns the envelope data', async () => {
    const fetchMock = answer(201, { success: true, error: false, message: 'Listo.', data: { id: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await sendContactMessage({ name: 'Ana', email: 'ana@correo.co', message: 'Hola', acceptDataPolicy: true });
    expect(result.data).toEqual({ id: 1 });
    expect(result.message).toBe('Listo.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forma');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"Ana","email":"ana@correo.co","message":"Hola","acceptDataPolicy":true}',
    });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a FormData as multipart, leaving its Content-Type to the browser', async () => {
    const fetchMock = answer(201, { success: true, error: false, data: { url: '/api/media/a.png' } });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.png');
    await apiRequest<'POST /media'>('POST', 'media', { body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('throws the server Spanish message with its status', async () => {
    vi.stubGlobal('fetch', answer(429, { success: false, error: true, message: messages.contactRateLimited }));
    const failure = await sendContactMessage({ name: 'Ana', email: 'ana@correo.co', message: 'Hola', acceptDataPolicy: true }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: messages.contactRateLimited, status: 429 });
  });

  it('treats a success flag of false as a failure even with a 200', async () => {
    vi.stubGlobal('fetch', answer(200, { success: false, error: true, message: 'No.' }));
    await expect(apiRequest<'GET /user-details'>('GET', 'user-details')).rejects.toMatchObject({ message: 'No.', status: 200 });
  });

  it('says the server could not be reached, or answered something else than the envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest<'GET /user-details'>('GET', 'user-details')).rejects.toMatchObject({
      message: messages.networkError,
      status: 0,
    });
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(apiRequest<'GET /user-details'>('GET', 'user-details')).rejects.toMatchObject({
      message: messages.unexpectedResponse,
      status: 502,
    });
    vi.stubGlobal('fetch', answer(200, [1, 2]));
    await expect(apiRequest<'GET /user-details'>('GET', 'user-details')).rejects.toMatchObject({ message: messages.unexpectedResponse });
  });

  it('lets an abort through as an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(apiRequest<'GET /user-details'>('GET', 'user-details')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the envelope reader', () => {
  it('gives the data, the message and the paging meta of a success', () => {
    const payload = { success: true, error: false, message: 'Hecho.', data: [{ _id: 'a' }], meta: { total: 41, page: 2, pageSize: 20 } };
    expect(readEnvelope({ status: 200, ok: true, payload })).toMatchObject({
      data: [{ _id: 'a' }],
      message: 'Hecho.',
      meta: { total: 41, page: 2, pageSize: 20 },
    });
    const empty = readEnvelope({ status: 200, ok: true, payload: { success: true, error: false } });
    expect([empty.data, empty.message, empty.meta]).toEqual([undefined, undefined, undefined]);
  });

  it('refuses an envelope that says success under a failing status', () => {
    expect(() => readEnvelope({ status: 500, ok: false, payload: { success: true, error: false } })).toThrow(
      expect.objectContaining({ message: messages.unexpectedResponse, status: 500 }),
    );
  });

  it('uses the caller’s fallback when the failure carries no message, and the server’s when it does', () => {
    const fallback = messages.paymentCreateError;
    expect(() => readEnvelope({ status: 502, ok: false, payload: undefined }, fallback)).toThrow(
      expect.objectContaining({ message: fallback, status: 502 }),
    );
    expect(() => readEnvelope({ status: 400, ok: false, payload: { success: false, error: true, message: '' } }, fallback)).toThrow(
      expect.objectContaining({ message: fallback, status: 400 }),
    );
    expect(() =>
      readEnvelope({ status: 409, ok: false, payload: { success: false, error: true, message: messages.slotTaken } }, fallback),
    ).toThrow(expect.objectContaining({ message: messages.slotTaken, status: 409 }));
  });
});
