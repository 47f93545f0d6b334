import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages.ts';
import { api, ApiError, apiUrl } from '../../src/lib/api/client.ts';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser API client', () => {
  it('builds /api addresses with the query, leaving out missing values', () => {
    expect(apiUrl('search', { q: 'cámara & co', description: 'true', page: undefined })).toBe('/api/search?q=c%C3%A1mara+%26+co&description=true');
    expect(apiUrl('/get-product')).toBe('/api/get-product');
  });

  it('sends JSON with same-origin credentials and returns the envelope data', async () => {
    const fetchMock = answer(201, { success: true, error: false, message: 'Listo.', data: { id: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('forma', { name: 'Ana' })).resolves.toEqual({ data: { id: 1 }, message: 'Listo.' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forma');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Ana"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws the server Spanish message with its status', async () => {
    vi.stubGlobal('fetch', answer(429, { success: false, error: true, message: messages.contactRateLimited }));
    const failure = await api.post('forma', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: messages.contactRateLimited, status: 429 });
  });

  it('treats a success flag of false as a failure even with a 200', async () => {
    vi.stubGlobal('fetch', answer(200, { success: false, error: true, message: 'No.' }));
    await expect(api.get('x')).rejects.toMatchObject({ message: 'No.', status: 200 });
  });

  it('says the server could not be reached, or answered something else than the envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('x')).rejects.toMatchObject({ message: messages.networkError, status: 0 });
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    await expect(api.get('x')).rejects.toMatchObject({ message: messages.unexpectedResponse, status: 502 });
    vi.stubGlobal('fetch', answer(200, [1, 2]));
    await expect(api.get('x')).rejects.toMatchObject({ message: messages.unexpectedResponse });
  });

  it('lets an abort through as an abort', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(api.get('x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
