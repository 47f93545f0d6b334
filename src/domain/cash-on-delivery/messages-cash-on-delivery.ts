/**
 * Spanish texts of cash on delivery (pago contra entrega): what the server answers, the owner's
 * states, and the mail asking the customer to confirm.
 */
import type { CashOnDeliveryRefusal, CashOnDeliveryState } from './cash-on-delivery.ts';

export const cashOnDeliveryMessages = {
  optionLabel: 'Pago contra entrega',
  refusals: new Map<CashOnDeliveryRefusal, string>([
    ['not-delivery', 'El pago contra entrega solo está disponible para envíos a domicilio.'],
    ['has-appointments', 'El pago contra entrega no aplica a pedidos con citas: las reservas se pagan con su anticipo en línea.'],
    ['place', 'El pago contra entrega no está disponible en tu ciudad o barrio.'],
    ['over-limit', 'El total supera el monto máximo para pago contra entrega en tu zona.'],
  ]),
  placed: 'Recibimos tu pedido contra entrega. Confírmalo desde el correo que te enviamos.',
  tooManyOpen: (max: number) => `Ya tienes ${max} pedidos contra entrega sin entregar. Espera a recibirlos o paga en línea.`,
  tooManyFromAddress: 'Se han hecho demasiados pedidos contra entrega desde esta conexión. Intenta más tarde o paga en línea.',
  tooManyToAddress: 'Esta dirección ya tiene varios pedidos contra entrega recientes. Intenta más tarde o paga en línea.',
  notFound: 'No encontramos ese pedido contra entrega.',
  confirmLinkInvalid: 'Este enlace no es válido o el pedido ya no está por confirmar.',
  confirmedByCustomer: 'Confirmaste tu pedido contra entrega. Te avisaremos cuando salga.',
  wrongState: 'El pedido ya no está en ese estado: recarga la lista.',
  amountMismatch: (total: string) => `El monto cobrado debe ser el total del pedido: ${total}.`,
  amountInvalid: 'Escribe el monto cobrado en pesos, sin decimales.',
  settingsSaved: 'Guardamos el pago contra entrega.',
  settingsInvalid: 'Revisa las zonas del pago contra entrega.',
  cityRequired: 'Escribe la ciudad.',
  releaseHoursInvalid: 'Escribe las horas, entre 1 y 168.',
  amountFieldInvalid: 'Escribe un monto en pesos, sin decimales.',
  tokenRequired: 'Falta el código del enlace.',
  confirmed: 'Pedido confirmado.',
  cancelled: 'Pedido cancelado. Las unidades volvieron al inventario.',
  dispatched: 'Pedido marcado como enviado.',
  collected: 'Pedido entregado y cobrado.',
  // The owner's states.
  states: new Map<CashOnDeliveryState, string>([
    ['por-confirmar', 'Contra entrega por confirmar'],
    ['confirmada', 'Contra entrega confirmada'],
    ['enviada', 'Enviada'],
  ]),
  collectedStatus: 'Entregada y cobrada',
} as const;

export const cashOnDeliveryMailMessages = {
  subject: (reference: string) => `Confirma tu pedido contra entrega ${reference}`,
  title: 'Confirma tu pedido contra entrega',
  intro: (reference: string) =>
    `Recibimos tu pedido ${reference} para pagar contra entrega. Antes de enviarlo necesitamos que lo confirmes.`,
  factReference: 'Pedido',
  factTotal: 'Total a pagar al recibir',
  factAddress: 'Dirección de entrega',
  factConfirmBy: 'Confírmalo antes del',
  confirmLink: 'Confirmar mi pedido',
  replyNote: 'También puedes confirmarlo respondiendo a este correo o escribiéndonos por WhatsApp.',
  releaseNote: 'Si no lo confirmas a tiempo, lo cancelamos y liberamos los productos. Si no hiciste este pedido, ignora este mensaje.',
} as const;
