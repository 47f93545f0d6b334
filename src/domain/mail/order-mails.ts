/**
 * The messages about a payment and its records: the customer's receipt, the owner's notice of a
 * paid order, and the owner's notice of a reservation taken by phone. Every amount is read from the
 * records as the server stored them.
 */
import { serviceWithPerson } from '../staff/messages-picker.ts';
import type { BusinessHours } from '../schedule/business-hours.ts';
import { formatDiscount, recordsDiscount } from '../promotions/discounts.ts';
import { formatCop, formatUsdCents } from '../money/money.ts';
import { promotionMessages } from '../promotions/messages-promotions.ts';
import { mailMessages as t } from './messages-mail.ts';
import { paymentFigures } from '../money/payment-figures.ts';
import { balancePaidAt, goesToAddress, paidInPesos, type PublicRecord, type RecordLine } from '../records/records.ts';
import { formatDay, formatHour } from '../shared/dates.ts';
import { hasHomeService } from '../shipping/shipping.ts';
import { placeOfLine } from '../bookings/appointment-place.ts';
import { placeMessages } from '../bookings/messages-places.ts';
import { packMessages } from '../promotions/messages-packs.ts';
import { renderMail, type MailBlock, type RenderedMail } from './render.ts';
import { invoiceLinkMessages } from '../invoicing/messages-invoice-links.ts';
import { recordsTaxTotals, taxIncludedRows } from '../invoicing/charged-tax.ts';

export type MailRecord = Pick<PublicRecord, 'reference' | 'kind' | 'reservationDetails' | 'shippingInfo' | 'amounts'> &
  Partial<Pick<PublicRecord, 'payment' | 'invoice'>>;

function lineLabel(line: RecordLine): string {
  if (line.kind === 'service' && line.reservationDate && line.reservationTime) {
    return `${serviceWithPerson(line)} — ${t.appointment(formatDay(line.reservationDate), formatHour(line.reservationTime))}`;
  }
  return `${line.productName} ${t.lineQuantity(line.quantity)}`;
}

const allLines = (records: readonly MailRecord[]) => records.flatMap((record) => record.reservationDetails);

/** `customer`: the receipt, where an appointment a pack credit paid ($0) says which of the customer's packs paid it. */
function linesBlock(records: readonly MailRecord[], customer = false): MailBlock {
  return {
    kind: 'facts',
    rows: allLines(records).map(
      (line) =>
        [
          lineLabel(line),
          customer && line.paidWithCredit ? packMessages.paidWithCredit(line.paidWithCredit.packName) : formatCop(line.lineTotal),
        ] as const,
    ),
  };
}

/** How the order reaches the customer, the address when it goes there, and the contact. */
function deliveryBlock(records: readonly MailRecord[], hours?: BusinessHours): MailBlock {
  const lines = allLines(records);
  const info = records[0]?.shippingInfo;
  if (!info) return { kind: 'facts', rows: [] };
  const hasProducts = lines.some((line) => line.kind === 'product');
  const toAddress = records.some((record) => goesToAddress(record));
  const method = toAddress ? (hasProducts ? t.methodDelivery : t.methodHomeService) : hasProducts ? t.methodPickup : t.methodAtShop;
  const place = [info.address, info.neighborhood, info.city].filter((part) => part.trim() !== '').join(', ');
  const pickedUp = !toAddress && hasProducts;
  return {
    kind: 'facts',
    rows: [
      [t.factMethod, method],
      ...(toAddress ? [[t.factAddress, place] as const] : []),
      ...(pickedUp
        ? ([
            [placeMessages.pickupAddressLabel, placeMessages.pickupAddress],
            [placeMessages.pickupHoursLabel, placeMessages.pickupHours(hours)],
          ] as const)
        : []),
      [t.factContact, [info.name, info.phone, info.email].filter(Boolean).join(' · ')],
    ],
  };
}

/** Where each appointment happens: at the shop (its address) or at home (the customer's). */
function placesBlock(records: readonly MailRecord[]): MailBlock[] {
  const rows = records.flatMap((record) =>
    record.reservationDetails.flatMap((line) => {
      const place = placeOfLine(line, record.shippingInfo);
      return place ? [[lineLabel(line), placeMessages.placeText(place)] as const] : [];
    }),
  );
  return rows.length > 0
    ? [
        { kind: 'heading', text: placeMessages.mailPlacesHeading },
        { kind: 'facts', rows },
      ]
    : [];
}

