/**
 * Discount codes: the owner's CRUD, the cart's check, create-order's pricing with a code, the uses
 * held with the order (given back on cancel and expiry, lost when taken over) and the races.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDiscount } from '../../src/domain/promotions/discounts.ts';
import { formatCop, serviceDeposit } from '../../src/domain/money/money.ts';
import { promotionMessages as text } from '../../src/domain/promotions/messages-promotions.ts';
import type { DiscountCode } from '../../src/domain/promotions/promotion-schemas.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { checkoutConsent, checkoutCookie } from './checkout-helpers.ts';
import { body, createHarness, type Harness, testStoreEngine } from './helpers.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';

let harness: Harness;
let admin: { cookie: string };
let product: Product;
let cheap: Product;
let service: Product;
const THURSDAY = '2026-03-05';
const NOW = new Date('2026-03-04T15:00:00Z');
const cookie = checkoutCookie('codigos');
const pickup = { name: 'Laura Gómez', email: 'laura@correo.co', phone: '3104567890', address: '', shippingMethod: 'pickup' };
const delivery = {
  ...pickup,
  address: 'Calle 10 # 43-20',
  deliveryTime: 'Tarde',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};
const POBLADO_FEE = 15_000;
let buyers = 0;

beforeAll(async () => {
  harness = await createHarness({ now: NOW });
  admin = await harness.signInAs('ADMIN');
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  const products = all.filter((p) => !p.category.startsWith('Servicios') && p.stock >= 5).sort((a, b) => b.sellingPrice - a.sellingPrice);
  product = products[0]!;
  cheap = products[products.length - 1]!;
  service = all.find((p) => p.category === 'Servicios' && p.stock > 0)!;
  for (const item of [product, cheap])
    await harness.deps.store.collection('products').updateOne({ _id: item._id }, { $set: { stock: 500 } });
});
afterAll(() => harness.close());
beforeEach(() => harness.setNow(NOW));

const newCode = (json: Record<string, unknown>) => harness.request('/api/admin/discount-codes', { cookie: admin.cookie, json });
async function code(json: Record<string, unknown>): Promise<DiscountCode> {
  const response = await newCode(json);
  expect(response.status).toBe(201);
  return (await body<{ data: DiscountCode }>(response)).data;
}
const check = (codeText: string, items: unknown[], ip = '10.9.0.1') =>
  harness.request('/api/discount-codes/check', { json: { code: codeText, items }, ip });

/** A create-order from its own address and e-mail (unless told), with the code. */
function order(
  items: unknown[],
  discountCode: string | undefined,
  options: { shippingInfo?: object; email?: string; userCookie?: string } = {},
) {
  buyers += 1;
  const email = options.email ?? `cliente${buyers}@correo.co`;
  return harness.request('/api/payment/create-order', {
    json: {
      items,
      shippingInfo: { ...(options.shippingInfo ?? pickup), email },
      ...checkoutConsent,
      ...(discountCode ? { discountCode } : {}),
    },
    cookie: [options.userCookie, cookie].filter(Boolean).join('; '),
    ip: `10.20.${(buyers >> 8) & 255}.${buyers & 255}`,
  });
}
const capture = (orderID: string) => harness.request('/api/payment/capture-order', { json: { orderID }, cookie });
const cancel = (orderID: string) => harness.request('/api/payment/cancel-payment', { json: { orderID }, cookie });
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;
interface Created {
  id: string;
  reference: string;
  amount: { cop: number };
}

