/**
 * What a payment comes to after what happened to it: the one computation behind every total,
 * paid amount, refund and balance the shop shows (the admin lists and detail, the CSV, the receipt,
 * the customer's orders and /mi-reserva, the dashboard).
 *
 * - A line stands unless its appointment was cancelled or its whole record was ('cancelada'): only
 *   standing lines (and a standing sale's shipping fee) make the total.
 * - Charged is what the payment took (the record's stored charge, shipping included).
 * - A cancelled appointment's deposit is refunded (the provider's refund id) or owed back by hand
 *   ('devolución pendiente', Wompi) until the owner marks it done, when it counts as refunded.
 * - Paid is what the shop keeps: charged less refunded and less what it still owes back.
 * - The balance is what the standing lines still cost beyond that, never below zero.
 * Every amount is whole pesos; anything else in a stored field counts as 0.
 */
import { copToUsdCents } from './money.ts';

/** A record's status once the owner, or the last appointment's cancellation, called it off. */
export const CANCELLED_STATUS = 'cancelada';

/** What the figures read of a line (a stored or public record line). */
export interface FigureLine {
  kind: 'product' | 'service';
  lineTotal: number;
  payNow: number;
  cancelledAt?: string | null | undefined;
  refundId?: string | null | undefined;
  refundPending?: { amount: number; doneAt?: string | undefined } | null | undefined;
}

/** What the figures read of a record. */
export interface FigureRecord {
  /** Missing on a record read before it had one (a receipt being written): it stands. */
  status?: string | undefined;
  reservationDetails: readonly FigureLine[];
  amounts: { shipping: number; payNow: number; totalNowUsdCents?: number | undefined };
}

export interface LineFigures {
  stands: boolean;
  /** The full price while the line stands; 0 once cancelled. */
  total: number;
  /** What the payment charged for it: the product's price or the service's deposit. */
  charged: number;
  refunded: number;
  /** Owed back by hand and not yet marked done. */
  refundPending: number;
  /** What the shop keeps of it. */
  paid: number;
  balance: number;
}

export interface PaymentFigures {
  /** The standing lines' full prices. */
  lines: number;
  /** The standing sales' shipping fees. */
  shipping: number;
  /** lines + shipping. */
  total: number;
  /** The standing appointments' deposits. */
  deposits: number;
  /** What the payment took. */
  charged: number;
  /** The charge in US cents as the provider took it (the pesos converted when it was not stored). */
  chargedUsdCents: number;
  refunded: number;
  refundPending: number;
  /** charged − refunded − refundPending. */
  paid: number;
  /** What is left to pay at the shop or the appointment. */
  balance: number;
}

const pesos = (amount: unknown): number => (typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : 0);

/** One line's figures; `recordStands` is false when its whole record was cancelled. */
export function lineFigures(line: FigureLine, recordStands = true): LineFigures {
  const stands = recordStands && !line.cancelledAt;
  const total = stands ? pesos(line.lineTotal) : 0;
  const charged = pesos(line.payNow);
  let refunded = 0;
  let refundPending = 0;
  if (line.refundPending) {
    const amount = Math.min(charged, pesos(line.refundPending.amount));
    if (line.refundPending.doneAt) refunded = amount;
    else refundPending = amount;
  } else if (line.refundId) {
    refunded = charged;
  }
  const paid = charged - refunded - refundPending;
  return { stands, total, charged, refunded, refundPending, paid, balance: Math.max(0, total - paid) };
}

export const recordStands = (record: Pick<FigureRecord, 'status'>): boolean => record.status !== CANCELLED_STATUS;

/** A payment's figures, from its records (one, or the reservation and the sale of one payment). */
export function paymentFigures(records: readonly FigureRecord[]): PaymentFigures {
  let lines = 0;
  let shipping = 0;
  let deposits = 0;
  let charged = 0;
  let refunded = 0;
  let refundPending = 0;
  for (const record of records) {
    const standing = recordStands(record);
    if (standing) shipping += pesos(record.amounts.shipping);
    charged += pesos(record.amounts.payNow);
    for (const line of record.reservationDetails) {
      const figures = lineFigures(line, standing);
      lines += figures.total;
      if (figures.stands && line.kind === 'service') deposits += figures.charged;
      refunded += figures.refunded;
      refundPending += figures.refundPending;
    }
  }
  const total = lines + shipping;
  const paid = charged - refunded - refundPending;
  const storedCents = records[0]?.amounts.totalNowUsdCents;
  return {
    lines,
    shipping,
    total,
    deposits,
    charged,
    chargedUsdCents: storedCents !== undefined && Number.isSafeInteger(storedCents) ? storedCents : copToUsdCents(charged),
    refunded,
    refundPending,
    paid,
    balance: Math.max(0, total - paid),
  };
}
