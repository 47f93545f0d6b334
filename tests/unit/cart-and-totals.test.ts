import { describe, expect, it } from 'vitest';
import {
  addProduct,
  addReservation,
  cartCount,
  clearCart,
  emptyCart,
  hasProducts,
  pricedLines,
  removeProduct,
  replaceProductLines,
  setQuantity,
  setShippingInfo,
  type ReservationDetails,
} from '../../src/domain/cart/cart.ts';
import { computeTotals } from '../../src/domain/money/money.ts';
import { shippingFee } from '../../src/domain/shipping/shipping.ts';

const mouse = { productName: 'Mouse', productImage: '/m.svg', category: 'Componentes', sellingPrice: 50_000, stock: 3 };
const tan: ReservationDetails = {
  productName: 'Bronceado',
  productImage: '/b.svg',
  category: 'Servicios',
  description: 'Sesión',
  reservationDate: '2026-03-05',
  reservationTime: '10:00',
  serviceDuration: 45,
  serviceIntensity: 'medio',
  totalPrice: 150_000,
};

describe('cart operations', () => {
  it('raises the quantity of a product added twice, never past the stock', () => {
    let cart = addProduct(emptyCart, 'p1', mouse);
    cart = addProduct(cart, 'p1', mouse, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
    cart = addProduct(cart, 'p1', mouse, 5);
    expect(cart.items[0]?.quantity).toBe(3);
  });

  it('keeps quantities between 1 and the stock', () => {
    const cart = addProduct(emptyCart, 'p1', mouse);
    expect(setQuantity(cart, 'p1', 0).items[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 'p1', 99).items[0]?.quantity).toBe(3);
    expect(setQuantity(cart, 'p1', Number.NaN).items[0]?.quantity).toBe(1);
  });

  it('adds a reservation once per service and hour', () => {
    let cart = addReservation(emptyCart, 's1', tan);
    cart = addReservation(cart, 's1', tan);
    expect(cart.items).toHaveLength(1);
    cart = addReservation(cart, 's1', { ...tan, reservationTime: '11:00' });
    expect(cart.items).toHaveLength(2);
    expect(hasProducts(cart)).toBe(false);
  });

  it('replaces product lines from the server and keeps reservations', () => {
    let cart = addReservation(addProduct(emptyCart, 'p1', mouse), 's1', tan);
    cart = replaceProductLines(cart, [{ productId: 'p2', quantity: 2, productDetails: mouse }]);
    expect(cart.items.map((item) => item.productId)).toEqual(['p2', 's1']);
    expect(cartCount(cart)).toBe(3);
    expect(cartCount(removeProduct(cart, 'p2'))).toBe(1);
  });

  it('clears the shipping info with the cart', () => {
    const shipping = {
      name: 'Ana',
      email: 'ana@correo.co',
      phone: '3001234567',
      address: 'Calle 10',
      deliveryTime: '',
      shippingMethod: 'delivery' as const,
      city: 'Medellín',
      neighborhood: 'Laureles',
    };
    const cart = setShippingInfo(addProduct(emptyCart, 'p1', mouse), shipping);
    expect(cart.shippingInfo?.city).toBe('Medellín');
    expect(clearCart()).toEqual({ items: [], shippingInfo: null });
  });
});

describe('shipping fee', () => {
  const rates = [
    { city: 'Medellín', default: 12_000, neighborhoods: { 'El Poblado': 15_000, Laureles: 10_000 } },
    { city: 'Bello', default: 16_000, neighborhoods: {} },
  ];
  const delivery = (city: string, neighborhood = '') => ({ shippingMethod: 'delivery' as const, city, neighborhood });

  it('charges the neighbourhood fee, else the city default', () => {
    expect(shippingFee(rates, delivery('Medellín', 'El Poblado'), true)).toBe(15_000);
    expect(shippingFee(rates, delivery('Medellín'), true)).toBe(12_000);
    expect(shippingFee(rates, delivery('Medellín', 'Desconocido'), true)).toBe(12_000);
    expect(shippingFee(rates, delivery('Bello'), true)).toBe(16_000);
  });

  it('charges nothing for pickup, an unknown city or a cart of services', () => {
    expect(shippingFee(rates, { shippingMethod: 'pickup', city: 'Medellín', neighborhood: '' }, true)).toBe(0);
    expect(shippingFee(rates, delivery('Cali'), true)).toBe(0);
    expect(shippingFee(rates, delivery('Medellín', 'El Poblado'), false)).toBe(0);
    expect(shippingFee(rates, null, true)).toBe(0);
  });
});

describe('totals', () => {
  it('charges products in full and services a 20% deposit, plus shipping, in COP and USD', () => {
    let cart = addProduct(emptyCart, 'p1', mouse, 2);
    cart = addReservation(cart, 's1', tan);
    const totals = computeTotals(pricedLines(cart), 10_000);
    expect(totals.lines).toEqual([
      { lineTotal: 100_000, payNow: 100_000 },
      { lineTotal: 150_000, payNow: 30_000 },
    ]);
    expect(totals.subtotal).toBe(250_000);
    expect(totals.linesPayNow).toBe(130_000);
    expect(totals.balanceAtService).toBe(120_000);
    expect(totals.totalNow).toBe(140_000);
    expect(totals.totalNowUsdCents).toBe(3500);
  });

  it('rounds the USD total half-up once', () => {
    expect(computeTotals([{ kind: 'product', unitPrice: 12_345, quantity: 1 }], 0).totalNowUsdCents).toBe(309); // 3.08625
    expect(computeTotals([{ kind: 'service', unitPrice: 12_348, quantity: 1 }], 0).totalNow).toBe(2470);
    expect(computeTotals([], 0)).toMatchObject({ subtotal: 0, totalNow: 0, totalNowUsdCents: 0 });
  });
});
