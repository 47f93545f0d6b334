import { describe, expect, it } from 'vitest';
import {
  addProduct,
  addReservation,
  emptyCart,
  isReservationLine,
  moveReservation,
  pricedLines,
  reservationKey,
  type CartLine,
  type ReservationDetails,
  type ReservationLine,
} from '../../src/domain/cart/cart.ts';
import { checkedLineProblem, productLineProblem, slotCheckOf, slotProblem } from '../../src/domain/cart/cart-checks.ts';
import { decodeCart } from '../../src/domain/cart/cart-storage.ts';
import { cartMessages } from '../../src/domain/cart/messages-cart.ts';
import { computeTotals } from '../../src/domain/money/money.ts';

const headphones = { productName: 'Audífonos', productImage: '/a.svg', category: 'Audio', sellingPrice: 399_000, stock: 2 };
const cable = { productName: 'Cable', productImage: '/c.svg', category: 'Cargadores', sellingPrice: 43_000, stock: 5 };
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
const P1 = '0123456789abcdef01234567';
const P2 = '0123456789abcdef01234568';
const S1 = '0123456789abcdef01234569';

const productLine = (details = cable, quantity = 1, gone?: true): CartLine => ({
  productId: P1,
  quantity,
  productDetails: details,
  ...(gone ? { gone } : {}),
});
const reservationOf = (cart: ReturnType<typeof addReservation>) => cart.items.find(isReservationLine) as ReservationLine;

describe('a product line before paying', () => {
  it('says a deleted product is no longer available, before anything about its stock', () => {
    expect(productLineProblem(productLine({ ...cable, stock: 0 }, 1, true))).toBe('Este producto ya no está disponible');
  });

  it('flags a sold-out product and a quantity above the stock; a line within the stock is fine', () => {
    expect(productLineProblem(productLine({ ...cable, stock: 0 }))).toBe(cartMessages.cartLineSoldOut);
    expect(productLineProblem(productLine({ ...cable, stock: 2 }, 3))).toBe('Solo hay 2 unidades disponibles.');
    expect(productLineProblem(productLine(cable, 5))).toBeNull();
  });
});

describe('a reserved hour', () => {
  const answer = {
    date: '2026-03-05',
    closed: false,
    slots: [
      { time: '10:00', available: false },
      { time: '11:00', available: true },
    ],
  };

  it('is free only when the answer lists it as available', () => {
    expect(slotCheckOf(answer, '11:00')).toBe('free');
    expect(slotCheckOf(answer, '10:00')).toBe('taken');
    expect(slotCheckOf(answer, '12:00')).toBe('taken');
    expect(slotCheckOf({ date: '2026-03-10', closed: true, reason: 'martes', slots: [] }, '10:00')).toBe('taken');
  });

  it('shows what its last check found, and nothing before it was checked', () => {
    const line = reservationOf(addReservation(emptyCart, S1, tan));
    const key = reservationKey(line);
    expect(key).toBe(`${S1}|2026-03-05|10:00`);
    expect(slotProblem(line, new Map())).toBeNull();
    expect(slotProblem(line, new Map([[key, 'free']]))).toBeNull();
    expect(slotProblem(line, new Map([[key, 'taken']]))).toBe('Esta hora ya no está disponible.');
    expect(slotProblem(line, new Map([[key, 'gone']]))).toBe('Este producto ya no está disponible');
    expect(checkedLineProblem(line, new Map([[key, 'taken']]))).toBe(cartMessages.cartHourTaken);
    expect(checkedLineProblem(productLine({ ...cable, stock: 0 }), new Map())).toBe(cartMessages.cartLineSoldOut);
  });
});

describe('moving a reservation to another hour', () => {
  it('changes only that line, keeping its service details', () => {
    const cart = addReservation(addProduct(emptyCart, P1, cable), S1, tan);
    const moved = moveReservation(cart, S1, { date: '2026-03-05', time: '10:00' }, { date: '2026-03-06', time: '09:00' });
    expect(moved.items[0]).toEqual(cart.items[0]);
    expect(reservationOf(moved).reservationDetails).toEqual({ ...tan, reservationDate: '2026-03-06', reservationTime: '09:00' });
  });

  it('refuses an hour that service already has in the cart', () => {
    const cart = addReservation(addReservation(emptyCart, S1, tan), S1, { ...tan, reservationTime: '11:00' });
    expect(moveReservation(cart, S1, { date: '2026-03-05', time: '10:00' }, { date: '2026-03-05', time: '11:00' })).toBe(cart);
  });
});

describe('the totals without the lines that cannot be paid', () => {
  it('leave a sold-out line out: $442.000 with a sold-out $399.000 is $43.000', () => {
    const cart = addProduct(addProduct(emptyCart, P1, cable), P2, headphones);
    expect(computeTotals(pricedLines(cart), 0).subtotal).toBe(442_000);
    const soldOut = {
      ...cart,
      items: cart.items.map((item) => (item.productId === P2 ? { ...item, productDetails: { ...headphones, stock: 0 } } : item)),
    };
    const totals = computeTotals(
      pricedLines(soldOut, (item) => checkedLineProblem(item, new Map()) === null),
      0,
    );
    expect(totals.subtotal).toBe(43_000);
    expect(totals.totalNow).toBe(43_000);
    expect(totals.lines.map((line) => line.lineTotal)).toEqual([43_000, 0]);
  });

  it('leave a taken hour out of the deposits', () => {
    const cart = addReservation(addProduct(emptyCart, P1, cable), S1, tan);
    const key = reservationKey(reservationOf(cart));
    const totals = computeTotals(
      pricedLines(cart, (item) => checkedLineProblem(item, new Map([[key, 'taken']])) === null),
      0,
    );
    expect(totals).toMatchObject({ subtotal: 43_000, linesPayNow: 43_000, balanceAtService: 0 });
  });
});

describe('a deleted product in the stored cart', () => {
  it('stays marked after a reload; nothing else is marked', () => {
    const stored = JSON.stringify({
      items: [
        { productId: P1, quantity: 1, productDetails: cable, gone: true },
        { productId: P2, quantity: 1, productDetails: headphones, gone: 'yes' },
      ],
      shippingInfo: null,
    });
    const cart = decodeCart(stored);
    expect(cart.items.map((item) => ('gone' in item ? item.gone : undefined))).toEqual([true, undefined]);
  });
});
