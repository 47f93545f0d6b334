/**
 * The mail sent a few days after a delivery or an appointment, asking the customer to rate it from
 * /orders. The renderer escapes every text (a product's name included).
 */
import { renderMail, type RenderedMail } from '../mail/render.ts';

export const reviewRequestTexts = {
  subject: (productName: string) => `¿Qué te pareció ${productName}?`,
  title: 'Cuéntanos cómo te fue',
  intro: (customerName: string, productName: string) =>
    `Hola, ${customerName}: esperamos que hayas disfrutado ${productName}. Tu opinión ayuda a otros clientes a decidir y a nosotros a mejorar.`,
  how: 'Entra a «Mis pedidos», busca la compra o la cita y pulsa «Calificar». Publicamos las reseñas después de revisarlas.',
  button: 'Calificar en Mis pedidos',
} as const;

export interface ReviewRequestFacts {
  customerName: string;
  productName: string;
  /** /orders, on the shop's own address. */
  ordersUrl: string;
}

export function reviewRequestMail(facts: ReviewRequestFacts, siteOrigin: string): RenderedMail {
  const t = reviewRequestTexts;
  return renderMail(
    {
      subject: t.subject(facts.productName),
      title: t.title,
      blocks: [
        { kind: 'paragraph', text: t.intro(facts.customerName, facts.productName) },
        { kind: 'paragraph', text: t.how },
        { kind: 'button', label: t.button, href: facts.ordersUrl },
      ],
    },
    siteOrigin,
  );
}
