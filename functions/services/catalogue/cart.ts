/**
 * The signed-in user's server cart: product lines only (reservations are held at checkout).
 * Every line is found by its id AND its owner, so nobody touches another user's cart.
 */
import { countedUnits, type ServerCartLine } from '../../../src/domain/cart/cart.ts';
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { variantMessages } from '../../../src/domain/catalogue/messages-variants.ts';
import { findVariant, hasVariants, variantDisplayName, variantLabel } from '../../../src/domain/catalogue/variants.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Filter, type Store } from '../../store/contract.ts';
import type { CartLineDoc, ProductDoc } from '../../store/documents.ts';
import { toPublicProduct } from './catalogue.ts';
import { soldVariant } from './variant-choice.ts';
import { defaultTaxTreatment, taxTreatmentOf } from '../records/index.ts';

/** What a line sells: the product, and the variant when it has variants (its own stock). */
interface LineItem {
  product: ProductDoc;
  variantId: string | undefined;
  stock: number;
}

/** The line of a product, or of one of its variants: a plain product's line has no `variantId`. */
const lineOf = (productId: string, variantId: string | undefined) =>
  variantId ? { productId, variantId } : { productId, variantId: { $exists: false } };

async function purchasableItem(store: Store, productId: string, variantId: string | undefined): Promise<LineItem> {
  const product = await store.collection('products').findOne({ _id: productId });
  if (!product) throw new ServiceError(404, messages.productNotFound);
  if (isServiceCategory(product.category)) throw new ServiceError(400, messages.serviceNeedsReservation);
  const sold = soldVariant(product, variantId);
  if (sold && sold.variant.stock <= 0)
    throw new ServiceError(409, variantMessages.variantOutOfStock(variantDisplayName(product.productName, sold.label)));
  if (product.stock <= 0) throw new ServiceError(409, messages.productOutOfStock);
  return { product, variantId: sold?.variant._id, stock: sold ? sold.variant.stock : product.stock };
}

function assertWithinStock(stock: number, quantity: number) {
  if (quantity > stock) throw new ServiceError(409, messages.onlyUnitsLeft(stock));
}

/**
 * Raises a line by `quantity` only while it stays within `stock`: the store checks and adds in one
 * step, so parallel adds never lose one another. False when no line could take it.
 */
async function raiseWithinStock(store: Store, userId: string, item: LineItem, quantity: number, now: Date) {
  const raised = await store
    .collection('carts')
    .updateOne(
      { userId, ...lineOf(item.product._id, item.variantId), quantity: { $lte: item.stock - quantity } },
      { $inc: { quantity }, $set: { updatedAt: now } },
    );
  return raised.matchedCount > 0;
}

