/**
 * A waitlist's offer told by WhatsApp too (through a loopback fake of Meta's Graph API): a person who
 * ticked "Recibir el aviso por WhatsApp" when joining gets the `lugar_disponible` template once,
 * with the service, the day, the hour and the offer's link; one who did not gets none; the box
 * without a phone is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistMessages } from '../../src/domain/waitlist/messages-waitlist.ts';
import type { FakeWhatsApp } from '../fixtures/whatsapp-fake.ts';
import { cancel } from './booking-helpers.ts';
import { body, dataPolicyConsent, TEST_PASSWORD, type Harness } from './helpers.ts';
import { fullHour, linkTo, offersTo } from './waitlist-helpers.ts';
import { useWhatsAppShop } from './whatsapp-helpers.ts';

const DATE = '2026-03-11';
const TIME = '10:00';

const shop = useWhatsAppShop();
let fake: FakeWhatsApp;
let harness: Harness;
beforeAll(() => {
  ({ fake, harness } = shop);
});

let addresses = 0;
function joinWith(serviceId: string, email: string, extra: Record<string, unknown>, cookie?: string) {
  addresses += 1;
  return harness.request('/api/waitlist', {
    json: { serviceId, date: DATE, time: TIME, email, ...dataPolicyConsent, ...extra },
    ip: `10.78.0.${addresses}`,
    ...(cookie ? { cookie } : {}),
  });
}

const offerNotices = async () => {
  await harness.deps.background.settle();
  return fake.messages.filter((message) => message.template === 'lugar_disponible');
};

describe('the WhatsApp notice of a waitlist offer', () => {
  it('sends the template once, with the offer link, to a person who ticked the box', async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    const joined = await joinWith(service._id, 'espera-whatsapp@correo.co', { phone: ' 300 765 4321 ', whatsappOptIn: true });
    expect(joined.status, await joined.clone().text()).toBe(200);
    const [entry] = await harness.deps.store.collection('waitlist').find({ serviceId: service._id });
    expect(entry).toMatchObject({ phone: '300 765 4321' });
    expect(entry!.consents.map((consent) => consent.kind)).toContain('whatsapp');

    const before = (await offerNotices()).length;
    expect((await cancel(harness, booked)).status).toBe(200);
    const [mail] = await offersTo(harness, 'espera-whatsapp@correo.co');
    const sent = (await offerNotices()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '573007654321' });
    expect(sent[0]!.parameters).toEqual([
      service.productName,
      expect.any(String),
      expect.any(String),
      linkTo(mail!, '/api/waitlist/offers/'),
    ]);
    const notices = await harness.deps.store
      .collection('whatsappMessages')
      .find({ kind: 'waitlist-offer', reference: `espera:${entry!._id}` });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ state: 'sent' });
  });

  it('sends nothing to a person who did not tick the box', async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    const joined = await joinWith(service._id, 'sin-whatsapp@correo.co', { phone: '3007654322' });
    expect(joined.status, await joined.clone().text()).toBe(200);
    const [entry] = await harness.deps.store.collection('waitlist').find({ serviceId: service._id });
    expect(entry!.phone).toBeUndefined();
    const before = (await offerNotices()).length;
    expect((await cancel(harness, booked)).status).toBe(200);
    expect(await offersTo(harness, 'sin-whatsapp@correo.co')).toHaveLength(1);
    expect((await offerNotices()).slice(before)).toHaveLength(0);
    expect(await harness.deps.store.collection('whatsappMessages').find({ reference: `espera:${entry!._id}` })).toHaveLength(0);
  });

  it('refuses the box without a phone, in Spanish', async () => {
    const { service } = await fullHour(harness, DATE, TIME);
    const refused = await joinWith(service._id, 'sin-telefono@correo.co', { phone: '', whatsappOptIn: true });
    expect(refused.status).toBe(400);
    expect((await body<{ message: string }>(refused)).message).toBe(waitlistMessages.whatsappPhoneRequired);
    expect(await harness.deps.store.collection('waitlist').find({ serviceId: service._id })).toHaveLength(0);
  });

  it("forgets the offer's notice (its number and parameters) when the account is deleted", async () => {
    const { service, booked } = await fullHour(harness, DATE, TIME);
    const { cookie } = await harness.signInAs('GENERAL', 'borrar-espera@correo.co');
    const joined = await joinWith(service._id, 'borrar-espera@correo.co', { phone: '3007654323', whatsappOptIn: true }, cookie);
    expect(joined.status, await joined.clone().text()).toBe(200);
    const [entry] = await harness.deps.store.collection('waitlist').find({ serviceId: service._id });
    expect((await cancel(harness, booked)).status).toBe(200);
    await harness.deps.background.settle();
    const notices = () => harness.deps.store.collection('whatsappMessages').find({ reference: `espera:${entry!._id}` });
    expect(await notices()).toMatchObject([{ to: '573007654323' }]);

    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await harness.deps.background.settle();
    expect(await notices()).toMatchObject([{ to: '', parameters: [] }]);
  });
});
