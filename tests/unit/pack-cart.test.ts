/**
 * "Usar mi bono" in the cart: which appointments the customer's credits pay, which boxes are
 * offered, how many sessions each service has left, and what create-order is sent.
 */
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  addReservation,
  cartShippingNeeds,
  emptyCart,
  hasPack,
  hasProducts,
  reservationKey,
  type ReservationLine,
} from '../../src/domain/cart/cart.ts';
import { decodeCart } from '../../src/domain/cart/cart-storage.ts';
import { toCardProduct } from '../../src/domain/catalogue/catalogue.ts';
import { checkoutItems } from '../../src/domain/checkout/checkout.ts';
import { receiptMail, type MailRecord } from '../../src/domain/mail/order-mails.ts';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import { creditChoices, type CreditCandidate } from '../../src/domain/promotions/pack-cart.ts';
import { coverableAppointments, type PackCredit } from '../../src/domain/promotions/packs.ts';

const TAN = 'a'.repeat(24);
const MASSAGE = 'b'.repeat(24);

function pack(id: string, serviceIds: string[], remaining: number, lastDay: string, extra: Partial<PackCredit> = {}): PackCredit {
  return {
    _id: id,
    packName: `Bono ${id}`,
    productId: 'c'.repeat(24),
    serviceIds,
    serviceNames: [],
    total: 10,
    used: 10 - remaining,
    held: 0,
    remaining,
    expiresAt: `${lastDay}T05:00:00.000Z`,
    lastDay,
    expired: false,
    reference: `TM-${id}`,
    purchasedAt: '2026-11-01T15:00:00.000Z',
    ...extra,
  };
}

const appointment = (serviceId: string, ticked: boolean, date = '2026-12-01'): CreditCandidate => ({ serviceId, date, ticked });

describe('creditChoices', () => {
  it('offers the box on a covered appointment and pays it once ticked, with the sessions left after it', () => {
    const packs = [pack('p1', [TAN], 3, '2027-01-31')];
    expect(creditChoices(packs, [appointment(TAN, false), appointment(MASSAGE, false)])).toEqual([
      { offered: true, useCredit: false, left: 3 },
      { offered: false, useCredit: false, left: 0 },
    ]);
    expect(creditChoices(packs, [appointment(TAN, true)])).toEqual([{ offered: true, useCredit: true, left: 2 }]);
  });

  it('never promises one credit to two appointments: the ticked one keeps it, the other loses its box', () => {
    const packs = [pack('p1', [TAN], 1, '2027-01-31')];
    expect(creditChoices(packs, [appointment(TAN, false), appointment(TAN, true)])).toEqual([
      { offered: false, useCredit: false, left: 0 },
      { offered: true, useCredit: true, left: 0 },
    ]);
    // Both ticked: the first in the cart is paid, the second pays as usual.
    expect(creditChoices(packs, [appointment(TAN, true), appointment(TAN, true)]).map((choice) => choice.useCredit)).toEqual([true, false]);
  });

  it('spends the soonest-expiring pack first, as coverableAppointments does, so a pack of two services still pays both', () => {
    const packs = [pack('both', [TAN, MASSAGE], 1, '2027-03-01'), pack('tan', [TAN], 1, '2027-01-01')];
    const ticked = [appointment(TAN, true), appointment(MASSAGE, true)];
    const choices = creditChoices(packs, ticked);
    expect(choices.map((choice) => choice.useCredit)).toEqual([true, true]);
    expect(choices.map((choice) => choice.useCredit)).toEqual(coverableAppointments(packs, [TAN, MASSAGE]));
    expect(choices.map((choice) => choice.left)).toEqual([0, 0]);
  });

  it('leaves out expired and used-up packs, and a pack that ends before the appointment', () => {
    const packs = [
      pack('old', [TAN], 4, '2026-10-01', { expired: true, remaining: 0 }),
      pack('spent', [TAN], 0, '2027-01-31'),
      pack('short', [MASSAGE], 2, '2026-11-30'),
    ];
    expect(creditChoices(packs, [appointment(TAN, true), appointment(MASSAGE, true, '2026-12-01')])).toEqual([
      { offered: false, useCredit: false, left: 0 },
      { offered: false, useCredit: false, left: 2 },
    ]);
    expect(creditChoices(packs, [appointment(MASSAGE, true, '2026-11-30')])[0]).toEqual({ offered: true, useCredit: true, left: 1 });
  });

  it('without packs (a guest) nothing is offered', () => {
    expect(creditChoices([], [appointment(TAN, true)])).toEqual([{ offered: false, useCredit: false, left: 0 }]);
  });
});

