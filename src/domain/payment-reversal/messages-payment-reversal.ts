/**
 * Spanish texts of the payment reversal request (/reversion-del-pago): the form's labels and the
 * five cases (`reversalFormMessages`, downloaded by the form), and the server's answers
 * (`reversalServerMessages`).
 */
import type { ReversalCase } from './reversal-cases.ts';

export const reversalFormMessages = {
  formTitle: 'Solicitud de reversión del pago',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  nameLabel: 'Nombre completo',
  emailLabel: 'Correo con el que compraste',
  orderLabel: 'Referencia del pedido',
  orderHint: 'Está en tu comprobante y en «Mis pedidos».',
  caseLabel: 'Motivo',
  learnedOnLabel: 'Fecha en que conociste el hecho',
  learnedOnHint: 'Tienes 5 días hábiles desde esa fecha para presentar la solicitud.',
  descriptionLabel: 'Cuéntanos qué pasó',
  submit: 'Enviar solicitud',
  sending: 'Enviando…',
  sent: 'Radicamos tu solicitud de reversión.',
  failed: 'No pudimos enviar tu solicitud. Intenta de nuevo en unos minutos.',
  failedWithReason: (reason: string) => `No pudimos enviar tu solicitud: ${reason}`,
  cases: new Map<ReversalCase, string>([
    ['fraude', 'Fui víctima de fraude'],
    ['no-solicitada', 'No solicité esta operación'],
    ['no-recibido', 'No recibí el producto'],
    ['diferente', 'El producto no corresponde a lo que pedí'],
    ['defectuoso', 'El producto es defectuoso'],
  ]),
} as const;

export const reversalServerMessages = {
  nameRequired: 'Escribe tu nombre.',
  emailInvalid: 'Escribe un correo válido.',
  orderRequired: 'Escribe la referencia de tu pedido.',
  caseInvalid: 'Elige el motivo de la reversión.',
  learnedOnInvalid: 'Escribe la fecha en que conociste el hecho.',
  descriptionRequired: 'Cuéntanos qué pasó.',
  orderNotFound: 'No encontramos un pedido con esa referencia y ese correo.',
  learnedOnFuture: 'La fecha en que conociste el hecho no puede ser posterior a hoy.',
  late: (deadline: string) =>
    `El plazo de 5 días hábiles para pedir la reversión del pago venció el ${deadline}. Si aún tienes un reclamo, escríbenos una PQR desde el formulario de contacto.`,
  // What the owner's inbox and the acknowledgement say of it.
  subject: (reference: string) => `Reversión del pago · pedido ${reference}`,
  body: (facts: { caseLabel: string; reference: string; learnedOn: string; description: string }) =>
    `Motivo: ${facts.caseLabel}\nPedido: ${facts.reference}\nConocí el hecho el: ${facts.learnedOn}\n\n${facts.description}`,
} as const;
