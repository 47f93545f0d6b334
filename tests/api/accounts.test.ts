import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { dataUrlOfSize, fakePngDataUrl, pngBytes, pngDataUrl, svgDataUrl } from '../fixtures/images.ts';
import { body, createHarness, ORIGIN, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  // The shop's own cost (12), as production hashes: this file checks the stored hash.
  harness = await createHarness({ env: { PASSWORD_HASH_COST: '12' } });
});
afterAll(() => harness.close());

let counter = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Camila Restrepo',
    email: `camila${counter}@correo.co`,
    tel: '300 555 1234',
    password: 'montaña-2026',
    confirmPassword: 'montaña-2026',
    profilePic: pngDataUrl,
    acceptDataPolicy: true,
    ...overrides,
  };
}

function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /(?:^|,\s*)token=([^;]*)/.exec(header);
  return match?.[1] ? `token=${match[1]}` : '';
}

async function signUpAndIn(overrides: Record<string, unknown> = {}, ip = '127.0.0.1') {
  const account = newAccount(overrides);
  expect((await harness.request('/api/signup', { json: account })).status).toBe(201);
  const response = await harness.request('/api/signin', { json: { email: account.email, password: account.password }, ip });
  expect(response.status).toBe(200);
  return { account, cookie: sessionCookie(response) };
}

