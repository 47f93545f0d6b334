/**
 * "Descargar mis datos": GET /api/profile/export answers a JSON file with the account, its orders,
 * reservations, checkouts, cart and consents — exactly the user's, never another user's nor a
 * guest's who typed the same e-mail — without a password hash, a session or a receipt token, and
 * is limited per user. A person reads it: Spanish keys, statuses in words, dates in Bogotá time and
 * amounts in pesos, each beside its exact value for a program.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../functions/services/accounts/data-export.ts';
import { DATA_POLICY_VERSION } from '../../src/domain/legal/consent.ts';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { formatAppointment } from '../../src/domain/shared/dates.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { bogotaMoment } from '../../src/domain/schedule/schedule.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { pngDataUrl } from '../fixtures/images.ts';
import { bookAppointment, findService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { confirmEmailOf } from './email-confirmation-helpers.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
let product: Product;
let service: Product;

beforeAll(async () => {
  harness = await createHarness();
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 10 && !candidate.category.startsWith('Servicios'))!;
  service = await findService(harness);
});
afterAll(() => harness.close());

const PASSWORD = 'clave-segura-1';

/** Signs up as the sign-up form does (the data policy accepted) and signs in; returns the session cookie. */
async function signUpAndIn(name: string, email: string): Promise<string> {
  const account = {
    name,
    email,
    tel: '3001234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    profilePic: pngDataUrl,
    acceptDataPolicy: true,
  };
  expect((await harness.request('/api/signup', { json: account })).status).toBe(201);
  const signin = await harness.request('/api/signin', { json: { email, password: PASSWORD } });
  return (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Pays one unit of the product; signed in when `cookie` is given. */
async function buy(info: { name: string; email: string }, cookie?: string): Promise<string> {
  const shippingInfo = {
    ...info,
    phone: '3009998877',
    address: 'Carrera 43A # 1-50',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const browser = shopper(harness, { shippingInfo, seed: `export-${info.email}`, ...(cookie ? { cookie } : {}) });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  return (await body<{ reference: string }>(captured)).reference;
}

const exportOf = (cookie: string) => harness.request('/api/profile/export', { cookie });

/** The harness's clock, as the file writes it for a person and for a program. */
const NOW_READABLE = 'miércoles 4 de marzo de 2026, 10:00 a. m.';
const NOW_ISO = '2026-03-04T10:00:00.000-05:00';

/** Checks every `xCOP` and `xISO` field against its readable `x` sibling; counts them. */
function pairedFields(value: unknown, counts = { amounts: 0, dates: 0 }): { amounts: number; dates: number } {
  if (Array.isArray(value)) value.forEach((item) => pairedFields(item, counts));
  else if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const [key, inner] of Object.entries(fields)) {
      if (key.endsWith('COP')) {
        expect(Number.isSafeInteger(inner), key).toBe(true);
        expect(fields[key.slice(0, -3)], key).toBe(formatCop(inner as number).replace(/\s/g, ' '));
        counts.amounts += 1;
      } else if (key.endsWith('ISO')) {
        const readable = fields[key.slice(0, -3)];
        expect(inner, key).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?-05:00$/);
        const { date, time } = bogotaMoment(new Date(inner as string));
        expect(readable, key).toBe(formatAppointment(date, time));
        counts.dates += 1;
      } else pairedFields(inner, counts);
    }
  }
  return counts;
}

