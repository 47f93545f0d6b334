/**
 * The signed-in user's server cart: product lines only (reservations are held at checkout).
 * Every line is found by its id AND its owner, so nobody touches another user's cart.
 */
import { countedUnits, type ServerCartLine } from '../../../src/domain/cart.ts';
import { isServiceCategory } from '../../../src/domain/catalogue.ts';
import { messages } from '../../../src/domain/messages.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { CartLineDoc, ProductDoc } from '../../store/documents.ts';
import { toPublicProduct } from './catalogue.ts';

async function purchasableProduct(store: Store, productId: string): Promise<ProductDoc> {
  const product = await store.collection('products').findOne({ _id: productId });
  if (!product) throw new ServiceError(404, messages.productNotFound);
  if (isServiceCategory(product.category)) throw new ServiceError(400, messages.serviceNeedsReservation);
  if (product.stock <= 0) throw new ServiceError(409, messages.productOutOfStock);
  return product;
}

function assertWithinStock(product: ProductDoc, quantity: number) {
  if (quantity > product.stock) throw new ServiceError(409, messages.onlyUnitsLeft(product.stock));
}

/**
 * Raises a line by `quantity` only while it stays within `stock`: the store checks and adds in one
 * step, so parallel adds never lose one another. False when no line could take it.
 */
async function raiseWithinStock(store: Store, userId: string, productId: string, quantity: number, stock: number, now: Date) {
  const raised = await store
    .collection('carts')
    .updateOne({ userId, productId, quantity: { $lte: stock - quantity } }, { $inc: { quantity }, $set: { updatedAt: now } });
  return raised.matchedCount > 0;
}

/** Adds a product; adding one already in the cart raises its quantity, never past the stock. */
export async function addCartLine(store: Store, userId: string, productId: string, quantity: number, now: Date) {
  const product = await purchasableProduct(store, productId);
  assertWithinStock(product, quantity);
  if (await raiseWithinStock(store, userId, productId, quantity, product.stock, now)) return;
  try {
    await store.collection('carts').insertOne({ userId, productId, quantity, createdAt: now, updatedAt: now });
    return;
  } catch (error) {
    // The line exists (it is full, or a parallel add created it first): add to it, within the stock.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  if (!(await raiseWithinStock(store, userId, productId, quantity, product.stock, now))) {
    throw new ServiceError(409, messages.onlyUnitsLeft(product.stock));
  }
}

/** The badge's count: units of the lines that can be paid now (not of a deleted or sold-out product, nor past its stock). */
export async function cartCount(store: Store, userId: string): Promise<number> {
  const lines = await store.collection('carts').find({ userId }, { projection: { productId: 1, quantity: 1 } });
  if (lines.length === 0) return 0;
  const products = await store
    .collection('products')
    .find({ _id: { $in: lines.map((line) => line.productId) } }, { projection: { stock: 1 } });
  const stockOf = new Map(products.map((product) => [product._id, product.stock]));
  return lines.reduce((total, line) => {
    const stock = stockOf.get(line.productId);
    return total + countedUnits({ quantity: line.quantity, stock: stock ?? 0, gone: stock === undefined });
  }, 0);
}

/** The lines with their products, fetched in one query; lines whose product is gone are dropped. */
export async function viewCart(store: Store, userId: string): Promise<ServerCartLine[]> {
  const lines = await store.collection('carts').find({ userId }, { sort: { createdAt: 1, _id: 1 } });
  if (lines.length === 0) return [];
  const products = await store
    .collection('products')
    .find({ _id: { $in: lines.map((line) => line.productId) } }, { projection: { searchText: 0, searchDescription: 0 } });
  const byId = new Map(products.map((product) => [product._id, product]));
  return lines.flatMap((line: CartLineDoc) => {
    const product = byId.get(line.productId);
    return product ? [{ _id: line._id, productId: line.productId, quantity: line.quantity, product: toPublicProduct(product) }] : [];
  });
}

async function ownedLine(store: Store, userId: string, lineId: string): Promise<CartLineDoc> {
  const line = await store.collection('carts').findOne({ _id: lineId, userId });
  if (!line) throw new ServiceError(404, messages.cartLineNotFound);
  return line;
}

/** Sets a line's quantity (the new value replaces the old one, so parallel changes cannot add up). */
export async function updateCartLine(store: Store, userId: string, lineId: string, quantity: number, now: Date) {
  const line = await ownedLine(store, userId, lineId);
  const product = await store.collection('products').findOne({ _id: line.productId });
  if (!product) throw new ServiceError(404, messages.productNotFound);
  assertWithinStock(product, quantity);
  const updated = await store.collection('carts').updateOne({ _id: lineId, userId }, { $set: { quantity, updatedAt: now } });
  // Removed in the meantime (another tab): say so rather than report a change that did not happen.
  if (updated.matchedCount === 0) throw new ServiceError(404, messages.cartLineNotFound);
}

export async function deleteCartLine(store: Store, userId: string, lineId: string) {
  await ownedLine(store, userId, lineId);
  await store.collection('carts').deleteOne({ _id: lineId, userId });
}

/**
 * Merges the guest cart at login. Each product ends with the larger of the two quantities (capped
 * at the stock), so running the merge twice changes nothing and no line is lost or doubled.
 * Products that are gone, sold out or services are skipped.
 */
export async function mergeGuestCart(store: Store, userId: string, items: { productId: string; quantity: number }[], now: Date) {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.productId, Math.max(wanted.get(item.productId) ?? 0, item.quantity));
  if (wanted.size === 0) return;
  const products = await store.collection('products').find({ _id: { $in: [...wanted.keys()] } });
  const carts = store.collection('carts');
  for (const product of products) {
    if (isServiceCategory(product.category) || product.stock <= 0) continue;
    const productId = product._id;
    const guestQuantity = Math.min(wanted.get(productId) ?? 0, product.stock);
    // Every write is conditional on the line as it is then, so an add made meanwhile is never undone.
    const raised = await carts.updateOne(
      { userId, productId, quantity: { $lt: guestQuantity } },
      { $set: { quantity: guestQuantity, updatedAt: now } },
    );
    if (raised.matchedCount === 0 && !(await carts.findOne({ userId, productId }, { projection: { _id: 1 } }))) {
      try {
        await carts.insertOne({ userId, productId, quantity: guestQuantity, createdAt: now, updatedAt: now });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        await carts.updateOne({ userId, productId }, { $max: { quantity: guestQuantity }, $set: { updatedAt: now } });
      }
    }
    // A line the user had already filled past a stock that has since dropped comes down to it.
    await carts.updateOne({ userId, productId, quantity: { $gt: product.stock } }, { $set: { quantity: product.stock, updatedAt: now } });
  }
}

/**
 * A settled payment takes its products out of the buyer's server cart: the lines of those products
 * left unchanged since the order was made. A line added or changed after that is a new wish and
 * stays, so running it again (a resumed settlement, a late approval read twice) removes nothing more.
 */
export async function removePaidCartLines(store: Store, userId: string, productIds: readonly string[], orderedAt: Date): Promise<number> {
  if (productIds.length === 0) return 0;
  const removed = await store
    .collection('carts')
    .deleteMany({ userId, productId: { $in: [...productIds] }, updatedAt: { $lte: orderedAt } });
  return removed.deletedCount;
}
