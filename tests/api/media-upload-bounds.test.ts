/**
 * Stored images are bounded per account (per hour) and for the whole shop (per day), besides the
 * per-address bound of sign-ups: each bound is taken in the store before the image is stored, so
 * parallel uploads stop exactly at it, with a Spanish 429, and a refused upload stores nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WHOLE_SHOP } from '../../functions/services/catalogue/media-quota.ts';
import { takeRateSlot } from '../../functions/services/platform/rate-limits.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { pngBytes, pngDataUrl } from '../fixtures/images.ts';
import { body, createHarness, ORIGIN, type Harness } from './helpers.ts';

let harness: Harness;
beforeEach(async () => {
  harness = await createHarness();
});
afterEach(() => harness.close());

const perAccount = rateRules.mediaUploadsPerAccount.limit;
const perDay = rateRules.mediaUploadsPerDay.limit;

const mediaFiles = async () => (await readdir(path.join(harness.deps.config.dataDir, 'media')).catch(() => [])).length;

function upload(cookie: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(pngBytes)], 'foto.png', { type: 'image/png' }));
  return harness.request('/api/media', { method: 'POST', cookie, body: form, headers: { origin: ORIGIN } });
}
const changePhoto = (cookie: string) => harness.request('/api/profile', { method: 'PATCH', cookie, json: { profilePic: pngDataUrl } });

function count(responses: Response[]) {
  const created = responses.filter((response) => response.status === 201 || response.status === 200).length;
  const limited = responses.filter((response) => response.status === 429);
  return { created, limited, other: responses.length - created - limited.length };
}

/** Takes `n` slots of the shop's day, as that many earlier uploads would have. */
async function fillDay(n: number) {
  const now = harness.deps.clock();
  for (let index = 0; index < n; index += 1)
    expect(await takeRateSlot(harness.deps.store, 'mediaUploadsPerDay', WHOLE_SHOP, now)).not.toBeNull();
}

describe('media bounds', () => {
  it('stores exactly the per-account bound of parallel catalogue uploads by one account; another account still uploads', async () => {
    const admin = await harness.signInAs('ADMIN');
    const responses = await Promise.all(Array.from({ length: perAccount + 30 }, () => upload(admin.cookie)));
    const counted = count(responses);
    expect(counted).toMatchObject({ created: perAccount, other: 0 });
    expect(counted.limited).toHaveLength(30);
    expect((await body(counted.limited[0]!)).message).toBe(messages.mediaUploadsPerAccountLimited);
    expect(await mediaFiles()).toBe(perAccount);

    // The same account's profile photo counts against the same bound.
    const photo = await changePhoto(admin.cookie);
    expect(photo.status).toBe(429);
    expect((await body(photo)).message).toBe(messages.mediaUploadsPerAccountLimited);

    const other = await harness.signInAs('ADMIN');
    expect((await upload(other.cookie)).status).toBe(201);
    expect(await mediaFiles()).toBe(perAccount + 1);
  });

  it('stores exactly what is left of the shop’s day, whichever accounts and forms the parallel uploads come from', async () => {
    const left = 10;
    await fillDay(perDay - left);
    const admins = await Promise.all(Array.from({ length: 4 }, () => harness.signInAs('ADMIN')));
    const customers = await Promise.all(Array.from({ length: 20 }, () => harness.signInAs('GENERAL')));
    const responses = await Promise.all([
      ...admins.flatMap((admin) => Array.from({ length: 5 }, () => upload(admin.cookie))),
      ...customers.map((customer) => changePhoto(customer.cookie)),
    ]);
    const counted = count(responses);
    expect(counted).toMatchObject({ created: left, other: 0 });
    expect(counted.limited).toHaveLength(40 - left);
    for (const refusal of counted.limited) expect((await body(refusal)).message).toBe(messages.mediaUploadsDailyLimited);
    expect(await mediaFiles()).toBe(left);

    // A sign-up's photo too: the day is full, so the account is not created and nothing is stored.
    const signup = await harness.request('/api/signup', {
      json: {
        name: 'Tarde',
        email: 'tarde@correo.co',
        tel: '3001234567',
        password: 'clave-segura-1',
        confirmPassword: 'clave-segura-1',
        profilePic: pngDataUrl,
        acceptDataPolicy: true,
      },
      ip: '10.61.0.1',
    });
    expect(signup.status).toBe(429);
    expect((await body(signup)).message).toBe(messages.mediaUploadsDailyLimited);
    expect(await harness.deps.store.collection('users').countDocuments({ email: 'tarde@correo.co' })).toBe(0);
    expect(await mediaFiles()).toBe(left);

    // The next day has its own bound.
    harness.setNow(new Date(harness.deps.clock().getTime() + rateRules.mediaUploadsPerDay.windowMs));
    expect((await upload(admins[0]!.cookie)).status).toBe(201);
  });
});
