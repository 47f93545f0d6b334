/**
 * The shop's Wompi client (built once per configuration) and what a Wompi transaction means to the
 * capture pipeline: APPROVED settles, DECLINED/VOIDED/ERROR decline, PENDING is not final yet.
 */
import type { WompiConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { CaptureOutcome } from '../../integrations/payments.ts';
import { createWompiClient, type WompiClient, type WompiTransaction } from '../../integrations/wompi.ts';
import type { PaymentOrderDoc } from '../../store/documents.ts';

const clients = new WeakMap<WompiConfig, WompiClient>();

/** Wompi's client when the shop is configured for it. */
export function wompiFor(deps: Pick<AppDeps, 'config'>): WompiClient | undefined {
  const config = deps.config.wompi;
  if (!config) return undefined;
  let client = clients.get(config);
  if (!client) {
    client = createWompiClient(config);
    clients.set(config, client);
  }
  return client;
}

const DECLINED_STATUSES = new Set(['DECLINED', 'VOIDED', 'ERROR']);

export const isApproved = (transaction: WompiTransaction) => transaction.status === 'APPROVED';
export const isDeclined = (transaction: WompiTransaction) => DECLINED_STATUSES.has(transaction.status);

/** The transaction in the capture pipeline's terms: the amount is Wompi's cents, the currency Wompi's. */
export function wompiOutcome(transaction: WompiTransaction): CaptureOutcome {
  const status = isApproved(transaction) ? 'COMPLETED' : isDeclined(transaction) ? 'DECLINED' : transaction.status;
  return {
    orderStatus: isApproved(transaction) ? 'COMPLETED' : transaction.status,
    captureId: transaction.id,
    captureStatus: status,
    amountValue: String(transaction.amountInCents),
    currency: transaction.currency,
  };
}

/**
 * A resumed Wompi settlement (the process died after the claim): the transaction is read again.
 * Throws unless it is final, so the pipeline puts the order back to wait for it.
 */
export async function readWompiOutcome(deps: Pick<AppDeps, 'config'>, order: PaymentOrderDoc): Promise<CaptureOutcome> {
  const client = wompiFor(deps);
  if (!client || !order.wompiTransactionId) throw new Error(`Wompi order ${order.reference} has no transaction to read`);
  const transaction = await client.getTransaction(order.wompiTransactionId);
  if (!transaction || transaction.reference !== order.reference || !(isApproved(transaction) || isDeclined(transaction))) {
    throw new Error(`Wompi transaction ${order.wompiTransactionId} is not final for ${order.reference}`);
  }
  return wompiOutcome(transaction);
}
