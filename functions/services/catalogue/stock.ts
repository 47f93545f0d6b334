/**
 * Stock moves with conditional increments only, and at most once per order.
 *
 * A decrement happens only while enough units remain, so concurrent buyers can never push the
 * stock below zero. In the same single-document write the product marks the order it gave stock
 * to (`stockTakenBy.<orderId>`): a capture resumed after a crash finds its mark and takes nothing
 * twice, giving stock back removes the mark with the units, and a completed order drops its marks.
 * The same writes move `salesCount`, the units sold that "Más vendidos" sorts by.
 */
import { canonicalId } from '../../../src/domain/shared/ids.ts';
import type { Store } from '../../store/contract.ts';

export interface StockRequest {
  productId: string;
  /** A variant's units are taken from the variant and from the product's total, in one write. */
  variantId?: string | undefined;
  quantity: number;
  productName: string;
}

/**
 * Order and variant ids are 24-hex strings the server made, so they are safe as field names. Each
 * variant of an order has its own mark, since two sizes of one garment are two lines.
 */
const markOf = (orderId: string, variantId?: string) => (variantId ? `stockTakenBy.${orderId}-${variantId}` : `stockTakenBy.${orderId}`);

/**
 * One request per product (and variant), in the ids' one spelling: a mark then stands for exactly
 * one quantity, so two requests for the same units are taken (and given back) together, never the
 * second one counted as "already given" by the first one's mark.
 */
function oneRequestPerMark(requests: readonly StockRequest[]): StockRequest[] {
  const merged = new Map<string, StockRequest>();
  for (const request of requests) {
    const productId = canonicalId(request.productId);
    const variantId = request.variantId ? canonicalId(request.variantId) : undefined;
    const key = `${productId}|${variantId ?? ''}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + request.quantity;
    merged.set(key, { ...request, productId, variantId, quantity });
  }
  return [...merged.values()];
}

/** The one conditional write that takes a line's units: the variant's and the product's stock together. */
function takeWrite(request: StockRequest, mark: string, now: Date) {
  const { productId, variantId, quantity } = request;
  if (!variantId) {
    return {
      filter: { _id: productId, stock: { $gte: quantity }, [mark]: { $exists: false } },
      update: { $inc: { stock: -quantity, salesCount: quantity }, $set: { [mark]: now } },
    };
  }
  return {
    filter: { _id: productId, variants: { $elemMatch: { _id: variantId, stock: { $gte: quantity } } }, [mark]: { $exists: false } },
    update: { $inc: { 'variants.$.stock': -quantity, stock: -quantity, salesCount: quantity }, $set: { [mark]: now } },
  };
}

async function takeForOrder(store: Store, orderId: string, request: StockRequest, now: Date): Promise<boolean> {
  const products = store.collection('products');
  const mark = markOf(orderId, request.variantId);
  const { filter, update } = takeWrite(request, mark, now);
  const result = await products.updateOne(filter, update);
  if (result.matchedCount === 1) return true;
  // Already given to this order by an earlier attempt: nothing more to take.
  return (await products.countDocuments({ _id: request.productId, [mark]: { $exists: true } })) === 1;
}

/** Takes every line's units for the order, or none; returns the line that could not be served. */
export async function takeStock(store: Store, orderId: string, lines: StockRequest[], now: Date): Promise<StockRequest | null> {
  const requests = oneRequestPerMark(lines);
  for (const request of requests) {
    if (!(await takeForOrder(store, orderId, request, now))) {
      await returnStock(store, orderId, requests);
      return request;
    }
  }
  return null;
}

/** An item (a product, or a garment's variant) whose given-back units brought it back from zero. */
export interface ReturnedToStock {
  productId: string;
  variantId: string | null;
}

/**
 * Gives back what the order took; lines it never took (or already gave back) are left alone.
 * Answers the items the return brought back above zero, read from the write's own result (the
 * units after it, less those given back), so parallel returns never both miss it.
 */
export async function returnStock(store: Store, orderId: string, lines: StockRequest[]): Promise<ReturnedToStock[]> {
  const products = store.collection('products');
  const backFromZero: ReturnedToStock[] = [];
  for (const request of oneRequestPerMark(lines)) {
    const mark = markOf(orderId, request.variantId);
    if (!request.variantId) {
      const after = await products.findOneAndUpdate(
        { _id: request.productId, [mark]: { $exists: true } },
        { $inc: { stock: request.quantity, salesCount: -request.quantity }, $unset: { [mark]: true } },
      );
      if (after && after.stock - request.quantity <= 0) backFromZero.push({ productId: after._id, variantId: null });
      continue;
    }
    const after = await products.findOneAndUpdate(
      { _id: request.productId, [mark]: { $exists: true }, variants: { $elemMatch: { _id: request.variantId } } },
      { $inc: { 'variants.$.stock': request.quantity, stock: request.quantity, salesCount: -request.quantity }, $unset: { [mark]: true } },
    );
    // The owner removed the variant meanwhile: there is nothing to give the units back to.
    if (!after) {
      await products.updateOne({ _id: request.productId, [mark]: { $exists: true } }, { $unset: { [mark]: true } });
      continue;
    }
    const variant = after.variants?.find((candidate) => candidate._id === request.variantId);
    if (variant && variant.stock - request.quantity <= 0) backFromZero.push({ productId: after._id, variantId: variant._id });
  }
  return backFromZero;
}

/** The order is settled for good: its marks are no longer needed (a leftover one is harmless). */
export async function forgetStockMarks(store: Store, orderId: string, lines: StockRequest[]) {
  for (const request of oneRequestPerMark(lines)) {
    const mark = markOf(orderId, request.variantId);
    await store.collection('products').updateOne({ _id: request.productId, [mark]: { $exists: true } }, { $unset: { [mark]: true } });
  }
}

/**
 * Units coming back to the stock for good (a withdrawn sale's products), once per `key` and line:
 * each write sets the line's mark (`stockReturnedBy.<key>[-<variant>]`) with the units, so a repeated
 * or parallel call adds nothing twice. A variant removed meanwhile gets nothing back (as above).
 */
export async function returnStockOnce(store: Store, key: string, lines: StockRequest[], now: Date): Promise<ReturnedToStock[]> {
  const products = store.collection('products');
  const backFromZero: ReturnedToStock[] = [];
  for (const request of oneRequestPerMark(lines)) {
    const mark = request.variantId ? `stockReturnedBy.${key}-${request.variantId}` : `stockReturnedBy.${key}`;
    if (!request.variantId) {
      const after = await products.findOneAndUpdate(
        { _id: request.productId, [mark]: { $exists: false } },
        { $inc: { stock: request.quantity, salesCount: -request.quantity }, $set: { [mark]: now } },
      );
      if (after && after.stock - request.quantity <= 0) backFromZero.push({ productId: after._id, variantId: null });
      continue;
    }
    const after = await products.findOneAndUpdate(
      { _id: request.productId, [mark]: { $exists: false }, variants: { $elemMatch: { _id: request.variantId } } },
      { $inc: { 'variants.$.stock': request.quantity, stock: request.quantity, salesCount: -request.quantity }, $set: { [mark]: now } },
    );
    const variant = after?.variants?.find((candidate) => candidate._id === request.variantId);
    if (after && variant && variant.stock - request.quantity <= 0) backFromZero.push({ productId: after._id, variantId: variant._id });
  }
  return backFromZero;
}
