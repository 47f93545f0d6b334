/**
 * The records as a CSV file that opens as columns in a spreadsheet set to Spanish: UTF-8 with a
 * byte-order mark, `;` between fields, CRLF line ends. A sale has no appointment, so the sales file
 * has no appointment columns (date, hour, state, history). One row per line of a record; the record's
 * delivery and money (shipping fee, total, paid, refunded, owed back, balance, the discount code and its pesos) stand on its first
 * row only, so adding up a column counts each payment once. Amounts are plain whole pesos, after
 * the cancelled appointments and their refunds (src/domain/money/payment-figures.ts). Each appointment says where
 * it stands (reserved, moved, cancelled by whom) and what happened to it, with the refund, and where
 * it happens (its "Lugar", on its own row: at the shop with the shop's address, or at the customer's),
 * as the receipt says it; the sales file's "Entrega" says whether the order is delivered or picked up.
 * Beside each line's amount, the IVA its charge includes (its treatment, base and tax; a line sold
 * before treatments existed, the shop's default); beside the fee, the fee's.
 * The last columns are the payment's electronic invoice: number, CUFE and status.
 */
import { placeOfLine } from '../../../src/domain/bookings/appointment-place.ts';
import { csvMessages } from '../../../src/domain/records/messages-csv.ts';
import { placeMessages } from '../../../src/domain/bookings/messages-places.ts';
import { paymentFigures } from '../../../src/domain/money/payment-figures.ts';
import { goesToAddress, lineStateOf } from '../../../src/domain/records/records.ts';
import type { RecordKind } from '../../../src/domain/records/record-schemas.ts';
import type { RecordDoc, RecordLineDoc } from '../../store/documents.ts';
import {
  DEFAULT_TAX_TREATMENT,
  SHIPPING_TAX_TREATMENT,
  splitTax,
  taxTreatmentLabels,
  type TaxTreatment,
} from '../../../src/domain/invoicing/tax.ts';

const SEPARATOR = ';';
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

type Cell = string | number | null;

function csvCell(value: Cell): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : '';
  const text = value ?? '';
  // Quoted, and a leading formula character is defused so a spreadsheet never runs it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const bogotaTime = (date: Date) => new Date(new Date(date).getTime() - BOGOTA_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 16);

/** The IVA the record's delivery fee includes; empty without a fee. */
const shippingTax = (doc: RecordDoc): Cell =>
  doc.amounts.shipping > 0 ? splitTax(doc.amounts.shipping, SHIPPING_TAX_TREATMENT).tax : null;

/** What the record comes to after its cancellations and refunds: fee (and its IVA), total, paid (net of refunds), refunded, owed back, balance. */
function recordMoney(doc: RecordDoc): Cell[] {
  const figures = paymentFigures([doc]);
  // The code the payment used and the pesos it took off this record's lines (already out of its total); empty without one.
  const discount = doc.amounts.discountCode ? [doc.amounts.discountCode, doc.amounts.discount ?? 0] : ['', null];
  return [
    figures.shipping,
    shippingTax(doc),
    figures.total,
    figures.paid,
    figures.refunded,
    figures.refundPending,
    figures.balance,
    ...discount,
  ];
}

const byName = (by: 'cliente' | 'tienda') => (by === 'tienda' ? csvMessages.byShop : csvMessages.byCustomer);
const isoTime = (iso: string) => bogotaTime(new Date(iso));
const hour = ({ date, time }: { date: string; time: string }) => `${date} ${time}`;

/** What a cancellation did with the deposit: refunded by the provider, given back by hand (Wompi), or nothing paid. */
function refundText(event: { refundId: string | null; refundAmount: number }): string {
  if (event.refundId) return csvMessages.historyRefund(event.refundAmount, event.refundId);
  return event.refundAmount > 0 ? csvMessages.historyRefundByHand(event.refundAmount) : csvMessages.historyNoRefund;
}

