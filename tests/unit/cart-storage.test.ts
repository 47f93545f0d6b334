import { describe, expect, it } from 'vitest';
import { emptyCart } from '../../src/domain/cart/cart.ts';
import { decodeCart, sanitizeCart } from '../../src/domain/cart/cart-storage.ts';

const P1 = '0123456789abcdef01234567';
const P2 = '89abcdef0123456789abcdef';
const S1 = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const mouse = { productName: 'Mouse', productImage: '/m.svg', category: 'Componentes', sellingPrice: 50_000, stock: 3 };
const tan = {
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
const shipping = {
  name: 'Valentina',
  email: 'v@correo.co',
  phone: '3104567890',
  address: 'Calle 10 # 43-20',
  deliveryTime: '',
  shippingMethod: 'delivery',
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

describe('decodeCart', () => {
  it('keeps a reservation’s start window when it is two whole hours, and drops a bad one', () => {
    const line = (serviceStarts: unknown) => ({
      items: [{ kind: 'reservation', productId: S1, quantity: 1, reservationDetails: { ...tan, serviceStarts } }],
      shippingInfo: shipping,
    });
    const kept = decodeCart(JSON.stringify(line({ from: '10:00', to: '16:00' })));
    expect(kept?.items[0]).toMatchObject({ reservationDetails: { serviceStarts: { from: '10:00', to: '16:00' } } });
    for (const bad of [{ from: '10:30', to: '16:00' }, { from: '10:00' }, '10:00-16:00', { from: { $gt: '' }, to: '16:00' }]) {
      const decoded = decodeCart(JSON.stringify(line(bad)));
      expect(decoded?.items[0]).toMatchObject({ kind: 'reservation', reservationDetails: { reservationTime: '10:00' } });
      expect(
        decoded?.items[0] && 'reservationDetails' in decoded.items[0] ? decoded.items[0].reservationDetails.serviceStarts : 'none',
      ).toBeUndefined();
    }
  });

  it('reads back what the store writes', () => {
    const cart = {
      items: [
        { productId: P1, quantity: 2, productDetails: mouse },
        { kind: 'reservation', productId: S1, quantity: 1, reservationDetails: tan },
      ],
      shippingInfo: shipping,
    };
    expect(decodeCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('turns unreadable or foreign values into an empty cart', () => {
    for (const raw of ['', 'no es json', 'null', '[]', '{"items":"x"}', '42']) expect(decodeCart(raw)).toEqual(emptyCart);
  });

  it('reads the older shapes: no kind, a list of images, no shipping info', () => {
    const cart = decodeCart(
      JSON.stringify({
        items: [
          { productId: P1, quantity: 3, productDetails: { ...mouse, productImage: ['/a.svg', '/b.svg'] } },
          { productId: S1, quantity: 1, reservationDetails: tan },
        ],
      }),
    );
    expect(cart.shippingInfo).toBeNull();
    expect(cart.items).toEqual([
      { productId: P1, quantity: 3, productDetails: { ...mouse, productImage: '/a.svg' } },
      { kind: 'reservation', productId: S1, quantity: 1, reservationDetails: tan },
    ]);
  });

  it('drops services stored as plain lines: they are bought only with a date and an hour', () => {
    const cart = sanitizeCart({ items: [{ productId: S1, quantity: 1, productDetails: { ...mouse, category: 'Servicios-Home' } }] });
    expect(cart.items).toEqual([]);
  });

  it('drops lines with a bad id, no name, no price, or a bad date or hour', () => {
    const cart = sanitizeCart({
      items: [
        { productId: 'x', quantity: 1, productDetails: mouse },
        { productId: P1, quantity: 1, productDetails: { ...mouse, productName: '' } },
        { productId: P1, quantity: 1, productDetails: { ...mouse, sellingPrice: '50000' } },
        { productId: P1, quantity: 1 },
        { kind: 'reservation', productId: S1, reservationDetails: { ...tan, reservationDate: '05/03/2026' } },
        { kind: 'reservation', productId: S1, reservationDetails: { ...tan, reservationTime: '25:00' } },
        { kind: 'reservation', productId: S1, reservationDetails: { ...tan, totalPrice: -1 } },
        'texto',
        null,
      ],
    });
    expect(cart.items).toEqual([]);
  });

  it('repairs quantities, stock and intensity, and keeps one line per product and per slot', () => {
    const cart = sanitizeCart({
      items: [
        { productId: P1, quantity: 0, productDetails: { ...mouse, stock: undefined } },
        { productId: P1, quantity: 5, productDetails: mouse },
        { productId: P2, quantity: 2.7, productDetails: mouse },
        {
          kind: 'reservation',
          productId: S1,
          quantity: 4,
          reservationDetails: { ...tan, serviceIntensity: 'extremo', serviceDuration: 'x' },
        },
        { kind: 'reservation', productId: S1, quantity: 1, reservationDetails: tan },
      ],
    });
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([
      [P1, 1],
      [P2, 2],
      [S1, 1],
    ]);
    expect(cart.items[0]).toMatchObject({ productDetails: { stock: 1 } });
    expect(cart.items[2]).toMatchObject({ reservationDetails: { serviceIntensity: '', serviceDuration: 0 } });
  });

  it('keeps the shipping info only when its method and contact details are there', () => {
    expect(sanitizeCart({ items: [], shippingInfo: shipping }).shippingInfo).toEqual(shipping);
    expect(sanitizeCart({ items: [], shippingInfo: { ...shipping, shippingMethod: 'avion' } }).shippingInfo).toBeNull();
    expect(sanitizeCart({ items: [], shippingInfo: { ...shipping, email: '' } }).shippingInfo).toBeNull();
    expect(sanitizeCart({ items: [], shippingInfo: { ...shipping, address: undefined } }).shippingInfo).toEqual({
      ...shipping,
      address: '',
    });
  });
});