const tanning = {
  productName: 'Bronceado',
  productImage: '',
  category: 'Servicios',
  description: '',
  reservationDate: '2026-12-01',
  reservationTime: '10:00',
  serviceDuration: 30,
  serviceIntensity: 'ligero' as const,
  totalPrice: 75_000,
};

describe('the cart and create-order with packs', () => {
  it('sends useCredit only on the appointments a credit pays', () => {
    let cart = addReservation(emptyCart, TAN, tanning);
    cart = addReservation(cart, TAN, { ...tanning, reservationTime: '11:00' });
    const first = cart.items[0] as ReservationLine;
    expect(checkoutItems(cart, new Set([reservationKey(first)]))).toEqual([
      { productId: TAN, reservationDate: '2026-12-01', reservationTime: '10:00', useCredit: true },
      { productId: TAN, reservationDate: '2026-12-01', reservationTime: '11:00' },
    ]);
  });

  it('knows a pack line, and keeps the mark in the stored cart', () => {
    const snapshot = { productName: 'Bono 10 sesiones', productImage: '', category: 'Productos', sellingPrice: 300_000, stock: 50 };
    const id = 'd'.repeat(24);
    expect(hasPack(addProduct(emptyCart, id, snapshot))).toBe(false);
    expect(hasPack(decodeCart(JSON.stringify(addProduct(emptyCart, id, snapshot))))).toBe(false);
    const cart = addProduct(emptyCart, id, { ...snapshot, isPack: true });
    expect(hasPack(cart)).toBe(true);
    expect(hasPack(decodeCart(JSON.stringify(cart)))).toBe(true);
    // A pack travels nowhere: a cart of packs alone asks no address and shows no fee, as the server charges none.
    expect(hasProducts(cart)).toBe(false);
    expect(cartShippingNeeds(cart).needsAddress).toBe(false);
    expect(hasProducts(addProduct(cart, 'e'.repeat(24), snapshot))).toBe(true);
  });

  it('a pack product card carries what it gives', () => {
    const product = {
      _id: 'p1',
      productName: 'Bono',
      brandName: 'Tienda',
      category: 'Productos',
      productImage: ['/a.svg', '/b.svg'],
      price: 300_000,
      sellingPrice: 300_000,
      stock: 5,
    };
    expect(toCardProduct(product).pack).toBeUndefined();
    const card = toCardProduct({ ...product, packSessions: 10, packServiceIds: [TAN], packValidityDays: 90 });
    expect(card.pack).toEqual({ sessions: 10, serviceIds: [TAN], validityDays: 90 });
    expect(toCardProduct(card).pack).toEqual(card.pack);
  });
});

describe('the receipt of an appointment a pack paid', () => {
  it('says the pack instead of a price', () => {
    const record: MailRecord = {
      reference: 'TM-ABC123',
      kind: 'reserva',
      reservationDetails: [
        {
          kind: 'service',
          productId: TAN,
          productName: 'Bronceado',
          productImage: '',
          category: 'Servicios',
          description: '',
          brandName: '',
          quantity: 1,
          unitPrice: 0,
          lineTotal: 0,
          payNow: 0,
          paidWithCredit: { creditId: 'c1', packId: 'k1', packName: 'Bono 10 sesiones', value: 75_000 },
          reservationDate: '2026-12-01',
          reservationTime: '10:00',
          serviceDuration: 30,
          serviceIntensity: 'ligero',
        },
      ],
      shippingInfo: {
        name: 'Sara',
        email: 'sara@correo.co',
        phone: '3001234567',
        address: '',
        deliveryTime: '',
        shippingMethod: 'pickup',
        city: 'Medellín',
        neighborhood: '',
      },
      amounts: { lines: 0, payNow: 0, shipping: 0, totalNowUsdCents: 0 },
    };
    const mail = receiptMail(
      [record],
      { receiptUrl: 'https://tienda.example/r', manageUrl: 'https://tienda.example/m' },
      'https://tienda.example',
    );
    expect(mail.text).toContain(packMessages.paidWithCredit('Bono 10 sesiones'));
  });
});