describe('GET /api/profile/export', () => {
  it("holds exactly the user's account, orders, reservation, checkouts, cart and consents, and nobody else's", async () => {
    const ana = { name: 'Ana Exporta', email: 'ana.exporta@correo.co' };
    const cookie = await signUpAndIn(ana.name, ana.email);
    // Confirmed: the newsletter subscription of the address is then the account's to see.
    await confirmEmailOf(harness, ana.email);
    const sale = await buy(ana, cookie);
    const booking = await bookAppointment(harness, service, '2026-03-06', '10:00', { cookie });
    expect((await harness.request('/api/addtocart', { cookie, json: { productId: product._id } })).status).toBeLessThan(300);

    // Another customer, and a guest who typed Ana's e-mail: neither belongs in Ana's file.
    const bruno = { name: 'Bruno Ajeno', email: 'bruno.ajeno@correo.co' };
    const otherSale = await buy(bruno, await signUpAndIn(bruno.name, bruno.email));
    const guestSale = await buy({ name: 'Invitado Con Su Correo', email: ana.email });
    // Ana's newsletter subscription (as the footer's form stores it), and Bruno's.
    const subscriptions = harness.deps.store.collection('subscriptions');
    const consent = [{ kind: 'marketing' as const, version: DATA_POLICY_VERSION, acceptedAt: harness.deps.clock() }];
    await subscriptions.insertOne({
      _id: ana.email,
      email: ana.email,
      status: 'pending',
      unsubscribeTokenHash: 'a'.repeat(64),
      confirmTokenHash: 'c'.repeat(64),
      confirmExpiresAt: new Date('2026-03-11T15:00:00Z'),
      consents: consent,
      createdAt: harness.deps.clock(),
    });
    await subscriptions.insertOne({
      _id: bruno.email,
      email: bruno.email,
      unsubscribeTokenHash: 'b'.repeat(64),
      consents: consent,
      createdAt: harness.deps.clock(),
    });

    const response = await exportOf(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="mis-datos-2026-03-04.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    const data = JSON.parse(text) as DataExport;

    // Spanish keys, from the top.
    expect(Object.keys(data)).toEqual([
      'acercaDeEsteArchivo',
      'generadoEl',
      'generadoElISO',
      'cuenta',
      'consentimientos',
      'compras',
      'reservas',
      'pagosIniciados',
      'carrito',
      'bonos',
      'novedadesPorCorreo',
    ]);
    expect(data.generadoEl).toBe(NOW_READABLE);
    expect(data.generadoElISO).toBe(NOW_ISO);
    expect(data.cuenta).toMatchObject({
      nombre: ana.name,
      correo: ana.email,
      telefono: '3001234567',
      rol: 'Cliente',
      estadoDelCorreo: 'Confirmado',
      creadaEl: NOW_READABLE,
      creadaElISO: NOW_ISO,
    });
    expect(data.consentimientos).toEqual([
      { documento: 'Política de tratamiento de datos', version: DATA_POLICY_VERSION, aceptadoEl: NOW_READABLE, aceptadoElISO: NOW_ISO },
    ]);

    // The sale: its status in words, its amounts in pesos with the whole number beside them.
    expect(data.compras.map((record) => record.referencia)).toEqual([sale]);
    const [bought] = data.compras;
    expect(bought).toMatchObject({ estado: 'pagada', medioDePago: 'Pago de prueba', realizadaEl: NOW_READABLE });
    expect(bought!.montos).toMatchObject({
      total: formatCop(product.sellingPrice).replace(/\s/g, ' '),
      totalCOP: product.sellingPrice,
      pagadoCOP: product.sellingPrice,
      saldoPorPagarCOP: 0,
    });
    expect(bought!.lineas[0]).toMatchObject({ tipo: 'Producto', nombre: product.productName, cantidad: 1, totalCOP: product.sellingPrice });
    expect(bought!.entrega).toMatchObject({ metodo: 'Recoges en la tienda', nombre: ana.name, correo: ana.email });

    // The reservation: the appointment in the long form, and exact for a program.
    expect(data.reservas.map((record) => record.referencia)).toEqual([booking.reference]);
    expect(data.reservas[0]!.lineas[0]).toMatchObject({
      tipo: 'Servicio',
      nombre: service.productName,
      cita: 'viernes 6 de marzo de 2026, 10:00 a. m.',
      citaISO: '2026-03-06T10:00:00-05:00',
      estadoDeLaCita: 'reservada',
    });
    expect(new Set(data.pagosIniciados.map((checkout) => checkout.referencia))).toEqual(new Set([sale, booking.reference]));
    expect(data.pagosIniciados.map((checkout) => checkout.estado)).toEqual(['Pagado', 'Pagado']);
    expect(
      data.pagosIniciados.every((checkout) => checkout.consentimientos.some((consent) => consent.documento === 'Términos y condiciones')),
    ).toBe(true);
    expect(data.carrito).toEqual([expect.objectContaining({ productoId: product._id, producto: product.productName, cantidad: 1 })]);
    // Pending until Ana confirms it from her mailbox (double opt-in).
    expect(data.novedadesPorCorreo).toEqual({
      correo: ana.email,
      estado: 'Pendiente de confirmar desde tu correo',
      consentimientos: [expect.objectContaining({ documento: 'Recibir novedades y ofertas por correo' })],
      creadaEl: NOW_READABLE,
      creadaElISO: NOW_ISO,
    });

    // Everywhere in the file: an amount's `…COP` is a whole number and the readable one beside it says the same;
    // a date's `…ISO` is an exact instant and the readable one beside it is its Bogotá time.
    const pairs = pairedFields(data);
    expect(pairs.amounts).toBeGreaterThan(20);
    expect(pairs.dates).toBeGreaterThan(10);

    // Nobody else's data, and no secret of the account or of its receipts.
    for (const foreign of [otherSale, guestSale, bruno.email, bruno.name, 'Invitado Con Su Correo']) expect(text).not.toContain(foreign);
    const stored = (await harness.deps.store.collection('users').findOne({ email: ana.email }))!;
    expect(stored.sessions?.length).toBeGreaterThan(0);
    for (const session of stored.sessions ?? []) expect(text).not.toContain(session.id);
    expect(text).not.toContain(stored.passwordHash);
    const receiptTokens = (await harness.deps.store.collection('transactions').find({ 'user._id': stored._id })).map(
      (record) => record.accessToken,
    );
    for (const token of receiptTokens) expect(text).not.toContain(token);
    for (const secret of [
      'passwordHash',
      'sessions',
      'passwordReset',
      'accessToken',
      'checkoutKeyHash',
      'unsubscribeTokenHash',
      'confirmTokenHash',
    ])
      expect(text).not.toContain(`"${secret}"`);
  });

  it('has no newsletter when the e-mail has no subscription; answers 401 signed out, and 429 with a Spanish message past the hourly limit', async () => {
    expect((await harness.request('/api/profile/export')).status).toBe(401);
    const { cookie } = await harness.signInAs('GENERAL');
    expect((JSON.parse(await (await exportOf(cookie)).text()) as DataExport).novedadesPorCorreo).toBeNull();
    for (let download = 1; download < rateRules.dataExportsPerUser.limit; download++) expect((await exportOf(cookie)).status).toBe(200);
    const refused = await exportOf(cookie);
    expect(refused.status).toBe(429);
    expect((await body(refused)).message).toBe(messages.tooManyDataExports);
    // Another user's downloads are their own.
    expect((await exportOf((await harness.signInAs('GENERAL')).cookie)).status).toBe(200);
  });
});
