/**
 * Pure cart operations (spec §3–§4): adding an existing product raises its quantity, quantities
 * stay between 1 and the stock, clearing the cart also clears the shipping info.
 */
export const MIN_QUANTITY = 1;

export interface CartProductSnapshot {
  productName: string;
  productImage: string;
  category: string;
  sellingPrice: number;
  stock: number;
}

export interface CartLine {
  productId: string;
  quantity: number;
  productDetails: CartProductSnapshot;
}

export interface CartState {
  items: CartLine[];
}

export const emptyCart: CartState = { items: [] };

export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.min(Math.floor(quantity), Math.max(stock, MIN_QUANTITY)));
}

export function addProduct(cart: CartState, productId: string, details: CartProductSnapshot, quantity = 1): CartState {
  const existing = cart.items.find((line) => line.productId === productId);
  if (existing) {
    return {
      ...cart,
      items: cart.items.map((line) =>
        line === existing
          ? { ...line, productDetails: details, quantity: clampQuantity(line.quantity + quantity, details.stock) }
          : line,
      ),
    };
  }
  return {
    ...cart,
    items: [...cart.items, { productId, quantity: clampQuantity(quantity, details.stock), productDetails: details }],
  };
}

export function cartCount(cart: CartState): number {
  return cart.items.reduce((total, line) => total + line.quantity, 0);
}