/** Adds a product (or a variant of it); adding one already in the cart raises its quantity, never past the stock. */
export async function addCartLine(
  store: Store,
  userId: string,
  productId: string,
  variantId: string | undefined,
  quantity: number,
  now: Date,
) {
  const item = await purchasableItem(store, productId, variantId);
  assertWithinStock(item.stock, quantity);
  if (await raiseWithinStock(store, userId, item, quantity, now)) return;
  try {
    const variant = item.variantId ? { variantId: item.variantId } : {};
    await store.collection('carts').insertOne({ userId, productId, ...variant, quantity, createdAt: now, updatedAt: now });
    return;
  } catch (error) {
    // The line exists (it is full, or a parallel add created it first): add to it, within the stock.
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  if (!(await raiseWithinStock(store, userId, item, quantity, now))) {
    throw new ServiceError(409, messages.onlyUnitsLeft(item.stock));
  }
}

/** The stock a line counts against: its variant's, or the product's; undefined when either is gone. */
function lineStock(product: Pick<ProductDoc, 'stock' | 'variants'> | undefined, variantId: string | undefined): number | undefined {
  if (!product) return undefined;
  if (!variantId) return hasVariants(product) ? undefined : product.stock;
  return findVariant(product, variantId)?.stock;
}

/** The badge's count: units of the lines that can be paid now (not of a deleted or sold-out product, nor past its stock). */
export async function cartCount(store: Store, userId: string): Promise<number> {
  const lines = await store.collection('carts').find({ userId }, { projection: { productId: 1, variantId: 1, quantity: 1 } });
  if (lines.length === 0) return 0;
  const products = await store
    .collection('products')
    .find({ _id: { $in: lines.map((line) => line.productId) } }, { projection: { stock: 1, variants: 1 } });
  const byId = new Map(products.map((product) => [product._id, product]));
  return lines.reduce((total, line) => {
    const stock = lineStock(byId.get(line.productId), line.variantId);
    return total + countedUnits({ quantity: line.quantity, stock: stock ?? 0, gone: stock === undefined });
  }, 0);
}

/** The lines with their products, fetched in one query; lines whose product (or variant) is gone are dropped. */
export async function viewCart(store: Store, userId: string): Promise<ServerCartLine[]> {
  const lines = await store.collection('carts').find({ userId }, { sort: { createdAt: 1, _id: 1 } });
  if (lines.length === 0) return [];
  const products = await store
    .collection('products')
    .find({ _id: { $in: lines.map((line) => line.productId) } }, { projection: { searchText: 0, searchDescription: 0 } });
  const byId = new Map(products.map((product) => [product._id, product]));
  // Each product with the IVA treatment it is sold under (its own, or the shop's default): the cart's "IVA incluido".
  const taxDefault = await defaultTaxTreatment(store);
  return lines.flatMap((line: CartLineDoc) => {
    const product = byId.get(line.productId);
    if (!product || lineStock(product, line.variantId) === undefined) return [];
    const variant = line.variantId ? findVariant(product, line.variantId) : undefined;
    const variantFields = variant ? { variantId: variant._id, variantLabel: variantLabel(product.options ?? [], variant) } : {};
    const sold = { ...toPublicProduct(product), taxTreatment: taxTreatmentOf(product, taxDefault) };
    return [{ _id: line._id, productId: line.productId, ...variantFields, quantity: line.quantity, product: sold }];
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
  const stock = lineStock(product ?? undefined, line.variantId);
  if (stock === undefined) throw new ServiceError(404, messages.productNotFound);
  assertWithinStock(stock, quantity);
  const updated = await store.collection('carts').updateOne({ _id: lineId, userId }, { $set: { quantity, updatedAt: now } });
  // Removed in the meantime (another tab): say so rather than report a change that did not happen.
  if (updated.matchedCount === 0) throw new ServiceError(404, messages.cartLineNotFound);
}

export async function deleteCartLine(store: Store, userId: string, lineId: string) {
  await ownedLine(store, userId, lineId);
  await store.collection('carts').deleteOne({ _id: lineId, userId });
}

/**
 * Merges the guest cart at login. Each product (or variant) ends with the larger of the two
 * quantities (capped at its stock), so running the merge twice changes nothing and no line is lost
 * or doubled. Products that are gone, sold out or services, and variants the product does not
 * have (or a product with variants named without one) are skipped.
 */
export async function mergeGuestCart(
  store: Store,
  userId: string,
  items: { productId: string; variantId?: string | undefined; quantity: number }[],
  now: Date,
) {
  const wanted = new Map<string, { productId: string; variantId: string | undefined; quantity: number }>();
  for (const item of items) {
    const variantId = item.variantId?.toLowerCase();
    const key = `${item.productId}|${variantId ?? ''}`;
    wanted.set(key, { productId: item.productId, variantId, quantity: Math.max(wanted.get(key)?.quantity ?? 0, item.quantity) });
  }
  if (wanted.size === 0) return;
  const products = await store
    .collection('products')
    .find({ _id: { $in: [...new Set([...wanted.values()].map((item) => item.productId))] } });
  const byId = new Map(products.map((product) => [product._id, product]));
  for (const { productId, variantId, quantity } of wanted.values()) {
    const product = byId.get(productId);
    const stock = lineStock(product, variantId);
    if (!product || isServiceCategory(product.category) || stock === undefined || stock <= 0) continue;
    await mergeLine(store, userId, lineOf(productId, variantId), variantId, Math.min(quantity, stock), stock, now);
  }
}

async function mergeLine(
  store: Store,
  userId: string,
  line: Filter,
  variantId: string | undefined,
  guestQuantity: number,
  stock: number,
  now: Date,
) {
  const carts = store.collection('carts');
  // Every write is conditional on the line as it is then, so an add made meanwhile is never undone.
  const raised = await carts.updateOne(
    { userId, ...line, quantity: { $lt: guestQuantity } },
    { $set: { quantity: guestQuantity, updatedAt: now } },
  );
  if (raised.matchedCount === 0 && !(await carts.findOne({ userId, ...line }, { projection: { _id: 1 } }))) {
    try {
      const productId = line.productId as string;
      await carts.insertOne({
        userId,
        productId,
        ...(variantId ? { variantId } : {}),
        quantity: guestQuantity,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      await carts.updateOne({ userId, ...line }, { $max: { quantity: guestQuantity }, $set: { updatedAt: now } });
    }
  }
  // A line the user had already filled past a stock that has since dropped comes down to it.
  await carts.updateOne({ userId, ...line, quantity: { $gt: stock } }, { $set: { quantity: stock, updatedAt: now } });
}

/**
 * A settled payment takes its products out of the buyer's server cart: the lines of those products
 * left unchanged since the order was made. A line added or changed after that is a new wish and
 * stays, so running it again (a resumed settlement, a late approval read twice) removes nothing more.
 */
export async function removePaidCartLines(
  store: Store,
  userId: string,
  paid: readonly { productId: string; variantId?: string | undefined }[],
  orderedAt: Date,
): Promise<number> {
  if (paid.length === 0) return 0;
  const removed = await store
    .collection('carts')
    .deleteMany({ userId, updatedAt: { $lte: orderedAt }, $or: paid.map((line) => lineOf(line.productId, line.variantId)) });
  return removed.deletedCount;
}
