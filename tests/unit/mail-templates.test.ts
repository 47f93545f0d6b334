/**
 * The messages' texts, as a customer reads them in a plain-text client, and the links they carry.
 */
import { describe, expect, it } from 'vitest';
import { passwordResetMail, welcomeMail } from '../../src/domain/mail/account-mails.ts';
import { receiptMail, type MailRecord } from '../../src/domain/mail/order-mails.ts';
import { escapeHtml } from '../../src/domain/mail/render.ts';
import { paidInPesos } from '../../src/domain/records/records.ts';

const site = 'https://tienda.example';
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

const homeMassage: MailRecord = {
  reference: 'TM-ABC123',
  kind: 'reserva',
  reservationDetails: [
    {
      kind: 'service',
      productId: 's1',
      productName: 'Masaje a domicilio',
      productImage: '',
      category: 'Servicios-Home',
      description: '',
      brandName: '',
      quantity: 1,
      unitPrice: 180_000,
      lineTotal: 180_000,
      payNow: 36_000,
      reservationDate: '2026-11-25',
      reservationTime: '15:00',
      serviceDuration: 90,
      serviceIntensity: 'media',
    },
  ],
  shippingInfo: {
    name: 'Sara <Gómez>',
    email: 'sara@correo.co',
    phone: '3001234567',
    address: 'Cra 80 # 30-12',
    deliveryTime: '',
    shippingMethod: 'delivery',
    city: 'Medellín',
    neighborhood: 'Belén',
  },
  amounts: { lines: 180_000, payNow: 36_000, shipping: 0, totalNowUsdCents: 900 },
};

describe('mail templates', () => {
  it('the password reset: the link, the hour it lasts, and nothing else to click but the shop', () => {
    const mail = passwordResetMail({ name: 'Sara', resetUrl: `${site}/reset-password?token=abc` }, site);
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.text).toMatchInlineSnapshot(`
      "Restablece tu contraseña

      Hola, Sara:

      Recibimos una solicitud para crear una contraseña nueva para tu cuenta.

      Crear una contraseña nueva: https://tienda.example/reset-password?token=abc

      El enlace vale por una hora y funciona una sola vez. Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.

      --
      Tienda Medellín · Carrera 43A # 1-50, El Poblado, Medellín, Antioquia, Colombia · +57 300 123 4567
      https://tienda.example/"
    `);
    expect(hrefs(mail.html)).toEqual([`${site}/`, `${site}/reset-password?token=abc`]);
  });

  it('the receipt of a home service: at the address, the deposit paid, the balance due at the appointment', () => {
    const mail = receiptMail(
      [homeMassage],
      { receiptUrl: `${site}/payment-success?reference=TM-ABC123&access=t0k`, manageUrl: `${site}/mi-reserva?ref=TM-ABC123&access=t0k` },
      site,
    );
    expect(mail.text).toMatchInlineSnapshot(`
      "Gracias por tu compra

      Hola, Sara <Gómez>:

      Recibimos tu pago. Tu referencia es TM-ABC123.

      Tu pedido
      ---------

      Masaje a domicilio — miércoles 25 de noviembre de 2026, 3:00 p. m. (hora de Colombia): $ 180.000

      Dónde es cada cita
      ------------------

      Masaje a domicilio — miércoles 25 de noviembre de 2026, 3:00 p. m. (hora de Colombia): A domicilio · Cra 80 # 30-12, Belén, Medellín

      Entrega
      -------

      Método: Servicio a domicilio
      Dirección: Cra 80 # 30-12, Belén, Medellín
      Contacto: Sara <Gómez> · 3001234567 · sara@correo.co

      Pago
      ----

      Subtotal: $ 180.000
      Envío: $ 0
      Anticipo de servicios (20 %): $ 36.000
      Pagado ahora: $ 36.000 (US$ 9,00)
      IVA incluido (IVA 19 %): $ 5.748
      Saldo por pagar en la cita: $ 144.000

      Ver el recibo: https://tienda.example/payment-success?reference=TM-ABC123&access=t0k

      Gestionar mi reserva: Masaje a domicilio — miércoles 25 de noviembre de 2026, 3:00 p. m. (hora de Colombia): https://tienda.example/mi-reserva?ref=TM-ABC123&access=t0k

      Adjuntamos el archivo de calendario (.ics) con tus citas.

      --
      Tienda Medellín · Carrera 43A # 1-50, El Poblado, Medellín, Antioquia, Colombia · +57 300 123 4567
      https://tienda.example/"
    `);
    expect(hrefs(mail.html)).toEqual([
      `${site}/`,
      `${site}/payment-success?reference=TM-ABC123&access=t0k`,
      `${site}/mi-reserva?ref=TM-ABC123&access=t0k`,
    ]);
    // What the customer typed is text in the HTML, never markup.
    expect(mail.html).toContain('Sara &lt;Gómez&gt;');
    expect(mail.html).not.toContain('<Gómez>');
  });

  it("a payment Wompi took says what was paid in pesos only; PayPal's keeps its dollars", () => {
    const links = { receiptUrl: `${site}/payment-success?reference=TM-ABC123`, manageUrl: `${site}/mi-reserva?ref=TM-ABC123` };
    const pesos = receiptMail(
      [{ ...homeMassage, payment: { provider: 'wompi', orderId: 'TM-ABC123', captureId: '12345-1-2' } }],
      links,
      site,
    );
    expect(pesos.text).toMatch(/Pagado ahora: \$\s36\.000\n/);
    expect(pesos.text).not.toContain('US$');
    expect(pesos.html).not.toContain('US$');
    const dollars = receiptMail([{ ...homeMassage, payment: { provider: 'paypal', orderId: 'O-1', captureId: 'C-1' } }], links, site);
    expect(dollars.text).toMatch(/Pagado ahora: \$\s36\.000 \(US\$\s9,00\)/);
    // The result page reads the same rule: a record without its payment (older callers) keeps the dollars.
    expect([
      paidInPesos([{ payment: { provider: 'wompi' } }]),
      paidInPesos([{ payment: { provider: 'sandbox' } }]),
      paidInPesos([{}]),
      paidInPesos([]),
    ]).toEqual([true, false, false, false]);
  });

  it('the welcome links to the catalogue and the orders', () => {
    const mail = welcomeMail({ name: 'Sara' }, site);
    expect(hrefs(mail.html)).toEqual([`${site}/`, `${site}/catalogo`, `${site}/orders`]);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
