/**
 * Consent under Ley 1581 de 2012 and Ley 1480 de 2011: sign-up, the contact form and create-order
 * are refused without it (a Spanish 400, nothing stored), and the consent is stored with the
 * version now published and the server's time. Contact requests with a legal deadline (PQR,
 * personal data) are flagged in the owner's inbox, first, with their date to answer by.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_POLICY_VERSION, TERMS_VERSION } from '../../src/domain/legal/consent.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatBogotaDate } from '../../src/domain/schedule/schedule.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { checkoutConsent, checkoutCookie, shopper } from './checkout-helpers.ts';
import { body, createHarness, dataPolicyConsent, type Harness } from './helpers.ts';
import { outboxFor } from './outbox.ts';

let harness: Harness;
let product: Product;
// Friday 20 March 2026, 10:00 in Bogotá: San José (Monday 23) and Holy Week follow.
const NOW = new Date('2026-03-20T15:00:00Z');
const pickup = {
  name: 'Lina Mesa',
  email: 'lina@correo.co',
  phone: '3001234567',
  address: 'Calle 10 # 43-20',
  shippingMethod: 'pickup',
  city: '',
  neighborhood: '',
};

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 5)!;
});
afterAll(() => harness.close());

const account = (email: string) => ({
  name: 'Lina Mesa',
  email,
  tel: '3001234567',
  password: 'clave-segura-1',
  confirmPassword: 'clave-segura-1',
  profilePic: pngDataUrl,
});
const contactForm = { name: 'Lina Mesa', email: 'lina@correo.co', subject: 'Hola', message: '¿Abren el festivo?' };
const dataPolicyRecord = { kind: 'dataPolicy', version: DATA_POLICY_VERSION, acceptedAt: NOW };
const termsRecord = { kind: 'terms', version: TERMS_VERSION, acceptedAt: NOW };

describe('POST /api/signup', () => {
  it('is refused without the data policy, and creates nothing', async () => {
    for (const consent of [{}, { acceptDataPolicy: false }, { acceptDataPolicy: 'true' }]) {
      const response = await harness.request('/api/signup', { json: { ...account('sin-consentimiento@correo.co'), ...consent } });
      expect(response.status).toBe(400);
      expect((await body(response)).message).toBe(messages.dataPolicyRequired);
    }
    expect(await harness.deps.store.collection('users').findOne({ email: 'sin-consentimiento@correo.co' })).toBeNull();
  });

  it('stores the consent on the user with the policy version and the time', async () => {
    expect(
      (await harness.request('/api/signup', { json: { ...account('con-consentimiento@correo.co'), ...dataPolicyConsent } })).status,
    ).toBe(201);
    const user = await harness.deps.store.collection('users').findOne({ email: 'con-consentimiento@correo.co' });
    expect(user?.consents).toEqual([dataPolicyRecord]);
  });
});

describe('POST /api/forma', () => {
  it('is refused without the data policy, and stores nothing', async () => {
    const response = await harness.request('/api/forma', { json: contactForm, ip: '10.80.0.1' });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(messages.dataPolicyRequired);
    expect(await harness.deps.store.collection('contactMessages').countDocuments({})).toBe(0);
  });

  it('stores the consent on the message, and the kind the server decides from the request type', async () => {
    const sent = await harness.request('/api/forma', { json: { ...contactForm, ...dataPolicyConsent }, ip: '10.80.0.2' });
    expect(sent.status).toBe(201);
    const stored = await harness.deps.store.collection('contactMessages').findOne({ email: 'lina@correo.co' });
    expect(stored).toMatchObject({ kind: 'general', consents: [dataPolicyRecord] });
    const unknown = await harness.request('/api/forma', {
      json: { ...contactForm, ...dataPolicyConsent, requestType: 'urgente' },
      ip: '10.80.0.3',
    });
    expect(unknown.status).toBe(400);
    expect((await body(unknown)).message).toBe(messages.contactRequestTypeInvalid);
  });

  it('flags a PQR and a personal-data request in the inbox, first, with the legal date to answer by', async () => {
    const send = (requestType: string, subject: string, ip: string) =>
      harness.request('/api/forma', { json: { ...contactForm, ...dataPolicyConsent, requestType, subject }, ip });
    expect((await send('datos', 'Quiero saber qué datos tienen', '10.80.1.1')).status).toBe(201);
    harness.setNow(new Date(NOW.getTime() + 60_000));
    expect((await send('pqr', 'Mi pedido llegó incompleto', '10.80.1.2')).status).toBe(201);
    harness.setNow(new Date(NOW.getTime() + 120_000));
    expect((await send('general', 'Horario', '10.80.1.3')).status).toBe(201);
    harness.setNow(NOW);

    const admin = await harness.signInAs('ADMIN');
    const { data } = await body<{ data: { subject: string; kind: string; answerBy: string | null }[] }>(
      await harness.request('/api/contact-messages', { cookie: admin.cookie }),
    );
    // 10 business days for a consultation and 15 for a PQR, skipping San José and Holy Week.
    expect(data.slice(0, 2)).toMatchObject([
      { subject: 'Quiero saber qué datos tienen', kind: 'datos', answerBy: '2026-04-08' },
      { subject: 'Mi pedido llegó incompleto', kind: 'pqr', answerBy: '2026-04-15' },
    ]);
    // The owner's e-mail says it too.
    const notices = await outboxFor(harness, harness.deps.config.mail.notifyTo, 'contact');
    const pqrNotice = notices.find((notice) => String(notice.mail.subject).includes('Mi pedido llegó incompleto'));
    expect(pqrNotice?.mail.text).toContain('Petición, queja o reclamo (PQR)');
    expect(pqrNotice?.mail.text).toContain(`Responder antes del`);
    expect(pqrNotice?.mail.text).toContain(formatBogotaDate('2026-04-15'));
    expect(data.slice(2).map((item) => [item.subject, item.kind, item.answerBy])).toEqual([
      ['Horario', 'general', null],
      ['Hola', 'general', null],
    ]);
  });
});

describe('POST /api/payment/create-order', () => {
  it('is refused without either box, and holds nothing', async () => {
    const items = [{ productId: product._id, quantity: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [{}, messages.dataPolicyRequired],
      [{ acceptTerms: true }, messages.dataPolicyRequired],
      [{ acceptDataPolicy: true }, messages.termsRequired],
      [{ acceptDataPolicy: true, acceptTerms: false }, messages.termsRequired],
    ];
    for (const [consent, message] of cases) {
      for (const provider of [undefined, 'sandbox']) {
        const response = await harness.request('/api/payment/create-order', {
          json: { items, shippingInfo: pickup, ...(provider ? { provider } : {}), ...consent },
          cookie: checkoutCookie('sin-casillas'),
          ip: '10.80.2.1',
        });
        expect(response.status).toBe(400);
        expect((await body(response)).message).toBe(message);
      }
    }
    expect(await harness.deps.store.collection('paymentOrders').countDocuments({})).toBe(0);
  });

  it("stores both consents on a guest's order and on the records the payment writes", async () => {
    expect(checkoutConsent).toEqual({ acceptDataPolicy: true, acceptTerms: true });
    const browser = shopper(harness, { shippingInfo: pickup, seed: 'con-casillas' });
    const created = await browser.createOrder([{ productId: product._id, quantity: 1 }]);
    expect(created.status).toBe(201);
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    const order = await harness.deps.store.collection('paymentOrders').findOne({ reference });
    expect(order?.userId).toBeNull();
    expect(order?.consents).toEqual([dataPolicyRecord, termsRecord]);
    expect((await browser.capture(id)).status).toBe(200);
    const records = await harness.deps.store.collection('transactions').find({ reference });
    expect(records).toHaveLength(1);
    expect(records[0]?.consents).toEqual([dataPolicyRecord, termsRecord]);
  });
});
