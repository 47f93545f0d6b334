/**
 * Spanish texts of the consent boxes, the newsletter, its confirmation and unsubscribe pages and
 * the contact form's request types. The legal pages' own texts are in src/domain/legal/.
 */
import type { ContactMessageKind } from '../contact/contact-requests.ts';

export const legalMessages = {
  // The boxes: the words before the link, the link, and what screen readers hear about the new tab.
  consentAccept: 'Acepto la ',
  consentDataPolicyLink: 'política de tratamiento de datos',
  consentAcceptTerms: 'Acepto los ',
  consentTermsLink: 'términos',
  consentMarketing: 'Acepto recibir novedades y ofertas por correo',
  consentMarketingPolicy: 'Cómo tratamos tus datos: ',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  shippingPolicyNote: 'Usamos estos datos solo para tu pedido, como dice nuestra ',
  checkoutConsentTitle: 'Antes de pagar',
  checkoutConsentNote: 'Marca las dos casillas para pagar.',
  // The footer's newsletter.
  newsletterFormLabel: 'Suscripción a las novedades',
  newsletterEmailLabel: 'Correo electrónico',
  newsletterSubmit: 'Suscribirme',
  newsletterSending: 'Enviando…',
  newsletterFailed: 'No pudimos registrar tu suscripción. Intenta de nuevo.',
  // /darse-de-baja
  unsubscribeTitle: 'Darse de baja',
  unsubscribeDescription: 'Deja de recibir las novedades y ofertas de Tienda Medellín por correo.',
  unsubscribeIntro: 'Con un clic dejas de recibir nuestras novedades y ofertas por correo. Tus compras y reservas no cambian.',
  unsubscribeButton: 'Darme de baja',
  unsubscribeWorking: 'Procesando…',
  unsubscribeMissingToken: 'Este enlace no está completo. Ábrelo desde el botón «Darse de baja» del correo.',
  unsubscribeFailed: 'No pudimos darte de baja. Intenta de nuevo en unos minutos.',
  // /confirmar-suscripcion
  confirmTitle: 'Confirmar suscripción',
  confirmDescription: 'Confirma que quieres recibir las novedades y ofertas de Tienda Medellín por correo.',
  confirmIntro:
    'Confirma que este es tu correo y que quieres recibir nuestras novedades y ofertas. Puedes darte de baja cuando quieras con el enlace de cada correo.',
  confirmButton: 'Confirmar suscripción',
  confirmWorking: 'Confirmando…',
  confirmMissingToken: 'Este enlace no está completo. Ábrelo desde el botón «Confirmar suscripción» del correo.',
  confirmFailed: 'No pudimos confirmar tu suscripción. Intenta de nuevo en unos minutos.',
  // The contact form's request types (the server decides the kind from the value, never from the text).
  contactRequestTypeLabel: 'Tipo de solicitud',
  contactRequestTypeHint: 'Una PQR se responde en 15 días hábiles; una consulta sobre tus datos personales, en 10.',
  contactRequestTypes: new Map<ContactMessageKind, string>([
    ['general', 'Consulta general'],
    ['pqr', 'Petición, queja o reclamo (PQR)'],
    ['datos', 'Solicitud sobre mis datos personales'],
    // Filed from /reversion-del-pago, never offered by the contact form's list.
    ['reversion', 'Reversión del pago'],
  ]),
  // The owner's inbox.
  inboxKindLabels: new Map<ContactMessageKind, string>([
    ['pqr', 'PQR'],
    ['datos', 'Datos personales'],
    ['reversion', 'Reversión del pago'],
  ]),
  inboxAnswerBy: (date: string) => `Responder antes del ${date}`,
  inboxFlaggedCount: (count: number) => (count === 1 ? '1 con plazo legal' : `${count} con plazo legal`),
} as const;