describe('the owner manages codes', () => {
  it('creates, lists, changes and deletes a code; codes are unique ignoring case and accents', async () => {
    const created = await code({ code: 'Otoño-10', kind: 'percent', value: 10 });
    expect(created).toMatchObject({ code: 'Otoño-10', appliesTo: 'all', minSubtotal: 0, maxUses: null, active: true, paidUses: 0 });
    const again = await newCode({ code: 'OTONO-10', kind: 'fixed', value: 5000 });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(text.codeExists);

    const listed = (await body<{ data: DiscountCode[] }>(await harness.request('/api/admin/discount-codes', { cookie: admin.cookie })))
      .data;
    expect(listed.map((item) => item.code)).toContain('Otoño-10');

    const off = await harness.request(`/api/admin/discount-codes/${created._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await body<{ data: DiscountCode }>(off)).data.active).toBe(false);
    const badValue = await harness.request(`/api/admin/discount-codes/${created._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { value: 120 },
    });
    expect(badValue.status).toBe(400);
    expect(await messageOf(badValue)).toBe(text.codePercentInvalid);

    const removed = await harness.request(`/api/admin/discount-codes/${created._id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(removed.status).toBe(200);
    const gone = await harness.request(`/api/admin/discount-codes/${created._id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(gone.status).toBe(404);
  });

  it('refuses bad values with a Spanish message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'PORCIENTO', kind: 'percent', value: 0 }, text.codePercentInvalid],
      [{ code: 'PORCIENTO', kind: 'percent', value: 101 }, text.codePercentInvalid],
      [{ code: 'FIJO', kind: 'fixed', value: 10.5 }, text.codeAmountInvalid],
      [{ code: 'FIJO', kind: 'fixed', value: 0 }, text.codeFixedInvalid],
      [{ code: 'con espacio', kind: 'fixed', value: 1000 }, text.codeInvalid],
      [{ code: 'FECHAS', kind: 'fixed', value: 1000, startsAt: '2026-03-10', endsAt: '2026-03-01' }, text.codeDatesInvalid],
      [{ code: 'USOS', kind: 'fixed', value: 1000, maxUses: 0 }, text.codeUsesInvalid],
      [{ code: 'ALCANCE', kind: 'fixed', value: 1000, appliesTo: 'envios' }, text.codeScopeInvalid],
    ];
    for (const [json, message] of cases) {
      const response = await newCode(json);
      expect(response.status, message).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });
});

describe('POST /api/discount-codes/check', () => {
  it('previews the discount, and says why a code cannot be used', async () => {
    await code({ code: 'VEINTE', kind: 'percent', value: 20 });
    await code({ code: 'APAGADO', kind: 'percent', value: 20, active: false });
    await code({ code: 'VENCIDO', kind: 'percent', value: 20, endsAt: '2026-03-03' });
    await code({ code: 'FUTURO', kind: 'percent', value: 20, startsAt: '2026-03-05' });
    await code({ code: 'SOLOSERVICIOS', kind: 'percent', value: 20, appliesTo: 'services' });
    await code({ code: 'MINIMO', kind: 'fixed', value: 1000, minSubtotal: 100_000_000 });
    const items = [{ productId: product._id, quantity: 2 }];

    const preview = await check('veinte', items);
    expect(preview.status).toBe(200);
    const data = (await body<{ data: { code: string; discount: number; lineDiscounts: number[] } }>(preview)).data;
    expect(data.code).toBe('VEINTE');
    expect(data.discount).toBe(Math.floor((product.sellingPrice * 2 * 20 + 50) / 100));

    const refusals: [string, string][] = [
      ['NOEXISTE', text.codeUnknown],
      ['APAGADO', text.codeInactive],
      ['VENCIDO', text.codeExpired('2026-03-03')],
      ['FUTURO', text.codeNotYet('2026-03-05')],
      ['SOLOSERVICIOS', text.codeNotApplicable('services')],
      ['MINIMO', text.codeBelowMinimum(formatCop(100_000_000))],
    ];
    for (const [typed, message] of refusals) {
      const response = await check(typed, items);
      expect(response.status, typed).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });
});

describe('create-order with a code', () => {
  mongoOnlyOnFerret(testStoreEngine(), 'statsPipelines')(
    'takes the discount off the covered lines, a service pays 20 % of its discounted price, shipping untouched',
    async () => {
      await code({ code: 'DIEZ', kind: 'percent', value: 10 });
      const response = await order(
        [
          { productId: product._id, quantity: 1 },
          { productId: service._id, reservationDate: THURSDAY, reservationTime: '10:00' },
        ],
        'diez',
        { shippingInfo: delivery },
      );
      expect(response.status).toBe(201);
      const created = await body<Created>(response);
      const productNet = product.sellingPrice - Math.floor((product.sellingPrice * 10 + 50) / 100);
      const serviceNet = service.sellingPrice - Math.floor((service.sellingPrice * 10 + 50) / 100);
      expect(created.amount.cop).toBe(productNet + serviceDeposit(serviceNet) + POBLADO_FEE);

      expect((await capture(created.id)).status).toBe(200);
      const records = await harness.deps.store.collection('transactions').find({ reference: created.reference }, { sort: { kind: 1 } });
      const [reserva, venta] = records;
      expect(reserva?.amounts).toMatchObject({ discountCode: 'DIEZ', discount: service.sellingPrice - serviceNet, lines: serviceNet });
      expect(reserva?.reservationDetails[0]).toMatchObject({
        unitPrice: service.sellingPrice,
        lineTotal: serviceNet,
        payNow: serviceDeposit(serviceNet),
      });
      expect(venta?.amounts).toMatchObject({ discountCode: 'DIEZ', discount: product.sellingPrice - productNet, shipping: POBLADO_FEE });

      // The receipt, the owner's CSV and the dashboard say it too.
      await harness.deps.background.settle();
      const receipt = await harness.deps.store.collection('mail').findOne({ _id: `receipt:${created.reference}` });
      expect(receipt?.text).toContain(`${text.discountLine('DIEZ')}`);
      expect(receipt?.text).toContain(formatDiscount(product.sellingPrice - productNet + service.sellingPrice - serviceNet));
      const csv = await (await harness.request('/api/transactions/export.csv?type=ventas', { cookie: admin.cookie })).text();
      const row = csv.split('\r\n').find((line) => line.startsWith(`"${created.reference}"`));
      // Read by the header's names: more columns (the invoice's) come after the discount's two.
      const codeAt = csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .split(';')
        .indexOf('"Código de descuento"');
      expect(row?.split(';').slice(codeAt, codeAt + 2)).toEqual(['"DIEZ"', String(product.sellingPrice - productNet)]);
      const stats = await body<{ data: { totals: { discounts: number } } }>(
        await harness.request('/api/admin/stats?from=2026-03-04&to=2026-03-04', { cookie: admin.cookie }),
      );
      expect(stats.data.totals.discounts).toBeGreaterThanOrEqual(product.sellingPrice - productNet + service.sellingPrice - serviceNet);
    },
  );

  it('never goes below zero and leaves the shipping fee as it is', async () => {
    await code({ code: 'REGALO', kind: 'fixed', value: 100_000_000, appliesTo: 'products' });
    const created = await body<Created>(await order([{ productId: cheap._id, quantity: 2 }], 'REGALO', { shippingInfo: delivery }));
    expect(created.amount.cop).toBe(POBLADO_FEE);
    const stored = await harness.deps.store.collection('paymentOrders').findOne({ reference: created.reference });
    expect(stored?.lines[0]).toMatchObject({ lineTotal: 0, payNow: 0, discount: cheap.sellingPrice * 2 });
    expect(stored?.amounts).toMatchObject({ discount: cheap.sellingPrice * 2, shipping: POBLADO_FEE, subtotal: 0 });
  });

  it('settles an order a code leaves at nothing to pay without asking any provider', async () => {
    await code({ code: 'CORTESIA', kind: 'percent', value: 100, appliesTo: 'products' });
    const response = await order([{ productId: cheap._id, quantity: 1 }], 'CORTESIA');
    expect(response.status).toBe(201);
    const created = await body<Created & { data: { providerOrderId: string } }>(response);
    expect(created.amount.cop).toBe(0);
    expect(created.data.providerOrderId).toBe(created.reference);
    const captured = await capture(created.id);
    expect(captured.status).toBe(200);
    const [sale] = await harness.deps.store.collection('transactions').find({ reference: created.reference });
    expect(sale?.amounts).toMatchObject({ payNow: 0, discount: cheap.sellingPrice, discountCode: 'CORTESIA' });
    expect(sale?.status).toBe('pagada');
  });

  it('refuses an order with a code it cannot use, never charging it silently at full price', async () => {
    const unknown = await order([{ productId: product._id, quantity: 1 }], 'NOEXISTE');
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe(text.codeUnknown);
    await code({ code: 'SERVI', kind: 'percent', value: 15, appliesTo: 'services' });
    const notApplicable = await order([{ productId: product._id, quantity: 1 }], 'SERVI');
    expect(await messageOf(notApplicable)).toBe(text.codeNotApplicable('services'));
  });
});

describe('uses are held with the order', () => {
  it('a cancelled order gives its use back', async () => {
    await code({ code: 'UNAVEZ', kind: 'fixed', value: 1000, maxUses: 1 });
    const first = await body<Created>(await order([{ productId: cheap._id, quantity: 1 }], 'UNAVEZ'));
    const second = await order([{ productId: cheap._id, quantity: 1 }], 'UNAVEZ');
    expect(second.status).toBe(400);
    expect(await messageOf(second)).toBe(text.codeUsedUp);
    expect((await cancel(first.id)).status).toBe(200);
    const third = await order([{ productId: cheap._id, quantity: 1 }], 'UNAVEZ');
    expect(third.status).toBe(201);
  });

  it('an expired hold is taken over, and the late capture fails without keeping the use', async () => {
    await code({ code: 'EXPIRA', kind: 'fixed', value: 1000, maxUses: 1 });
    const late = await body<Created>(await order([{ productId: cheap._id, quantity: 1 }], 'EXPIRA'));
    harness.setNow(new Date(NOW.getTime() + 16 * 60_000));
    const next = await body<Created>(await order([{ productId: cheap._id, quantity: 1 }], 'EXPIRA'));
    const lost = await capture(late.id);
    expect(lost.status).toBe(409);
    expect(await messageOf(lost)).toBe(text.codeLostDuringPayment);
    expect((await capture(next.id)).status).toBe(200);
    const listed = (await body<{ data: DiscountCode[] }>(await harness.request('/api/admin/discount-codes', { cookie: admin.cookie })))
      .data;
    expect(listed.find((item) => item.code === 'EXPIRA')).toMatchObject({ paidUses: 1, discountGiven: 1000 });
  });

  it('a code good for 3 uses is paid with at most 3 times by 20 parallel create-orders and captures', async () => {
    await code({ code: 'TRES', kind: 'percent', value: 5, maxUses: 3 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const created = await order([{ productId: cheap._id, quantity: 1 }], 'TRES');
        if (created.status !== 201) return { created: created.status, message: await messageOf(created), captured: 0 };
        return { created: 201, message: '', captured: (await capture((await body<Created>(created)).id)).status };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.captured === 200)).toHaveLength(3);
    const refused = outcomes.filter((outcome) => outcome.created === 400);
    expect(refused).toHaveLength(17);
    expect(new Set(refused.map((outcome) => outcome.message))).toEqual(new Set([text.codeUsedUp]));
    const paid = await harness.deps.store.collection('paymentOrders').countDocuments({ 'discount.code': 'TRES', status: 'COMPLETED' });
    expect(paid).toBe(3);
  });

  it('a customer limit holds per account and per e-mail, in parallel too', async () => {
    await code({ code: 'BIENVENIDA', kind: 'percent', value: 10, maxUsesPerCustomer: 1 });
    const buyer = await harness.signInAs('GENERAL');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        order([{ productId: cheap._id, quantity: 1 }], 'BIENVENIDA', { userCookie: buyer.cookie, email: `otra${index}@correo.co` }),
      ),
    );
    expect(attempts.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = attempts.find((response) => response.status === 400)!;
    expect(await messageOf(refused)).toBe(text.codeUsedUpByCustomer);

    const sameEmail = await Promise.all(
      Array.from({ length: 10 }, () => order([{ productId: cheap._id, quantity: 1 }], 'BIENVENIDA', { email: 'unica@correo.co' })),
    );
    expect(sameEmail.filter((response) => response.status === 201)).toHaveLength(1);
  });
});
