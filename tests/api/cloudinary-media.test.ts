/**
 * The Cloudinary media store against a loopback fake of Cloudinary's Upload API: uploads, deletes
 * by public id once a photo is replaced, leaves alone every URL it did not create, and a failed
 * deletion never fails the photo change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../functions/integrations/logger.ts';
import type { MediaStore } from '../../functions/integrations/media.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { FAKE_CLOUD, startFakeCloudinary, type FakeCloudinary } from '../fixtures/cloudinary-fake.ts';
import { pngBytes, pngDataUrl } from '../fixtures/images.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let fake: FakeCloudinary;
let media: MediaStore;
let harness: Harness;
const logs: LogEntry[] = [];

beforeAll(async () => {
  fake = await startFakeCloudinary();
  // Before the SDK is first loaded: it picks http or https from this address then.
  process.env.CLOUDINARY_URL = fake.cloudinaryUrl;
  const { createCloudinaryMedia } = await import('../../functions/integrations/cloudinary.ts');
  media = createCloudinaryMedia(fake.cloudinaryUrl);
  harness = await createHarness({ media, log: (entry) => logs.push(entry) });
});
afterAll(async () => {
  await harness.close();
  await fake.close();
});

describe('Cloudinary media store', () => {
  it('uploads under the shop folder with a signed request, and deletes by public id', async () => {
    const { url } = await media.save({ bytes: pngBytes, type: 'image/png', folder: 'perfiles' });
    expect(url).toMatch(new RegExp(`^https://res\\.cloudinary\\.com/${FAKE_CLOUD}/image/upload/v\\d+/tienda/perfiles/[a-f0-9]+\\.png$`));
    const [publicId] = fake.assets();
    expect(publicId).toMatch(/^tienda\/perfiles\//);
    expect(fake.requests.at(-1)).toMatchObject({ action: 'upload', signed: true });

    await media.delete(url);
    expect(fake.assets()).not.toContain(publicId);
    expect(fake.requests.at(-1)).toMatchObject({ action: 'destroy', signed: true, fields: { public_id: publicId } });
    // Gone already: "not found" is no failure.
    await media.delete(url);
  });

  it('leaves alone every URL it did not create', async () => {
    const { url } = await media.save({ bytes: pngBytes, type: 'image/png', folder: 'perfiles' });
    const before = fake.requests.length;
    for (const other of [
      '',
      '/catalogue/camara.png',
      '/images/placeholder.svg',
      '/api/media/0123456789abcdef0123456789abcdef.png',
      url.replace(FAKE_CLOUD, 'otra-nube'),
      url.replace('/tienda/', '/otra-tienda/'),
      url.replace('https://', 'http://'),
      'https://example.com/image/upload/v1/tienda/perfiles/x.png',
      'no es una url',
    ]) {
      await media.delete(other);
    }
    expect(fake.requests.length).toBe(before);
    expect(fake.assets()).toContain(
      url
        .split('/')
        .slice(-3)
        .join('/')
        .replace(/\.png$/, ''),
    );
  });
});

describe('profile photos on Cloudinary', () => {
  it('keeps only the current photo after changes; a failed deletion is logged and the change still succeeds', async () => {
    const email = 'nube@correo.co';
    const account = {
      name: 'Nube',
      email,
      tel: '3001234567',
      password: 'clave-segura-1',
      confirmPassword: 'clave-segura-1',
      profilePic: pngDataUrl,
      acceptDataPolicy: true,
    };
    expect((await harness.request('/api/signup', { json: account })).status).toBe(201);
    const signin = await harness.request('/api/signin', { json: { email, password: account.password } });
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const assetsBefore = new Set(fake.assets());

    for (let change = 0; change < 3; change++) {
      expect((await harness.request('/api/profile', { method: 'PATCH', cookie, json: { profilePic: pngDataUrl } })).status).toBe(200);
    }
    const current = (await body<{ data: { profilePic: string } }>(await harness.request('/api/user-details', { cookie }))).data.profilePic;
    const added = fake.assets().filter((id) => !assetsBefore.has(id));
    expect(added).toHaveLength(1);
    // …and the sign-up photo it replaced is gone.
    expect(fake.assets()).toHaveLength(assetsBefore.size);
    expect(current).toContain(`/${added[0]}.png`);

    fake.failDeletions(true);
    const changed = await harness.request('/api/profile', { method: 'PATCH', cookie, json: { profilePic: pngDataUrl } });
    fake.failDeletions(false);
    expect(changed.status).toBe(200);
    expect((await body(changed)).message).toBe(messages.profileUpdated);
    expect(logs.some((entry) => entry.event === 'media.delete.failed')).toBe(true);
  });
});
