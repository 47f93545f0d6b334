/**
 * The texts of the waitlist ("Avísame si se libera"; the picker's button is `waitlist-offer-label.ts`,
 * so the picker downloads nothing more): what the server answers, what the picker's form shows (loaded only when the customer presses the button) and how the data export words an
 * entry's state.
 */
export const waitlistMessages = {
  intro: (date: string, time: string) =>
    `Si se libera un lugar el ${date} a las ${time}, te escribimos y te lo guardamos 20 minutos para que lo reserves.`,
  emailLabel: 'Correo electrónico',
  submit: 'Avisarme',
  joined: 'Listo. Te escribiremos si se libera un lugar a esa hora.',
  cancelled: 'Listo. Saliste de la lista de espera.',
  rateLimited: 'Has pedido demasiados avisos de horas libres. Intenta de nuevo más tarde.',
  hourNotFull: 'Esa hora tiene lugares libres: puedes reservarla ya.',
  pastHour: 'Esa hora ya pasó.',
  linkInvalid: 'El enlace de la lista de espera no es válido.',
  emailRequired: 'Escribe tu correo electrónico.',
  /** The form's WhatsApp box (only when the shop can send WhatsApp notices) and its phone. */
  phoneLabel: 'Teléfono',
  whatsappLabel: 'Recibir el aviso por WhatsApp',
  whatsappHint: 'Te escribimos también por WhatsApp si se libera el lugar. Responde BAJA para dejar de recibir mensajes.',
  whatsappPhoneRequired: 'Escribe tu teléfono para recibir el aviso por WhatsApp.',
  failed: 'No pudimos anotarte. Intenta de nuevo en unos minutos.',
  offerGone: 'Este lugar ya no está guardado para ti: pasó el tiempo o ya lo reservaste.',
} as const;

/** The page the mail's cancel link opens (/cancelar-espera) and its button. */
export const waitlistPageMessages = {
  cancelTitle: 'Salir de la lista de espera',
  cancelDescription: 'Sal de la lista de espera de una hora llena.',
  cancelIntro: 'Si sales de la lista, no te escribiremos si se libera un lugar a esa hora.',
  cancelButton: 'Salir de la lista',
  cancelWorking: 'Saliendo…',
  cancelMissingToken: 'Este enlace no está completo. Ábrelo desde el enlace «Salir de la lista de espera» del correo.',
  cancelFailed: 'No pudimos sacarte de la lista. Intenta de nuevo en unos minutos.',
} as const;

/** The owner's view in the agenda. */
export const waitlistAdminMessages = {
  title: 'Lista de espera',
  empty: 'Nadie espera una hora llena este día.',
  waiting: (count: number) => (count === 1 ? '1 en espera' : `${count} en espera`),
  offeredUntil: (time: string) => `lugar guardado hasta las ${time}`,
  fetchError: 'No pudimos cargar la lista de espera.',
} as const;

/** An entry's state, as the data export words it. */
export const waitlistStateWords: Readonly<Record<string, string>> = {
  waiting: 'En espera',
  offering: 'En espera',
  offered: 'Te ofrecimos un lugar',
  booked: 'Reservaste el lugar',
  lapsed: 'El lugar ofrecido venció',
};
