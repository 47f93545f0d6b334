/**
 * The waitlist's one mail: a place of the hour the customer waited for is free and held for them
 * for OFFER_MINUTES, with the link that books it and the link that leaves the line.
 */
import { business } from '../shared/business.ts';
import { renderMail, type RenderedMail } from '../mail/render.ts';
import { OFFER_MINUTES } from './waitlist.ts';

const t = {
  subject: (service: string) => `Se liberó un lugar: ${service}`,
  title: 'Se liberó la hora que esperabas',
  intro: (service: string, day: string, hour: string) =>
    `Se liberó un lugar de ${service} el ${day} a las ${hour}. Te lo guardamos ${OFFER_MINUTES} minutos: resérvalo desde este enlace, en este mismo navegador.`,
  button: 'Reservar esta hora',
  until: (hour: string) => `El lugar está guardado para ti hasta las ${hour}. Después se lo ofrecemos a la siguiente persona de la lista.`,
  cancel: 'Salir de la lista de espera',
  policy: 'Política de tratamiento de datos',
  shop: (shop: string) => `${shop} te escribe porque pediste «Avísame si se libera».`,
} as const;

export interface WaitlistOfferMail {
  serviceName: string;
  /** The hour as the customer reads it ("miércoles 4 de marzo", "10:00 a. m."). */
  day: string;
  hour: string;
  /** Until when the place is held, as a Bogotá hour. */
  heldUntil: string;
  bookUrl: string;
  cancelUrl: string;
}

export function waitlistOfferMail(input: WaitlistOfferMail, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.subject(input.serviceName),
      title: t.title,
      blocks: [
        { kind: 'paragraph', text: t.intro(input.serviceName, input.day, input.hour) },
        { kind: 'button', label: t.button, href: input.bookUrl },
        { kind: 'note', text: t.until(input.heldUntil) },
        { kind: 'note', text: t.shop(business.name) },
        { kind: 'link', label: t.cancel, href: input.cancelUrl },
        { kind: 'link', label: t.policy, href: `${siteOrigin}/politica-de-datos` },
      ],
    },
    siteOrigin,
  );
}
