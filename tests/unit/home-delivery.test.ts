/**
 * The rules of a home service: it needs the address (as products do), offers no pickup, pays no
 * delivery fee of its own, and its record says it goes to the address and is paid off at the
 * appointment. A payment's receipt adds up from its records.
 */
import { describe, expect, it } from 'vitest';
import { addProduct, addReservation, cartShippingNeeds, emptyCart } from '../../src/domain/cart/cart.ts';
import { isHomeServiceCategory } from '../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { copToUsdCents } from '../../src/domain/money/money.ts';
import { paymentFigures } from '../../src/domain/money/payment-figures.ts';
import { balancePaidAt, goesToAddress, type PublicRecord, type RecordLine } from '../../src/domain/records/records.ts';
import { homeVisitPlaceRefusal, needsAddress, shippingFee, shippingNeeds } from '../../src/domain/shipping/shipping.ts';

const product = { kind: 'product', category: 'Camisetas' } as const;
const atShop = { kind: 'service', category: 'Servicios' } as const;
const atHome = { kind: 'service', category: 'Servicios-Home' } as const;
const rates = [
  { city: 'Medellín', default: 12_000, neighborhoods: { 'El Poblado': 15_000 } },
  { city: 'Bello', default: 16_000, neighborhoods: {} },
];

describe('needsAddress', () => {
  it('asks for the address when products travel or a home service visits', () => {
    expect(isHomeServiceCategory('Servicios-Home')).toBe(true);
    expect(isHomeServiceCategory('Servicios')).toBe(false);
    expect(needsAddress([product])).toBe(true);
    expect(needsAddress([atHome])).toBe(true);
    expect(needsAddress([atShop])).toBe(false);
    expect(needsAddress([])).toBe(false);
    expect(shippingNeeds([atShop, atHome])).toEqual({ needsAddress: true, homeVisit: true });
    expect(shippingNeeds([product, atShop])).toEqual({ needsAddress: true, homeVisit: false });
  });

  it('reads a cart’s products and reservations', () => {
    const details = {
      productName: 'Masaje a domicilio',
      productImage: '',
      description: '',
      reservationDate: '2026-03-05',
      reservationTime: '10:00',
      serviceDuration: 120,
      serviceIntensity: '' as const,
      totalPrice: 250_000,
    };
    const home = addReservation(emptyCart, 'a'.repeat(24), { ...details, category: 'Servicios-Home' });
    const shop = addReservation(emptyCart, 'b'.repeat(24), { ...details, category: 'Servicios' });
    expect(cartShippingNeeds(home)).toEqual({ needsAddress: true, homeVisit: true });
    expect(cartShippingNeeds(shop)).toEqual({ needsAddress: false, homeVisit: false });
    const withProduct = addProduct(shop, 'c'.repeat(24), {
      productName: 'Gorra',
      productImage: '',
      category: 'Gorras',
      sellingPrice: 50_000,
      stock: 3,
    });
    expect(cartShippingNeeds(withProduct)).toEqual({ needsAddress: true, homeVisit: false });
  });

  it('charges no delivery fee for a home visit alone', () => {
    expect(shippingFee(rates, { shippingMethod: 'delivery', city: 'Medellín', neighborhood: 'El Poblado' }, false)).toBe(0);
  });
});

describe('homeVisitPlaceRefusal', () => {
  it('wants a city of the list and, when it lists them, a neighbourhood: listed or typed', () => {
    expect(homeVisitPlaceRefusal(rates, { city: 'Medellín', neighborhood: 'El Poblado' })).toBeNull();
    expect(homeVisitPlaceRefusal(rates, { city: 'Bello', neighborhood: '' })).toBeNull();
    expect(homeVisitPlaceRefusal(rates, { city: 'Medellín', neighborhood: '' })).toEqual({
      field: 'neighborhood',
      message: messages.homeServiceNeighborhoodRequired,
    });
    expect(homeVisitPlaceRefusal(rates, { city: 'Medellín', neighborhood: '  ' })?.field).toBe('neighborhood');
    // A neighbourhood the list lacks is typed, and accepted: a home visit costs the same everywhere.
    expect(homeVisitPlaceRefusal(rates, { city: 'Medellín', neighborhood: 'Laureles' })).toBeNull();
    expect(homeVisitPlaceRefusal(rates, { city: 'Medellín', neighborhood: 'constructor' })).toBeNull();
    expect(homeVisitPlaceRefusal(rates, { city: 'Cali', neighborhood: '' })).toEqual({
      field: 'city',
      message: messages.homeServiceCityNotServed,
    });
  });
});

const line = (kind: 'product' | 'service', category: string, lineTotal: number, payNow: number): RecordLine => ({
  kind,
  category,
  lineTotal,
  payNow,
  productId: 'x',
  productName: 'x',
  productImage: '',
  description: '',
  brandName: '',
  quantity: 1,
  unitPrice: lineTotal,
});
const shipping = (shippingMethod: 'delivery' | 'pickup') => ({
  name: 'A',
  email: 'a@b.co',
  phone: '300',
  address: 'Calle 1',
  deliveryTime: '',
  shippingMethod,
  city: 'Medellín',
  neighborhood: 'El Poblado',
});

describe('a record’s delivery', () => {
  it('goes to the address for a delivered sale or a home service, not for a reservation at the shop', () => {
    expect(
      goesToAddress({ kind: 'venta', reservationDetails: [line('product', 'Gorras', 1, 1)], shippingInfo: shipping('delivery') }),
    ).toBe(true);
    expect(
      goesToAddress({ kind: 'reserva', reservationDetails: [line('service', 'Servicios-Home', 1, 0)], shippingInfo: shipping('delivery') }),
    ).toBe(true);
    expect(
      goesToAddress({ kind: 'reserva', reservationDetails: [line('service', 'Servicios', 1, 0)], shippingInfo: shipping('delivery') }),
    ).toBe(false);
    expect(goesToAddress({ kind: 'venta', reservationDetails: [line('product', 'Gorras', 1, 1)], shippingInfo: shipping('pickup') })).toBe(
      false,
    );
  });

  it('pays a home service’s balance at the appointment, a shop service’s at the shop', () => {
    expect(balancePaidAt({ reservationDetails: [line('service', 'Servicios-Home', 1, 0)] })).toBe('appointment');
    expect(balancePaidAt({ reservationDetails: [line('service', 'Servicios', 1, 0)] })).toBe('shop');
  });
});

describe('paymentFigures of a payment', () => {
  it('adds the records up: lines, fee, deposits, paid now (and its US cents) and what is left', () => {
    const amounts = (lines: number, payNow: number, fee: number): PublicRecord['amounts'] => ({
      lines,
      payNow,
      shipping: fee,
      totalNowUsdCents: 8_434,
    });
    const totals = paymentFigures([
      { reservationDetails: [line('service', 'Servicios', 100_000, 20_000)], amounts: amounts(100_000, 20_000, 0) },
      { reservationDetails: [line('product', 'Gorras', 302_360, 302_360)], amounts: amounts(302_360, 317_360, 15_000) },
    ]);
    expect(totals).toEqual({
      lines: 402_360,
      shipping: 15_000,
      total: 417_360,
      deposits: 20_000,
      charged: 337_360,
      chargedUsdCents: 8_434,
      refunded: 0,
      refundPending: 0,
      paid: 337_360,
      balance: 80_000,
    });
    expect(copToUsdCents(totals.charged)).toBe(totals.chargedUsdCents);
  });
});
