/**
 * What an invoice says was charged, line by line: what the payment took, never more. A product its
 * line total; a session pack its price; a service its deposit, as an anticipo ("Anticipo 20 % ·
 * <service> · <date> <time>"); an appointment a pack credit paid nothing (the pack was invoiced when
 * sold); the delivery fee its own line. A discount code's share is the line's discount. Each line's
 * IVA comes from its treatment when it was sold (missing: the default). Pure.
 */
import { serviceDeposit } from '../money/money.ts';
import type { RecordLine } from '../records/records.ts';
import { invoicingMessages as t } from './messages-invoicing.ts';
import type { InvoiceLine } from './invoices.ts';
import { DEFAULT_TAX_TREATMENT, SHIPPING_TAX_TREATMENT, splitTax, type TaxTreatment } from './tax.ts';

/** The code of the delivery fee's line. */
export const SHIPPING_CODE = 'envio';

type ChargedLine = Pick<
  RecordLine,
  | 'kind'
  | 'productId'
  | 'productName'
  | 'quantity'
  | 'unitPrice'
  | 'lineTotal'
  | 'payNow'
  | 'discount'
  | 'taxTreatment'
  | 'pack'
  | 'paidWithCredit'
  | 'reservationDate'
  | 'reservationTime'
>;

function invoiceLine(
  code: string,
  description: string,
  quantity: number,
  unitPrice: number,
  total: number,
  treatment: TaxTreatment,
): InvoiceLine {
  return {
    code,
    description,
    quantity,
    unitPrice,
    discount: Math.max(0, unitPrice * quantity - total),
    total,
    tax: splitTax(total, treatment),
  };
}

/** One sold line as the invoice shows it, or null when nothing was charged for it (a pack credit paid it). */
export function chargedLine(line: ChargedLine): InvoiceLine | null {
  const treatment = line.taxTreatment ?? DEFAULT_TAX_TREATMENT;
  if (line.kind === 'product')
    return invoiceLine(line.productId, line.productName, line.quantity, line.unitPrice, line.lineTotal, treatment);
  if (line.paidWithCredit || line.unitPrice === 0) return null;
  const description = t.anticipoLine(line.productName, line.reservationDate ?? '', line.reservationTime ?? '');
  return invoiceLine(line.productId, description, line.quantity, serviceDeposit(line.unitPrice), line.payNow, treatment);
}

/** The delivery fee's line, or none without a fee. */
export function shippingLine(fee: number): InvoiceLine[] {
  return fee > 0 ? [invoiceLine(SHIPPING_CODE, t.shippingLine, 1, fee, fee, SHIPPING_TAX_TREATMENT)] : [];
}

/** Every line a paid order is invoiced for: its charged lines, then the delivery fee. */
export function orderInvoiceLines(lines: readonly ChargedLine[], shippingFee: number): InvoiceLine[] {
  return [...lines.flatMap((line) => chargedLine(line) ?? []), ...shippingLine(shippingFee)];
}

/** What the lines add up to: what the payment took. */
export function invoiceTotal(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0);
}

/** Whether some line is a service's anticipo (the document says the balance is invoiced at the shop). */
export function hasAnticipo(lines: readonly ChargedLine[]): boolean {
  return lines.some((line) => line.kind === 'service' && !line.paidWithCredit && line.payNow > 0);
}

/**
 * A credit note's lines: the lines of the refund, each a "Devolución" of what it gives back, with
 * the IVA of its own treatment. `amount` pesos of the line `of`.
 */
export function refundLine(of: InvoiceLine, amount: number): InvoiceLine {
  return invoiceLine(of.code, t.refundLine(of.description), 1, amount, amount, of.tax.treatment);
}
