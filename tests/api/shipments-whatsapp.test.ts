/**
 * A sent sale told by WhatsApp (through a loopback fake of Meta's Graph API): a customer who ticked
 * the box on an order with an appointment and a product gets the `pedido_enviado` template once per
 * guide, with the purchase, the carrier, the guide and the tracking link; one who did not gets none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { FakeWhatsApp } from '../fixtures/whatsapp-fake.ts';
import { shopper } from './checkout-helpers.ts';
import { body, type Harness } from './helpers.ts';
import { plainProduct, setSaleStatus } from './shipment-helpers.ts';
import { FRIDAY, optIn, useWhatsAppShop } from './whatsapp-helpers.ts';

const shop = useWhatsAppShop();
let fake: FakeWhatsApp;
let harness: Harness;
let service: Product;
let product: Product;
let admin: { cookie: string };
beforeAll(async () => {
  ({ fake, harness, service } = shop);
  product = await plainProduct(harness);
  admin = await harness.signInAs('ADMIN');
});

let orders = 0;
/** A paid order of an appointment and a product; its sale's record id. */
async function paidOrder(time: string, shippingInfo: Record<string, unknown>) {
  orders += 1;
  const info = {
    name: 'Valentina Ríos',
    email: `envio-whatsapp${orders}@correo.co`,
    phone: '3001234567',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
    ...shippingInfo,
  };
  const browser = shopper(harness, { shippingInfo: info, seed: `envio-whatsapp-${orders}` });
  const items = [
    { productId: service._id, reservationDate: FRIDAY, reservationTime: time },
    { productId: product._id, quantity: 1 },
  ];
  const created = await browser.createOrder(items, { shippingInfo: info });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status, await captured.clone().text()).toBe(200);
  const { reference } = await body<{ reference: string }>(captured);
  const sale = await harness.deps.store.collection('transactions').findOne({ reference, kind: 'venta' });
  return { reference, saleId: sale!._id };
}

const shippedTemplates = async (reference: string) => {
  await harness.deps.background.settle();
  return fake.messages.filter((message) => message.template === 'pedido_enviado' && message.parameters[0] === reference);
};

describe('the WhatsApp notice of a sent sale', () => {
  it('sends the template once per guide to a customer who ticked the box, with the tracking link', async () => {
    const { reference, saleId } = await paidOrder('11:00', optIn('300 123 4567').shippingInfo);
    const shipment = { carrierId: 'servientrega', guide: '5550001' };
    expect((await setSaleStatus(harness, admin.cookie, saleId, 'enviada', shipment)).status).toBe(200);
    expect((await setSaleStatus(harness, admin.cookie, saleId, 'enviada', shipment)).status).toBe(200);
    const sent = await shippedTemplates(reference);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '573001234567' });
    expect(sent[0]!.parameters).toEqual([
      reference,
      'Servientrega',
      '5550001',
      'https://www.servientrega.com/wps/portal/rastreo-envio/detalle?id=5550001',
    ]);
    const [notice] = await harness.deps.store.collection('whatsappMessages').find({ _id: `whatsapp:shipped:${saleId}:5550001` });
    expect(notice).toMatchObject({ kind: 'shipped', state: 'sent', reference });
  });

  it('sends nothing to a customer who did not tick the box', async () => {
    const { reference, saleId } = await paidOrder('12:00', {});
    expect((await setSaleStatus(harness, admin.cookie, saleId, 'enviada', { carrierId: 'envia', guide: '5550002' })).status).toBe(200);
    expect(await shippedTemplates(reference)).toEqual([]);
  });
});
