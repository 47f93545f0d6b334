/**
 * Uploads that no longer pile up: a photo change deletes the photo it replaced, a refused sign-up
 * stores nothing (even when it loses a race for the e-mail), and photo changes are limited per user.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMedia } from '../../functions/integrations/local-media.ts';
import { takeRateSlot } from '../../functions/services/platform/rate-limits.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { fakePngDataUrl, pngBytes, pngDataUrl } from '../fixtures/images.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const mediaDir = () => path.join(harness.deps.config.dataDir, 'media');
async function mediaFiles(): Promise<string[]> {
  return readdir(mediaDir()).catch(() => []);
}

const account = (email: string) => ({
  name: 'Foto',
  email,
  tel: '3001234567',
  password: 'clave-segura-1',
  confirmPassword: 'clave-segura-1',
  profilePic: pngDataUrl,
  acceptDataPolicy: true,
});

async function signUpAndIn(email: string) {
  expect((await harness.request('/api/signup', { json: account(email) })).status).toBe(201);
  const response = await harness.request('/api/signin', { json: { email, password: 'clave-segura-1' } });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const changePhoto = (cookie: string) => harness.request('/api/profile', { method: 'PATCH', cookie, json: { profilePic: pngDataUrl } });

describe('photo changes', () => {
  it('leave one file after ten changes: each deletes the photo it replaced; the sixth in an hour gets 429', async () => {
    const before = await mediaFiles();
    const cookie = await signUpAndIn('diez@correo.co');
    const limit = rateRules.photoChangesPerUser.limit;
    const replaced: string[] = [];
    for (let change = 0; change < 10; change++) {
      if (change === limit) {
        const refused = await changePhoto(cookie);
        expect(refused.status).toBe(429);
        expect((await body(refused)).message).toBe(messages.photoChangesRateLimited);
        harness.setNow(new Date(harness.deps.clock().getTime() + rateRules.photoChangesPerUser.windowMs));
      }
      const previous = (await body<{ data: { profilePic: string } }>(await harness.request('/api/user-details', { cookie }))).data
        .profilePic;
      replaced.push(previous);
      expect((await changePhoto(cookie)).status).toBe(200);
    }
    const current = (await body<{ data: { profilePic: string } }>(await harness.request('/api/user-details', { cookie }))).data.profilePic;
    const added = (await mediaFiles()).filter((file) => !before.includes(file));
    expect(added).toEqual([current.split('/').pop()]);
    for (const url of replaced) expect((await harness.request(url)).status).toBe(404);
    expect((await harness.request(current)).status).toBe(200);
  });

  it('spend no slot and store nothing on a refused photo, and limit each user on their own', async () => {
    const cookie = await signUpAndIn('propia@correo.co');
    const before = await mediaFiles();
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await harness.request('/api/profile', { method: 'PATCH', cookie, json: { profilePic: fakePngDataUrl } });
      expect(refused.status).toBe(400);
    }
    expect(await mediaFiles()).toEqual(before);
    for (let change = 0; change < rateRules.photoChangesPerUser.limit; change++) expect((await changePhoto(cookie)).status).toBe(200);
    expect((await changePhoto(cookie)).status).toBe(429);
    // Another user's photo and a change without a photo are not limited by this one.
    const other = await signUpAndIn('ajena@correo.co');
    expect((await changePhoto(other)).status).toBe(200);
    expect((await harness.request('/api/profile', { method: 'PATCH', cookie, json: { name: 'Sin foto' } })).status).toBe(200);
  });
});

describe('refused sign-ups', () => {
  it('store no photo for a known e-mail', async () => {
    await signUpAndIn('repetida@correo.co');
    const before = await mediaFiles();
    const again = await harness.request('/api/signup', { json: account('Repetida@Correo.co') });
    expect(again.status).toBe(409);
    expect(await mediaFiles()).toEqual(before);
  });

  it('keep no photo when parallel sign-ups race for one e-mail: one account, one file', async () => {
    const before = await mediaFiles();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => harness.request('/api/signup', { json: account('carrera@correo.co') })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const added = (await mediaFiles()).filter((file) => !before.includes(file));
    const stored = await harness.deps.store.collection('users').findOne({ email: 'carrera@correo.co' });
    expect(added).toEqual([stored?.profilePic.split('/').pop()]);
  });
});

describe('sign-ups from one address', () => {
  it(`create at most ${rateRules.signupPerAddress.limit} accounts an hour, in parallel too, and the refused ones store no photo`, async () => {
    // All but 3 of the hour's sign-ups are already spent (each real one costs a bcrypt hash);
    // then 10 arrive at once and race for the last 3.
    const ip = '203.0.113.40';
    for (let taken = 0; taken < rateRules.signupPerAddress.limit - 3; taken++) {
      expect(await takeRateSlot(harness.deps.store, 'signupPerAddress', ip, harness.deps.clock())).not.toBeNull();
    }
    const before = await mediaFiles();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => harness.request('/api/signup', { json: account(`vecina${index}@correo.co`), ip })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect((await body(responses.find((response) => response.status === 429)!)).message).toBe(messages.tooManySignups);
    expect((await mediaFiles()).filter((file) => !before.includes(file))).toHaveLength(3);
    // Another address is not held back by this one.
    expect((await harness.request('/api/signup', { json: account('otra-red@correo.co'), ip: '203.0.113.41' })).status).toBe(201);
  });
});

describe('local media deletion', () => {
  it('deletes its own files and leaves alone every other URL', async () => {
    const media = createLocalMedia(harness.deps.config.dataDir);
    const { url } = await media.save({ bytes: pngBytes, type: 'image/png', folder: 'perfiles' });
    const before = await mediaFiles();
    for (const other of [
      '',
      '/catalogue/camara.png',
      '/images/placeholder.svg',
      '/api/media/..%2F..%2Fjwt-secret',
      '/api/media/../../jwt-secret',
      'https://res.cloudinary.com/x/image/upload/v1/tienda/a.png',
    ]) {
      await media.delete(other);
    }
    expect(await mediaFiles()).toEqual(before);
    await media.delete(url);
    expect(await mediaFiles()).toEqual(before.filter((file) => file !== url.split('/').pop()));
    // Already gone: nothing to do, no failure.
    await media.delete(url);
  });
});
