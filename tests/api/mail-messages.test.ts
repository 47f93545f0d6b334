/**
 * What the shop sends, read from the outbox of a temporary data dir: the receipt with its calendar
 * file and the owner's notice of a paid order (once, however often the capture is repeated), the
 * welcome, and the owner's notices of contact messages and phone reservations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { shopper } from './checkout-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { linksOf, outboxFor, readOutbox } from './outbox.ts';

let harness: Harness;
let service: Product;
let product: Product;
const OWNER = 'admin@tienda.local';
const THURSDAY = '2026-03-05';

beforeAll(async () => {
  harness = await createHarness({ now: new Date('2026-03-04T15:00:00Z') });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
  product = all.find((p) => !p.category.startsWith('Servicios') && p.stock >= 5)!;
});
afterAll(() => harness.close());

const shipping = {
  name: 'Valentina Ospina',
  email: 'valentina@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  deliveryTime: 'Tarde',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

describe('a paid order', () => {
  it('sends one receipt with the calendar file and one notice to the owner, even when the capture is repeated 5 times', async () => {
    const browser = shopper(harness, { shippingInfo: shipping, seed: 'recibo' });
    const created = await browser.createOrder(
      [
        { productId: service._id, reservationDate: THURSDAY, reservationTime: '10:00' },
        { productId: product._id, quantity: 1 },
      ],
      { shippingInfo: shipping, ip: '10.50.0.1' },
    );
    expect(created.status).toBe(201);
    const { id, reference } = await body<{ id: string; reference: string }>(created);
    const captures = await Promise.all(Array.from({ length: 5 }, () => browser.capture(id)));
    expect(captures.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await browser.capture(id);

    const receipts = await outboxFor(harness, shipping.email, 'receipt');
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!.mail;
    expect(receipt.subject).toBe(`Tu pedido ${reference} está confirmado`);
    expect(receipt.text).toContain(reference);
    expect(receipt.text).toContain(service.productName);
    expect(receipt.text).toContain('jueves 5 de marzo de 2026, 10:00 a. m. (hora de Colombia)');
    expect(receipt.text).toContain('A domicilio');
    expect(receipt.text).toContain('Calle 10 # 43-20, El Poblado, Medellín');
    expect(receipt.text).toMatch(/Envío: \$\s15\.000/);
    expect(receipt.text).toMatch(/Saldo por pagar en la tienda: \$/);

    const calendar = receipt.attachments.find((file) => file.contentType === 'text/calendar');
    expect(calendar?.filename).toBe(`reserva-${reference}.ics`);
    const ics = calendar!.content.toString('utf8');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('DTSTART:20260305T150000Z');

    const links = linksOf(receipt);
    const receiptLink = new URL(links.find((href) => href.includes('/payment-success'))!);
    expect(receiptLink.searchParams.get('reference')).toBe(reference);
    const access = receiptLink.searchParams.get('access')!;
    // The link's token opens the payment's records, and only it.
    expect((await harness.request(`/api/transactions/${reference}?access=${access}`)).status).toBe(200);
    expect((await harness.request(`/api/transactions/${reference}?access=otro`)).status).toBe(404);
    expect(links.some((href) => href.endsWith(`/mi-reserva?ref=${reference}&access=${access}`))).toBe(true);
    // No remote image but the logo, at the site's own address.
    const images = [...String(receipt.html).matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual(['http://localhost:4321/logo.png']);

    const notices = (await outboxFor(harness, OWNER, 'order-notice')).filter(({ mail }) => mail.subject?.includes(reference));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.mail.replyTo?.text).toBe(shipping.email);
    expect(linksOf(notices[0]!.mail)).toContain(`http://localhost:4321/admin-panel/all-reservas?ref=${reference}`);
    const stored = await harness.deps.store
      .collection('mail')
      .find({ _id: { $in: [`receipt:${reference}`, `order-notice:${reference}`] } });
    expect(stored.map((doc) => doc.state)).toEqual(['sent', 'sent']);
  });
});

describe('accounts and the owner', () => {
  it('welcomes a new account with links to the catalogue and the orders', async () => {
    const response = await harness.request('/api/signup', {
      json: {
        name: 'Camila',
        email: 'camila@correo.co',
        tel: '3005551234',
        password: 'montaña-2026',
        confirmPassword: 'montaña-2026',
        profilePic: pngDataUrl,
        acceptDataPolicy: true,
      },
    });
    expect(response.status).toBe(201);
    const [welcome, ...more] = await outboxFor(harness, 'camila@correo.co', 'welcome');
    expect(more).toHaveLength(0);
    expect(welcome!.mail.subject).toBe('Bienvenido a Tienda Medellín');
    expect(linksOf(welcome!.mail)).toEqual(expect.arrayContaining(['http://localhost:4321/catalogo', 'http://localhost:4321/orders']));
  });

  it('sends each contact message to the owner, answerable to the sender', async () => {
    const form = { name: 'Andrés', email: 'andres@correo.co', subject: 'Horario', message: '¿Abren el festivo?', acceptDataPolicy: true };
    expect((await harness.request('/api/forma', { json: form, ip: '10.60.0.1' })).status).toBe(201);
    const notice = (await outboxFor(harness, OWNER, 'contact')).find(({ mail }) => mail.replyTo?.text === form.email);
    expect(notice?.mail.subject).toBe('Mensaje de contacto: Horario');
    expect(notice?.mail.text).toContain('¿Abren el festivo?');
  });

  it('tells the owner of each phone reservation', async () => {
    const admin = await harness.signInAs('ADMIN');
    const response = await harness.request('/api/reservations/manual', {
      cookie: admin.cookie,
      json: {
        serviceId: service._id,
        reservationDate: THURSDAY,
        reservationTime: '11:00',
        customer: { name: 'Doña Rosa', tel: '3112223344' },
      },
    });
    expect(response.status).toBe(201);
    const { reference } = (await body<{ data: { reference: string } }>(response)).data;
    const notices = (await outboxFor(harness, OWNER, 'phone-reservation')).filter(
      ({ mail }) => mail.subject === `Reserva telefónica ${reference}`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.mail.text).toContain('Doña Rosa');
  });

  it('writes complete messages any mail client opens: an HTML and a text part, from the shop', async () => {
    for (const { mail } of await readOutbox(harness)) {
      expect(mail.from?.value).toEqual([{ name: 'Tienda Medellín', address: 'no-reply@tienda.local' }]);
      expect(String(mail.html)).toContain('<html lang="es">');
      expect(mail.text?.length).toBeGreaterThan(20);
      expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@tienda\.local>$/);
    }
  });
});
