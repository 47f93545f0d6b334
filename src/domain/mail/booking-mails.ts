/**
 * The messages about one appointment after it was booked: its cancellation and its move (to the
 * customer, with the calendar file that updates the event, and to the owner), and the reminder the
 * day before (where: the shop with its map link, or the customer's address; and the manage link).
 */
import { business, mapsLink } from '../shared/business.ts';
import { formatCop } from '../money/money.ts';
import { mailMessages as t } from './messages-mail.ts';
import { reschedulesLeft } from '../bookings/booking-policy.ts';
import { formatDay, formatHour } from '../shared/dates.ts';
import { renderMail, type RenderedMail } from './render.ts';

/** What the messages read of the appointment and its reservation. */
export interface AppointmentFacts {
  reference: string;
  customerName: string;
  customerContact: string;
  productName: string;
  reservationDate: string;
  reservationTime: string;
  reschedules: number;
  /** A home service is done at the customer's address. */
  atHome: boolean;
  /** That address, as the customer gave it (street, neighbourhood, city). */
  visitAddress?: string;
}

const when = (date: string, time: string) => t.appointment(formatDay(date), formatHour(time));
const byLabel = (by: 'cliente' | 'tienda') => (by === 'tienda' ? t.byShop : t.byCustomer);

/**
 * `refundByHand`: a Wompi deposit the shop gives back itself ('devolución pendiente'), not refunded yet.
 * `byShop`: the shop cancelled it (a closure): it says so, and offers /mi-reserva to choose another hour.
 */
export function bookingCancelledMail(
  facts: AppointmentFacts,
  refundCop: number,
  manageUrl: string,
  siteOrigin: string,
  refundByHand = false,
  byShop = false,
): RenderedMail {
  let refundText: string = t.cancelledNoRefund;
  if (refundCop > 0) refundText = refundByHand ? t.cancelledRefundByHand(formatCop(refundCop)) : t.cancelledRefund(formatCop(refundCop));
  const whenText = when(facts.reservationDate, facts.reservationTime);
  return renderMail(
    {
      subject: byShop ? t.cancelledByShopSubject(facts.productName) : t.cancelledSubject(facts.productName),
      title: t.cancelledTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(facts.customerName) },
        {
          kind: 'paragraph',
          text: byShop ? t.cancelledByShopIntro(facts.productName, whenText) : t.cancelledIntro(facts.productName, whenText),
        },
        { kind: 'paragraph', text: refundText },
        ...(byShop ? [{ kind: 'paragraph' as const, text: t.cancelledByShopAnotherHour }] : []),
        { kind: 'button', label: byShop ? t.chooseAnotherHourButton : t.manageButton, href: manageUrl },
        { kind: 'note', text: t.cancelledCalendarNote },
      ],
    },
    siteOrigin,
  );
}

export function bookingMovedMail(
  facts: AppointmentFacts,
  from: { date: string; time: string },
  manageUrl: string,
  siteOrigin: string,
): RenderedMail {
  return renderMail(
    {
      subject: t.movedSubject(facts.productName),
      title: t.movedTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(facts.customerName) },
        { kind: 'paragraph', text: t.movedIntro(facts.productName) },
        {
          kind: 'facts',
          rows: [
            [t.factBefore, when(from.date, from.time)],
            [t.factNow, when(facts.reservationDate, facts.reservationTime)],
            [t.factMovesLeft, String(reschedulesLeft(facts))],
          ],
        },
        { kind: 'button', label: t.manageButton, href: manageUrl },
        { kind: 'note', text: t.movedCalendarNote },
      ],
    },
    siteOrigin,
  );
}

export function bookingReminderMail(facts: AppointmentFacts, manageUrl: string, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.reminderSubject(facts.productName),
      title: t.reminderTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(facts.customerName) },
        { kind: 'paragraph', text: t.reminderIntro(facts.productName, when(facts.reservationDate, facts.reservationTime)) },
        { kind: 'facts', rows: [[t.reminderWhere, facts.atHome ? t.reminderAtHome(facts.visitAddress ?? '') : business.address]] },
        ...(facts.atHome ? [] : [{ kind: 'link' as const, label: t.reminderMap, href: mapsLink(business.address) }]),
        { kind: 'button', label: t.manageButton, href: manageUrl },
        { kind: 'note', text: t.reminderNote },
      ],
    },
    siteOrigin,
  );
}

export interface ChangeNotice {
  change: 'cancelada' | 'reprogramada';
  by: 'cliente' | 'tienda';
  /** Cancelled: the deposit given back (COP). */
  refundCop?: number;
  /** Moved: the hour before. */
  from?: { date: string; time: string };
}

/** The owner's notice of a cancellation or a move. */
export function bookingChangeNoticeMail(facts: AppointmentFacts, notice: ChangeNotice, adminUrl: string, siteOrigin: string): RenderedMail {
  const cancelled = notice.change === 'cancelada';
  const rows: (readonly [string, string])[] = [
    [t.noticeReference, facts.reference],
    [t.noticeCustomer, facts.customerContact],
    [t.noticeService, facts.productName],
  ];
  if (cancelled) {
    rows.push([t.noticeWhen, when(facts.reservationDate, facts.reservationTime)]);
    rows.push([t.noticeRefund, notice.refundCop ? formatCop(notice.refundCop) : t.noticeNoRefund]);
  } else if (notice.from) {
    rows.push([t.factBefore, when(notice.from.date, notice.from.time)]);
    rows.push([t.factNow, when(facts.reservationDate, facts.reservationTime)]);
  }
  rows.push([t.noticeBy, byLabel(notice.by)]);
  return renderMail(
    {
      subject: cancelled
        ? t.cancelledNoticeSubject(facts.reference, facts.productName)
        : t.movedNoticeSubject(facts.reference, facts.productName),
      title: cancelled ? t.cancelledNoticeTitle : t.movedNoticeTitle,
      blocks: [
        { kind: 'facts', rows },
        { kind: 'button', label: t.noticeOpenAdmin, href: adminUrl },
      ],
    },
    siteOrigin,
  );
}
