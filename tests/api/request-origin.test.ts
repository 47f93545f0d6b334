/**
 * Login CSRF and its relatives: a state-changing request that names a foreign origin is refused
 * with or without a cookie, and JSON endpoints read only `application/json` bodies, so a foreign
 * page's `text/plain` or form post can neither sign a visitor in nor change anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { pngBytes } from '../fixtures/images.ts';
import { body, createHarness, ORIGIN, TEST_PASSWORD, type Harness } from './helpers.ts';

let harness: Harness;
let email: string;
beforeAll(async () => {
  harness = await createHarness();
  email = 'origen@correo.co';
  await harness.signInAs('GENERAL', email);
});
afterAll(() => harness.close());

/** A sign-in with the right password, sent however the case needs (no Origin unless given). */
function signin(headers: Record<string, string>, raw = JSON.stringify({ email, password: TEST_PASSWORD })) {
  return harness.app.request(
    `${ORIGIN}/api/signin`,
    { method: 'POST', headers, body: raw },
    { incoming: { socket: { remoteAddress: '10.9.0.1' } } },
  );
}

describe('foreign origins', () => {
  it('refuses a sign-in posted by a foreign page, with no cookie at all, and sets no session', async () => {
    for (const origin of ['https://atacante.example', 'null', 'http://localhost:9999', 'no es una url']) {
      const response = await signin({ origin, 'content-type': 'application/json' });
      expect(response.status, origin).toBe(403);
      expect((await body(response)).message).toBe(messages.foreignOrigin);
      expect(response.headers.get('set-cookie'), origin).toBeNull();
    }
  });

  it('reads the Referer when there is no Origin', async () => {
    const foreign = await signin({ referer: 'https://atacante.example/trampa.html', 'content-type': 'application/json' });
    expect(foreign.status).toBe(403);
    const own = await signin({ referer: `${ORIGIN}/login`, 'content-type': 'application/json' });
    expect(own.status).toBe(200);
  });

  it('lets through requests that name no origin (curl, servers, the payment webhook) and the site itself', async () => {
    expect((await signin({ 'content-type': 'application/json' })).status).toBe(200);
    expect((await signin({ origin: ORIGIN, 'content-type': 'application/json' })).status).toBe(200);
    // The webhook reaches its signature check (the sandbox vouches for no event): not 403, not 415.
    const webhook = await harness.app.request(`${ORIGIN}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
    });
    expect(webhook.status).toBe(401);
    expect((await body(webhook)).message).toBe(messages.webhookUnverified);
  });

  it('never refuses a read from another origin', async () => {
    const response = await harness.request('/api/get-categoryProduct', { headers: { origin: 'https://atacante.example' } });
    expect(response.status).toBe(200);
  });

  it('refuses every state-changing method from a foreign origin, cookie or not', async () => {
    const { cookie } = await harness.signInAs('GENERAL');
    const cases: [string, string][] = [
      ['POST', '/api/forma'],
      ['POST', '/api/addtocart'],
      ['PATCH', '/api/profile'],
      ['DELETE', '/api/profile'],
      ['POST', '/api/profile/email-confirmation'],
      ['POST', '/api/confirm-email'],
      ['PUT', '/api/shippingRates'],
      ['DELETE', '/api/product/ffffffffffffffffffffffff'],
      ['PATCH', '/api/admin/contact-messages/ffffffffffffffffffffffff'],
      ['POST', '/api/userLogout'],
    ];
    for (const [method, path] of cases) {
      for (const withCookie of [false, true]) {
        const response = await harness.request(path, {
          method,
          headers: { origin: 'https://atacante.example', 'content-type': 'application/json' },
          body: '{}',
          ...(withCookie ? { cookie } : {}),
        });
        expect(response.status, `${method} ${path} cookie=${withCookie}`).toBe(403);
      }
    }
    // The refused logout did not end the session.
    expect((await harness.request('/api/user-details', { cookie })).status).toBe(200);
  });
});

describe('JSON bodies only as application/json', () => {
  it('refuses the text/plain sign-in a foreign form could send, with 415 and a Spanish message', async () => {
    const response = await signin({ 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(415);
    expect((await body(response)).message).toBe(messages.unsupportedMediaType);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses form encodings and a body without a Content-Type on JSON endpoints', async () => {
    const form = new URLSearchParams({ email, password: TEST_PASSWORD }).toString();
    expect((await signin({ 'content-type': 'application/x-www-form-urlencoded' }, form)).status).toBe(415);
    expect((await signin({ 'content-type': 'multipart/form-data; boundary=x' }, '--x--')).status).toBe(415);
    expect((await signin({ 'content-type': 'application/json-patch+json' })).status).toBe(415);
    expect((await signin({})).status).toBe(415);
    const contact = await harness.request('/api/forma', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'A', email: 'a@b.co', message: 'Hola', acceptDataPolicy: true }),
    });
    expect(contact.status).toBe(415);
    expect(await harness.deps.store.collection('contactMessages').countDocuments({})).toBe(0);
  });

  it('takes application/json with parameters and in any letter case', async () => {
    expect((await signin({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
    expect((await signin({ 'content-type': 'Application/JSON' })).status).toBe(200);
  });

  it('still reads an empty body without a Content-Type as {} where {} is acceptable', async () => {
    const filter = await harness.request('/api/filter-product', { method: 'POST' });
    expect(filter.status).toBe(200);
    const { cookie } = await harness.signInAs('GENERAL');
    expect((await harness.request('/api/profile', { method: 'PATCH', cookie })).status).toBe(200);
    // …and answers 400 with the field's message where it is not.
    const details = await harness.request('/api/product-details', { method: 'POST' });
    expect(details.status).toBe(400);
  });

  it('keeps multipart uploads for /api/media', async () => {
    const { cookie } = await harness.signInAs('ADMIN');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(pngBytes)], 'a.png'));
    const response = await harness.request('/api/media', { method: 'POST', cookie, body: form });
    expect(response.status).toBe(201);
  });
});