describe('POST /api/signup', () => {
  it('creates a GENERAL user whatever role is sent, stores the photo, never returns the hash', async () => {
    const account = newAccount({ role: 'ADMIN', email: 'Mixta.Mayus@Correo.CO' });
    const response = await harness.request('/api/signup', { json: account });
    expect(response.status).toBe(201);
    const { data, message } = await body<{ data: Record<string, string>; message: string }>(response);
    expect(message).toBe(messages.signupSuccess);
    expect(data.role).toBe('GENERAL');
    expect(data.email).toBe('mixta.mayus@correo.co');
    expect(data).not.toHaveProperty('passwordHash');
    expect(data).not.toHaveProperty('password');
    expect(data.profilePic).toMatch(/^\/api\/media\/[a-f0-9]{32}\.png$/);

    const image = await harness.request(data.profilePic!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes);

    const stored = await harness.deps.store.collection('users').findOne({ email: 'mixta.mayus@correo.co' });
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$12\$/);
  });

  it('creates the account without a photo: the photo is optional, absent or empty', async () => {
    for (const overrides of [{ profilePic: undefined }, { profilePic: '' }]) {
      const account = newAccount(overrides);
      const response = await harness.request('/api/signup', { json: account });
      expect(response.status).toBe(201);
      const { data } = await body<{ data: { profilePic: string; email: string } }>(response);
      expect(data.profilePic).toBe('');
      const stored = await harness.deps.store.collection('users').findOne({ email: account.email });
      expect(stored?.profilePic).toBe('');
    }
  });

  it('refuses a known e-mail, ignoring case, with 409', async () => {
    const account = newAccount();
    expect((await harness.request('/api/signup', { json: account })).status).toBe(201);
    const again = await harness.request('/api/signup', { json: { ...account, email: account.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(messages.emailTaken);
  });

  it('refuses bad fields with the Spanish message of the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ confirmPassword: 'otra-cosa-123' }, messages.passwordsDoNotMatch],
      [{ password: 'corta', confirmPassword: 'corta' }, messages.passwordTooShort],
      [{ email: 'sin-arroba' }, messages.emailInvalid],
      [{ name: '   ' }, messages.nameRequired],
      [{ tel: '' }, messages.telRequired],
      [{ tel: 'llámame' }, messages.telInvalid],
      [{ profilePic: svgDataUrl }, messages.imageInvalidType],
      [{ profilePic: fakePngDataUrl }, messages.imageInvalidType],
      [{ profilePic: 'https://example.com/yo.png' }, messages.imageInvalidType],
      [{ email: { $gt: '' } }, messages.emailInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await harness.request('/api/signup', { json: newAccount(overrides) });
      expect(response.status, message).toBe(400);
      expect((await body(response)).message).toBe(message);
    }
  });

  it('refuses a photo over 2 MB, just over and far over', async () => {
    const tooBig = newAccount({ profilePic: dataUrlOfSize(2 * 1024 * 1024 + 10) });
    const justOver = await harness.request('/api/signup', { json: tooBig });
    expect(justOver.status).toBe(413);
    expect((await body(justOver)).message).toBe(messages.imageTooLarge(2));
    const farOver = await harness.request('/api/signup', { json: newAccount({ profilePic: dataUrlOfSize(3 * 1024 * 1024) }) });
    expect(farOver.status).toBe(400);
    expect((await body(farOver)).message).toBe(messages.imageTooLarge(2));
    expect(await harness.deps.store.collection('users').findOne({ email: tooBig.email })).toBeNull();
  });
});

describe('POST /api/signin and the session cookie', () => {
  it('sets an HttpOnly, SameSite=Lax, 7-day token cookie and answers the user', async () => {
    const account = newAccount();
    await harness.request('/api/signup', { json: account });
    const response = await harness.request('/api/signin', { json: { email: account.email, password: account.password } });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).not.toContain('Secure');
    expect((await body<{ data: { email: string } }>(response)).data.email).toBe(account.email);
    // The readable hint that lets signed-out pages skip the user-details call carries no secret.
    const hint = response.headers.getSetCookie().find((value) => value.startsWith('tienda_sesion='));
    expect(hint).toMatch(/^tienda_sesion=1;/);
    expect(hint).not.toContain('HttpOnly');
  });

  it('marks the cookie Secure over https', async () => {
    const account = newAccount();
    await harness.request('/api/signup', { json: account });
    const response = await harness.app.request('https://tienda.example/api/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://tienda.example' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const account = newAccount();
    await harness.request('/api/signup', { json: account });
    for (const credentials of [
      { email: account.email, password: 'equivocada-1' },
      { email: 'nadie@correo.co', password: 'equivocada-1' },
    ]) {
      const response = await harness.request('/api/signin', { json: credentials, ip: '10.1.0.1' });
      expect(response.status).toBe(401);
      expect((await body(response)).message).toBe(messages.wrongCredentials);
    }
  });

  it('locks an e-mail out from one address after 5 failures in 15 minutes', async () => {
    const account = newAccount();
    await harness.request('/api/signup', { json: account });
    const attempt = (password: string, ip = '10.2.0.1') => harness.request('/api/signin', { json: { email: account.email, password }, ip });
    for (let index = 0; index < rateRules.signinFailuresPerEmail.limit; index++) expect((await attempt('mala-clave-1')).status).toBe(401);

    const locked = await attempt(account.password);
    expect(locked.status).toBe(429);
    expect((await body(locked)).message).toBe(messages.tooManyLoginAttempts);
    expect((await attempt(account.password, '10.2.0.2')).status).toBe(200);

    harness.setNow(new Date(harness.deps.clock().getTime() + 16 * 60 * 1000));
    expect((await attempt(account.password)).status).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    const account = newAccount();
    await harness.request('/api/signup', { json: account });
    const attempt = (password: string) => harness.request('/api/signin', { json: { email: account.email, password }, ip: '10.3.0.1' });
    for (let index = 0; index < rateRules.signinFailuresPerEmail.limit - 1; index++) await attempt('mala-clave-1');
    expect((await attempt(account.password)).status).toBe(200);
    expect((await attempt('mala-clave-1')).status).toBe(401);
    expect((await attempt(account.password)).status).toBe(200);
  });
});

describe('session tokens', () => {
  async function cookieFor(token: string) {
    return (await harness.request('/api/user-details', { cookie: `token=${token}` })).status;
  }

  it('accepts its own token and refuses alg none, a foreign key and an expired token', async () => {
    const { cookie } = await signUpAndIn();
    const userId = (await body<{ data: { _id: string } }>(await harness.request('/api/user-details', { cookie }))).data._id;
    const now = Math.floor(harness.deps.clock().getTime() / 1000);

    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: userId, exp: now + 3600 })}.`;
    expect(await cookieFor(unsigned)).toBe(401);

    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('otra-clave-que-no-es-la-del-servidor-123456'));
    expect(await cookieFor(foreign)).toBe(401);

    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(userId)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(harness.deps.config.jwtSecret));
    expect(await cookieFor(hs512)).toBe(401);

    const noExpiry = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .sign(new TextEncoder().encode(harness.deps.config.jwtSecret));
    expect(await cookieFor(noExpiry)).toBe(401);

    expect((await harness.request('/api/user-details', { cookie })).status).toBe(200);
    harness.setNow(new Date(harness.deps.clock().getTime() + 8 * 24 * 60 * 60 * 1000));
    expect((await harness.request('/api/user-details', { cookie })).status).toBe(401);
  });
});

describe('GET /api/user-details, logout and PATCH /api/profile', () => {
  it('answers 401 signed out and the user signed in', async () => {
    const signedOut = await harness.request('/api/user-details');
    expect(signedOut.status).toBe(401);
    expect((await body(signedOut)).message).toBe(messages.notSignedIn);
    const { account, cookie } = await signUpAndIn();
    const { data } = await body<{ data: Record<string, unknown> }>(await harness.request('/api/user-details', { cookie }));
    expect(data).toMatchObject({ name: account.name, email: account.email, role: 'GENERAL' });
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('clears the cookie on logout, by GET or POST', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await harness.request('/api/userLogout', { method });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/);
      expect(response.headers.getSetCookie().some((value) => /^tienda_sesion=;.*Max-Age=0/.test(value))).toBe(true);
    }
  });

  it('changes name, tel and photo, and ignores a role in the body', async () => {
    const { cookie } = await signUpAndIn();
    const response = await harness.request('/api/profile', {
      method: 'PATCH',
      cookie,
      json: { name: 'Camila R.', tel: '+57 301 000 0000', profilePic: pngDataUrl, role: 'ADMIN' },
    });
    expect(response.status).toBe(200);
    const { data, message } = await body<{ data: Record<string, string>; message: string }>(response);
    expect(message).toBe(messages.profileUpdated);
    expect(data).toMatchObject({ name: 'Camila R.', tel: '+57 301 000 0000', role: 'GENERAL' });
    expect(data.profilePic).toMatch(/^\/api\/media\//);
  });

  it('refuses invalid profile fields', async () => {
    const { cookie } = await signUpAndIn();
    for (const json of [{ name: '' }, { tel: 'abc' }, { profilePic: svgDataUrl }, { name: ['x'] }]) {
      expect((await harness.request('/api/profile', { method: 'PATCH', cookie, json })).status).toBe(400);
    }
  });
});

describe('POST /api/update-user', () => {
  it('lets an admin change a role, but not remove their own ADMIN role', async () => {
    const admin = await harness.signInAs('ADMIN');
    const target = await harness.signInAs('GENERAL');
    const promoted = await harness.request('/api/update-user', { cookie: admin.cookie, json: { userId: target.userId, role: 'ADMIN' } });
    expect(promoted.status).toBe(200);
    expect((await body<{ data: { role: string } }>(promoted)).data.role).toBe('ADMIN');
    // The promotion applies on the target's next request.
    expect((await harness.request('/api/all-user', { cookie: target.cookie })).status).toBe(200);

    const selfDemotion = await harness.request('/api/update-user', {
      cookie: admin.cookie,
      json: { userId: admin.userId, role: 'GENERAL' },
    });
    expect(selfDemotion.status).toBe(400);
    expect((await body(selfDemotion)).message).toBe(messages.cannotRemoveOwnAdmin);

    const unknown = await harness.request('/api/update-user', {
      cookie: admin.cookie,
      json: { userId: 'ffffffffffffffffffffffff', role: 'GENERAL' },
    });
    expect(unknown.status).toBe(404);
    for (const json of [{ userId: target.userId, role: 'ROOT' }, { userId: 'x', role: 'ADMIN' }, {}]) {
      expect((await harness.request('/api/update-user', { cookie: admin.cookie, json })).status).toBe(400);
    }
  });
});

describe('media', () => {
  it('answers 404 for unknown or malformed keys', async () => {
    expect((await harness.request('/api/media/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
    expect((await harness.request('/api/media/..%2F..%2Fjwt-secret')).status).toBe(404);
  });

  it('takes a multipart image from an admin, checked by its bytes', async () => {
    const admin = await harness.signInAs('ADMIN');
    const upload = (bytes: Uint8Array, name = 'foto.png', type = 'image/png') => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], name, { type }));
      return harness.request('/api/media', { method: 'POST', cookie: admin.cookie, body: form, headers: { origin: ORIGIN } });
    };
    const ok = await upload(pngBytes);
    expect(ok.status).toBe(201);
    expect((await body<{ data: { url: string } }>(ok)).data.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.png$/);
    const text = await upload(new TextEncoder().encode('<svg><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml');
    expect(text.status).toBe(400);
    expect((await body(text)).message).toBe(messages.imageInvalidType);
    const empty = await upload(new Uint8Array());
    expect(empty.status).toBe(400);
    expect((await body(empty)).message).toBe(messages.imageEmpty);
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(pngBytes.subarray(0, 8));
    expect((await upload(big)).status).toBe(413);
  });
});
