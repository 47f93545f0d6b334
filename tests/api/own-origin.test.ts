/**
 * The site's own origin is known, never taken from the request: a local server tells the app the
 * host and port it listens on, so a page on another host that also sends that host as Host is
 * refused; and the sign-out link (a GET) is refused when another site sends the visitor to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { withListeningOrigins } from '../../functions/config.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, ORIGIN, TEST_PASSWORD, type Harness } from './helpers.ts';

const OWN = 'http://localhost:4321';
let harness: Harness;
let app: ReturnType<typeof createApp>;
const email = 'propio@correo.co';

beforeAll(async () => {
  harness = await createHarness();
  await harness.signInAs('GENERAL', email);
  // As `npm start` builds it for HOST=localhost and PORT=4321.
  app = createApp({ ...harness.deps, config: withListeningOrigins(harness.deps.config, 'localhost', 4321) });
});
afterAll(() => harness.close());

const env = { incoming: { socket: { remoteAddress: '10.31.0.1' } } };
function signinAt(base: string, headers: Record<string, string>) {
  return app.request(
    `${base}/api/signin`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    },
    env,
  );
}

describe('a local server that knows its origin', () => {
  it('refuses a forged Host with a matching Origin', async () => {
    for (const evil of ['http://evil.example', 'http://localhost:9999', 'http://127.0.0.1.nip.io:4321']) {
      const response = await signinAt(evil, { origin: evil, host: new URL(evil).host });
      expect(response.status, evil).toBe(403);
      expect((await body(response)).message).toBe(messages.foreignOrigin);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('accepts its own pages, under each loopback name of its port', async () => {
    for (const own of [OWN, 'http://127.0.0.1:4321', 'http://[::1]:4321']) {
      expect((await signinAt(own, { origin: own })).status, own).toBe(200);
    }
  });

  it('keeps SITE_URL first when the site has one', async () => {
    const site = createApp({
      ...harness.deps,
      config: { ...withListeningOrigins(harness.deps.config, 'localhost', 4321), siteOrigin: 'https://tienda.example' },
    });
    const request = (origin: string) =>
      site.request(
        `${OWN}/api/signin`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ email, password: TEST_PASSWORD }),
        },
        env,
      );
    expect((await request('https://tienda.example')).status).toBe(200);
    expect((await request(OWN)).status).toBe(403);
  });
});

describe('the sign-out link', () => {
  async function logout(headers: Record<string, string>) {
    const { cookie } = await harness.signInAs('GENERAL');
    const response = await harness.request('/api/userLogout', { cookie, headers });
    const stillSignedIn = (await harness.request('/api/user-details', { cookie })).status === 200;
    return { response, stillSignedIn };
  }

  it('refuses a GET another site sends the visitor to, and the session stays open', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://atacante.example/trampa.html' },
      { origin: 'https://atacante.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-origin', referer: 'https://atacante.example/' },
    ];
    for (const headers of cases) {
      const { response, stillSignedIn } = await logout(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await body(response)).message).toBe(messages.logoutFromAnotherSite);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(stillSignedIn, JSON.stringify(headers)).toBe(true);
    }
  });

  it('signs out on the site itself: a same-origin link, a typed address, and the POST of the logout button', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin', referer: `${ORIGIN}/perfil` }, { 'sec-fetch-site': 'none' }, {}]) {
      const { response, stillSignedIn } = await logout(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(stillSignedIn).toBe(false);
    }
    const { cookie } = await harness.signInAs('GENERAL');
    const button = await harness.request('/api/userLogout', {
      method: 'POST',
      cookie,
      json: {},
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(button.status).toBe(200);
    expect((await harness.request('/api/user-details', { cookie })).status).toBe(401);
  });
});