/** An appointment's state (cancelled by whom, moved how often) and its changes, oldest first; empty for a product. */
function lineStateCells(line: RecordLineDoc): Cell[] {
  const state = lineStateOf(line);
  if (!state) return ['', ''];
  const text =
    state === 'cancelada'
      ? csvMessages.lineCancelled(byName(line.cancelledBy ?? 'cliente'))
      : state === 'reprogramada'
        ? csvMessages.lineMoved(line.reschedules ?? 0)
        : csvMessages.lineBooked;
  const history = (line.history ?? []).map((event) =>
    event.kind === 'reprogramada'
      ? csvMessages.historyMoved(isoTime(event.at), byName(event.by), hour(event.from), hour(event.to))
      : `${csvMessages.historyCancelled(isoTime(event.at), byName(event.by))}, ${refundText(event)}`,
  );
  return [text, history.join(' | ')];
}

function deliveryCells(doc: RecordDoc): Cell[] {
  const info = doc.shippingInfo;
  // A sale delivered: "A domicilio"; picked up: "Recoge en tienda".
  if (!goesToAddress(doc)) return [csvMessages.pickup, '', '', ''];
  return [csvMessages.delivery, info.city, info.neighborhood, info.address];
}

/** Where the appointment happens, as its receipt says: at the shop (its address) or at the customer's; empty for a line without one. */
function placeCells(doc: RecordDoc, line: RecordLineDoc): Cell[] {
  const place = placeOfLine(line, doc.shippingInfo);
  if (!place) return ['', '', '', ''];
  if (place.at === 'tienda') return [placeMessages.atShop, '', '', place.address];
  const info = doc.shippingInfo;
  // The visit's address as the order keeps it in parts; an older line's stored place says it whole.
  return info.address ? [placeMessages.atHome, info.city, info.neighborhood, info.address] : [placeMessages.atHome, '', '', place.address];
}

/** What the line was: its name and quantity, and the pack credit that paid an appointment or the sessions a pack brought. */
function lineDetail(line: RecordLineDoc): string {
  const detail = `${line.productName} x${line.quantity}`;
  if (line.paidWithCredit) return `${detail} (${csvMessages.paidWithCredit(line.paidWithCredit.packName, line.paidWithCredit.value)})`;
  if (line.pack) return `${detail} (${csvMessages.packSold(line.pack.sessions * line.quantity, line.pack.validityDays)})`;
  return detail;
}

/** The cells of an appointment: its date, hour, state and history (the reservations file only). */
const appointmentCells = (line: RecordLineDoc): Cell[] => [line.reservationDate ?? '', line.reservationTime ?? '', ...lineStateCells(line)];

/** The payment's invoice: its number, CUFE and status (empty on records from before invoices). */
const invoiceCells = (doc: RecordDoc): Cell[] => [doc.invoice?.number ?? '', doc.invoice?.cufe ?? '', doc.invoice?.status ?? ''];
/** The IVA the line's charge includes: its treatment, base and tax. */
function taxCells(line: RecordLineDoc, taxDefault: TaxTreatment): Cell[] {
  const split = splitTax(line.payNow, line.taxTreatment ?? taxDefault);
  return [taxTreatmentLabels[split.treatment], split.base, split.tax];
}

/** The file of one kind of record: reservations with their appointments' columns, sales without them. */
export function recordsToCsv(docs: readonly RecordDoc[], kind: RecordKind, taxDefault: TaxTreatment = DEFAULT_TAX_TREATMENT): string {
  const withAppointments = kind === 'reserva';
  const rows: Cell[][] = [[...(withAppointments ? csvMessages.columns : csvMessages.saleColumns)]];
  for (const doc of docs) {
    doc.reservationDetails.forEach((line, index) => {
      const first = index === 0;
      const blank = (count: number): Cell[] => Array.from({ length: count }, () => null);
      rows.push([
        doc.reference,
        bogotaTime(doc.createdAt),
        doc.status,
        doc.user?.name ?? doc.shippingInfo.name,
        doc.user?.email ?? doc.shippingInfo.email,
        doc.user?.tel ?? doc.shippingInfo.phone,
        lineDetail(line),
        ...(withAppointments ? appointmentCells(line) : []),
        line.lineTotal,
        ...taxCells(line, taxDefault),
        ...(withAppointments ? placeCells(doc, line) : first ? deliveryCells(doc) : blank(4)),
        ...(first ? recordMoney(doc) : blank(9)),
        ...(first ? invoiceCells(doc) : blank(3)),
      ]);
    });
  }
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}
