/**
 * The right of withdrawal (retracto, Ley 1480 art. 47): a product sale may be withdrawn within five
 * business days after its delivery (Colombian holidays skipped, the delivery day itself never
 * counts), for its lines that admit it (not a session pack, not a product the owner marked "No
 * admite retracto": personal use, made to order). Pure: the server decides with these, /orders
 * shows the button with them.
 */
import { WITHDRAWAL_BUSINESS_DAYS } from '../legal/terms.ts';
import { addBusinessDays } from '../shared/business-days.ts';

/** The last day a sale delivered on `deliveredAt` (YYYY-MM-DD, Bogotá) may be withdrawn. */
export function withdrawalLastDay(deliveredAt: string): string {
  return addBusinessDays(deliveredAt, WITHDRAWAL_BUSINESS_DAYS);
}

/** Whether `today` (YYYY-MM-DD, Bogotá) is within the days of a sale delivered on `deliveredAt`. */
export function withinWithdrawalDays(deliveredAt: string, today: string): boolean {
  return today <= withdrawalLastDay(deliveredAt);
}

/** What the rules read of a sale's line. */
export interface WithdrawableLine {
  kind: 'product' | 'service';
  productId: string;
  pack?: unknown;
}

/** The indexes of the lines that admit a withdrawal; `notWithdrawable` names the products the owner marked. */
export function withdrawableLines(lines: readonly WithdrawableLine[], notWithdrawable: ReadonlySet<string>): number[] {
  return lines.flatMap((line, index) => (line.kind === 'product' && !line.pack && !notWithdrawable.has(line.productId) ? [index] : []));
}

/** Where a request stands: asked, being approved (the refund running), approved. */
export const withdrawalStatuses = ['solicitado', 'aprobando', 'aprobado'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** A request as the customer and the owner read it. */
export interface PublicWithdrawal {
  _id: string;
  recordId: string;
  reference: string;
  radicado: string;
  status: WithdrawalStatus;
  lines: number[];
  productNames: string[];
  reason: string;
  /** Pesos to give back: the lines' totals, and the shipping when every line is withdrawn. */
  amount: number;
  deliveredAt: string;
  lastDay: string;
  customer: { name: string; email: string };
  requestedAt: string;
  approvedAt?: string;
  /** The provider's refund; or 'devolución pendiente' (Wompi) for the owner to give back by hand. */
  refundId?: string | null;
  refundPending?: boolean;
  /** When the owner marked the pending refund given back (ISO). */
  refundDoneAt?: string;
}

/** A sale's withdrawal as /orders reads it: until when, which lines, and the request if there is one. */
export interface SaleWithdrawal {
  recordId: string;
  lastDay: string;
  open: boolean;
  lines: number[];
  request: Pick<PublicWithdrawal, 'radicado' | 'status' | 'lines'> | null;
}