function amountsBlock(records: readonly MailRecord[]): MailBlock {
  const totals = paymentFigures(records);
  const lines = allLines(records);
  const balanceLabel =
    totals.balance === 0
      ? t.factBalance
      : balancePaidAt({ reservationDetails: lines }) === 'appointment'
        ? t.factBalanceAtAppointment
        : t.factBalanceAtShop;
  const discount = recordsDiscount(records);
  return {
    kind: 'facts',
    rows: [
      // The lines' prices above already have the code's share taken off.
      ...(discount ? [[promotionMessages.discountLine(discount.code), formatDiscount(discount.discount)] as const] : []),
      [t.factSubtotal, formatCop(totals.lines)],
      [t.factShipping, formatCop(totals.shipping)],
      ...(totals.deposits > 0 ? [[t.factDeposit, formatCop(totals.deposits)] as const] : []),
      // Wompi charged pesos: no dollars beside them. PayPal (and the sandbox) charged the dollars said.
      [
        t.factPaid,
        paidInPesos(records) ? formatCop(totals.charged) : `${formatCop(totals.charged)} ${t.usd(formatUsdCents(totals.chargedUsdCents))}`,
      ],
      // The IVA what was paid includes, per rate (src/domain/invoicing/charged-tax.ts).
      ...taxIncludedRows(recordsTaxTotals(records)).map((row) => [row.label, formatCop(row.tax)] as const),
      [balanceLabel, formatCop(totals.balance)],
    ],
  };
}

export interface ReceiptLinks {
  /** The result page of the payment, with its receipt token. */
  receiptUrl: string;
  /** The page where the customer sees, moves or cancels the payment's reservations. */
  manageUrl: string;
  /** The issued invoice's document, with the receipt token; missing until it is issued. */
  invoiceUrl?: string;
}

/** The payment's electronic invoice: its link once issued, or that it comes by e-mail while it is queued; nothing before invoices. */
function invoiceBlocks(records: readonly MailRecord[], links: ReceiptLinks): MailBlock[] {
  const invoice = records.find((record) => record.invoice)?.invoice;
  if (invoice?.status === 'emitida' && invoice.number && (links.invoiceUrl ?? invoice.pdfUrl))
    return [{ kind: 'link', label: invoiceLinkMessages.link(invoice.number), href: links.invoiceUrl ?? invoice.pdfUrl ?? '' }];
  return invoice?.status === 'pendiente' ? [{ kind: 'note', text: invoiceLinkMessages.pending }] : [];
}

/** `hours`: the owner's (a pickup's hours are the counter's); today's when not given. */
export function receiptMail(records: readonly MailRecord[], links: ReceiptLinks, siteOrigin: string, hours?: BusinessHours): RenderedMail {
  const first = records[0];
  const reference = first?.reference ?? '';
  const services = allLines(records).filter((line) => line.kind === 'service');
  return renderMail(
    {
      subject: t.receiptSubject(reference),
      title: t.receiptTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(first?.shippingInfo.name ?? '') },
        { kind: 'paragraph', text: t.receiptIntro(reference) },
        { kind: 'heading', text: t.linesHeading },
        linesBlock(records, true),
        ...placesBlock(records),
        { kind: 'heading', text: t.deliveryHeading },
        deliveryBlock(records, hours),
        { kind: 'heading', text: t.amountsHeading },
        amountsBlock(records),
        { kind: 'button', label: t.receiptButton, href: links.receiptUrl },
        ...services.map((line) => ({ kind: 'link' as const, label: t.manageReservation(lineLabel(line)), href: links.manageUrl })),
        ...(services.length > 0 ? [{ kind: 'note' as const, text: t.receiptCalendarNote }] : []),
        ...invoiceBlocks(records, links),
      ],
    },
    siteOrigin,
  );
}

export function orderNoticeMail(records: readonly MailRecord[], adminUrl: string, siteOrigin: string): RenderedMail {
  const first = records[0];
  const reference = first?.reference ?? '';
  const info = first?.shippingInfo;
  return renderMail(
    {
      subject: t.orderNoticeSubject(reference, formatCop(paymentFigures(records).charged)),
      title: t.orderNoticeTitle,
      blocks: [
        {
          kind: 'facts',
          rows: [
            [t.noticeReference, reference],
            [t.noticeCustomer, info ? `${info.name} <${info.email}>` : ''],
          ],
        },
        linesBlock(records),
        ...placesBlock(records),
        deliveryBlock(records),
        amountsBlock(records),
        { kind: 'button', label: t.noticeOpenAdmin, href: adminUrl },
      ],
    },
    siteOrigin,
  );
}

export function phoneReservationNoticeMail(record: MailRecord, adminUrl: string, siteOrigin: string): RenderedMail {
  const info = record.shippingInfo;
  const notes = record.reservationDetails[0]?.description ?? '';
  return renderMail(
    {
      subject: t.phoneNoticeSubject(record.reference),
      title: t.phoneNoticeTitle,
      blocks: [
        {
          kind: 'facts',
          rows: [
            [t.noticeReference, record.reference],
            [t.noticeCustomer, [info.name, info.phone, info.email].filter(Boolean).join(' · ')],
          ],
        },
        linesBlock([record]),
        ...(notes ? [{ kind: 'facts' as const, rows: [[t.phoneNoticeNotes, notes] as const] }] : []),
        ...(hasHomeService(record.reservationDetails) ? [deliveryBlock([record])] : []),
        { kind: 'button', label: t.noticeOpenAdmin, href: adminUrl },
      ],
    },
    siteOrigin,
  );
}
