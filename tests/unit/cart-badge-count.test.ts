import { describe, expect, it } from 'vitest';
import {
  addReservation,
  cartCount,
  countedUnits,
  emptyCart,
  type CartLine,
  type CartState,
  type ReservationDetails,
} from '../../src/domain/cart/cart.ts';

const snapshot = { productName: 'Portátil', productImage: '/p.svg', category: 'Computadoras', sellingPrice: 7_299_000 };
const line = (productId: string, quantity: number, stock: number, gone?: true): CartLine => ({
  productId,
  quantity,
  productDetails: { ...snapshot, stock },
  ...(gone ? { gone } : {}),
});
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

describe("the cart badge's count", () => {
  it('counts the units of a line within the stock', () => {
    expect(countedUnits({ quantity: 2, stock: 2 })).toBe(2);
    expect(countedUnits({ quantity: 1, stock: 9 })).toBe(1);
  });

  it('counts nothing of a sold-out line, a line past the stock or a deleted product', () => {
    expect(countedUnits({ quantity: 1, stock: 0 })).toBe(0);
    expect(countedUnits({ quantity: 3, stock: 2 })).toBe(0);
    expect(countedUnits({ quantity: 1, stock: 5, gone: true })).toBe(0);
  });

  it("counts a guest's cart by that rule, with one per reservation", () => {
    const cart: CartState = addReservation(
      { ...emptyCart, items: [line('ok', 2, 5), line('sold-out', 1, 0), line('short', 3, 2), line('deleted', 1, 5, true)] },
      's1',
      tan,
    );
    expect(cartCount(cart)).toBe(3);
  });
});
