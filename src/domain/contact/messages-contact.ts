/**
 * Spanish texts of a filed PQR or personal-data request: what /contacto shows once it is filed
 * (`contactFiledMessages`), and the acknowledgement mailed to its sender and the owner's notice
 * (`contactMailMessages`, read only by the server). Two exports, so the page downloads only its own.
 */

export const contactFiledMessages = {
  title: 'Radicamos tu solicitud',
  number: (radicado: string) => `Radicado N.º ${radicado}`,
  answerBy: (date: string) => `Te responderemos a más tardar el ${date}.`,
  answerByData: (consultation: string, claim: string) =>
    `Si es una consulta, te responderemos a más tardar el ${consultation}; si es un reclamo (corregir, actualizar, suprimir o revocar), a más tardar el ${claim}.`,
  mailNote: (email: string) => `Te enviamos una copia a ${email}. Guarda el número para cualquier seguimiento.`,
} as const;

export const contactMailMessages = {
  // The acknowledgement to the sender.
  ackSubject: (radicado: string) => `Recibimos tu solicitud · Radicado N.º ${radicado}`,
  ackTitle: 'Recibimos tu solicitud',
  ackIntro: (radicado: string) => `Radicamos tu solicitud con el número ${radicado}. Guárdalo para cualquier seguimiento.`,
  factRadicado: 'Radicado N.º',
  factType: 'Tipo de solicitud',
  factReceived: 'Recibida el',
  factSubject: 'Asunto',
  factAnswerBy: 'Te responderemos a más tardar el',
  factAnswerByConsultation: (days: number) => `Si es una consulta (${days} días hábiles)`,
  factAnswerByClaim: (days: number) => `Si es un reclamo (${days} días hábiles)`,
  ackQuoteHeading: 'Lo que nos escribiste',
  ackTermsPqr: (days: number) =>
    `La ley nos da ${days} días hábiles para responder una petición, queja o reclamo; no cuentan los sábados, los domingos ni los festivos de Colombia.`,
  ackTermsData: (consultation: number, claim: number) =>
    `La Ley 1581 de 2012 nos da ${consultation} días hábiles para responder una consulta sobre tus datos personales y ${claim} para un reclamo; no cuentan los sábados, los domingos ni los festivos de Colombia.`,
  ackTermsReversal: (days: number) =>
    `Revisaremos tu solicitud de reversión del pago y te responderemos a más tardar en ${days} días hábiles; no cuentan los sábados, los domingos ni los festivos de Colombia. Si el motivo es el producto, devuélvelo en las mismas condiciones en que lo recibiste.`,
  ackReply: 'Te responderemos a este correo. Si no enviaste esta solicitud, ignora este mensaje.',
  ackPolicy: 'Política de tratamiento de datos',
  // The owner's notice of a filed request.
  noticeSubject: (type: string, radicado: string, subject: string) => `${type} · Radicado N.º ${radicado}: ${subject}`,
} as const;
