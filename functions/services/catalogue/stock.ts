/**
 * Stock moves with conditional increments only, and at most once per order.
 *
 * A decrement happens only while enough units remain, so concurrent buyers can never push the
 * stock below zero. In the same single-document write the product marks the order it gave stock
 * to (`stockTakenBy.<orderId>`): a capture resumed after a crash finds its mark and takes nothing
 * twice, giving stock back removes the mark with the units, and a completed order drops its marks.
 */
import type { Store } from '../../store/contract.ts';

export interface StockRequest {
  productId: string;
  quantity: number;
  productName: string;
}

/** Order ids are 24-hex strings the server made, so they are safe as field names. */
const markOf = (orderId: string) => `stockTakenBy.${orderId}`;

async function takeForOrder(store: Store, orderId: string, request: StockRequest, now: Date): Promise<boolean> {
  const products = store.collection('products');
  const mark = markOf(orderId);
  const result = await products.updateOne(
    { _id: request.productId, stock: { $gte: request.quantity }, [mark]: { $exists: false } },
    { $inc: { stock: -request.quantity }, $set: { [mark]: now } },
  );
  if (result.matchedCount === 1) return true;
  // Already given to this order by an earlier attempt: nothing more to take.
  return (await products.countDocuments({ _id: request.productId, [mark]: { $exists: true } })) === 1;
}

/** Takes every line's units for the order, or none; returns the line that could not be served. */
export async function takeStock(store: Store, orderId: string, requests: StockRequest[], now: Date): Promise<StockRequest | null> {
  for (const request of requests) {
    if (!(await takeForOrder(store, orderId, request, now))) {
      await returnStock(store, orderId, requests);
      return request;
    }
  }
  return null;
}

/** Gives back what the order took; lines it never took (or already gave back) are left alone. */
export async function returnStock(store: Store, orderId: string, requests: StockRequest[]) {
  const mark = markOf(orderId);
  for (const request of requests) {
    await store
      .collection('products')
      .updateOne({ _id: request.productId, [mark]: { $exists: true } }, { $inc: { stock: request.quantity }, $unset: { [mark]: true } });
  }
}

/** The order is settled for good: its marks are no longer needed (a leftover one is harmless). */
export async function forgetStockMarks(store: Store, orderId: string, requests: StockRequest[]) {
  const mark = markOf(orderId);
  for (const request of requests) {
    await store.collection('products').updateOne({ _id: request.productId, [mark]: { $exists: true } }, { $unset: { [mark]: true } });
  }
}
