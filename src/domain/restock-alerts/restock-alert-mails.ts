/**
 * The two mails of a back-in-stock alert: the request to confirm it (double opt-in, as the
 * newsletter's), and the one notice that the item is back, with its link. Both carry the link that
 * cancels the alert.
 */
import { business } from '../shared/business.ts';
import { retention } from '../legal/retention.ts';
import { renderMail, type RenderedMail } from '../mail/render.ts';

const t = {
  confirmSubject: (shop: string) => `Confirma tu aviso de existencias de ${shop}`,
  confirmTitle: 'Confirma tu aviso',
  confirmIntro: (item: string) => `Pediste que te avisemos cuando vuelva a haber existencias de ${item}. Confírmalo con este botón:`,
  confirmButton: 'Confirmar el aviso',
  confirmExpiry: (days: number) => `El enlace vence en ${days} días. Si no lo pediste tú, ignora este correo: no te escribiremos.`,
  backSubject: (item: string) => `Volvió: ${item}`,
  backTitle: 'Ya hay existencias',
  backIntro: (item: string) =>
    `Te avisamos, como pediste: ${item} vuelve a estar disponible. Las existencias son pocas y se venden por orden de compra.`,
  backButton: 'Ver el producto',
  backNote: 'Este es el único aviso: tu suscripción a este producto terminó.',
  cancel: 'Cancelar el aviso',
  policy: 'Política de tratamiento de datos',
} as const;

export interface RestockAlertLinks {
  /** What the shopper waits for: the product's name, with the size and colour of a variant. */
  itemName: string;
  cancelUrl: string;
}

export function restockAlertConfirmationMail(input: RestockAlertLinks & { confirmUrl: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.confirmSubject(business.name),
      title: t.confirmTitle,
      blocks: [
        { kind: 'paragraph', text: t.confirmIntro(input.itemName) },
        { kind: 'button', label: t.confirmButton, href: input.confirmUrl },
        { kind: 'note', text: t.confirmExpiry(retention.restockAlertConfirmDays) },
        { kind: 'link', label: t.cancel, href: input.cancelUrl },
        { kind: 'link', label: t.policy, href: `${siteOrigin}/politica-de-datos` },
      ],
    },
    siteOrigin,
  );
}

export function restockAlertBackInStockMail(input: RestockAlertLinks & { productUrl: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.backSubject(input.itemName),
      title: t.backTitle,
      blocks: [
        { kind: 'paragraph', text: t.backIntro(input.itemName) },
        { kind: 'button', label: t.backButton, href: input.productUrl },
        { kind: 'note', text: t.backNote },
        { kind: 'link', label: t.cancel, href: input.cancelUrl },
        { kind: 'link', label: t.policy, href: `${siteOrigin}/politica-de-datos` },
      ],
    },
    siteOrigin,
  );
}
