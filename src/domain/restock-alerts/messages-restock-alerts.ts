/**
 * The texts of "Avísame cuando llegue" (back-in-stock alerts): what the server answers and what the
 * product page's form shows. The form loads only when the shopper presses the button, so no page
 * downloads these texts on its first paint.
 */
export const restockAlertMessages = {
  offer: 'Avísame cuando llegue',
  intro: 'Te escribimos una sola vez, cuando vuelva a haber existencias.',
  emailLabel: 'Correo electrónico',
  variantLabel: 'Talla y color que esperas',
  submit: 'Avisarme',
  subscribed: 'Listo. Si tu correo no estaba confirmado, te enviamos un enlace para confirmarlo.',
  confirmed: 'Aviso confirmado. Te escribiremos cuando vuelva a haber existencias.',
  unsubscribed: 'Aviso cancelado. No te escribiremos por este producto.',
  rateLimited: 'Has pedido demasiados avisos. Intenta de nuevo más tarde.',
  notSoldOut: 'Este producto tiene existencias: puedes comprarlo ya.',
  variantRequired: 'Elige la talla y el color que esperas.',
  confirmLinkInvalid: 'El enlace para confirmar el aviso no es válido o ya venció.',
  linkInvalid: 'El enlace del aviso no es válido.',
} as const;

/** The owner's view: how many wait for each product and variant. */
export const restockAlertAdminMessages = {
  title: 'Avisos de existencias',
  empty: 'Nadie espera un producto agotado.',
  waiting: (count: number) => (count === 1 ? '1 persona espera' : `${count} personas esperan`),
} as const;

/** An alert's state, as the data export words it. */
export const restockAlertStateWords: Readonly<Record<string, string>> = {
  pending: 'Pendiente de confirmar desde tu correo',
  confirmed: 'Confirmado: esperando existencias',
  notified: 'Avisado: ya te escribimos',
};

/** The pages the alert's mails link to (/confirmar-aviso, /cancelar-aviso) and their buttons. */
export const restockAlertPageMessages = {
  confirmTitle: 'Confirmar aviso de existencias',
  confirmDescription: 'Confirma que quieres un aviso cuando vuelva a haber existencias de un producto agotado.',
  confirmIntro: 'Confirma tu aviso y te escribiremos una sola vez, cuando vuelva a haber existencias.',
  confirmButton: 'Confirmar el aviso',
  confirmWorking: 'Confirmando…',
  confirmMissingToken: 'Este enlace no está completo. Ábrelo desde el botón «Confirmar el aviso» del correo.',
  confirmFailed: 'No pudimos confirmar tu aviso. Intenta de nuevo en unos minutos.',
  cancelTitle: 'Cancelar aviso de existencias',
  cancelDescription: 'Cancela el aviso de existencias de un producto agotado.',
  cancelIntro: 'Si cancelas el aviso, no te escribiremos cuando vuelva a haber existencias de este producto.',
  cancelButton: 'Cancelar el aviso',
  cancelWorking: 'Cancelando…',
  cancelMissingToken: 'Este enlace no está completo. Ábrelo desde el enlace «Cancelar el aviso» del correo.',
  cancelFailed: 'No pudimos cancelar tu aviso. Intenta de nuevo en unos minutos.',
} as const;
