/**
 * The message that sends a customer the /mi-reserva link of each reservation still to come, when
 * the one in the receipt was lost: one block per reservation, its appointments and its link.
 */
import { formatDay, formatHour } from '../shared/dates.ts';
import { bookingLinksMailMessages as t } from './messages-mail-links.ts';
import { renderMail, type MailBlock, type RenderedMail } from './render.ts';

export interface ReservationLink {
  reference: string;
  manageUrl: string;
  appointments: readonly { productName: string; date: string; time: string }[];
}

export function bookingLinksMail(reservations: readonly ReservationLink[], siteOrigin: string): RenderedMail {
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: t.intro(reservations.length) }];
  for (const reservation of reservations) {
    blocks.push({ kind: 'heading', text: t.reservationHeading(reservation.reference) });
    blocks.push({
      kind: 'facts',
      rows: reservation.appointments.map((appointment) => [
        appointment.productName,
        t.when(formatDay(appointment.date), formatHour(appointment.time)),
      ]),
    });
    blocks.push({ kind: 'button', label: t.manageButton, href: reservation.manageUrl });
  }
  blocks.push({ kind: 'note', text: t.note });
  return renderMail({ subject: t.subject, title: t.title, blocks }, siteOrigin);
}
