/**
 * Stock moves with conditional increments only: a decrement happens only while enough units
 * remain, so concurrent buyers can never push it below zero.
 */
import type { Store } from '../store/contract.ts';

export interface StockRequest {
  productId: string;
  quantity: number;
  productName: string;
}

/** Takes every line's units or none; returns the line that could not be served, if any. */
export async function takeStock(store: Store, requests: StockRequest[]): Promise<StockRequest | null> {
  const products = store.collection('products');
  const taken: StockRequest[] = [];
  for (const request of requests) {
    const result = await products.updateOne(
      { _id: request.productId, stock: { $gte: request.quantity } },
      { $inc: { stock: -request.quantity } },
    );
    if (result.matchedCount !== 1) {
      await returnStock(store, taken);
      return request;
    }
    taken.push(request);
  }
  return null;
}

export async function returnStock(store: Store, requests: StockRequest[]) {
  for (const request of requests) {
    await store.collection('products').updateOne({ _id: request.productId }, { $inc: { stock: request.quantity } });
  }
}
