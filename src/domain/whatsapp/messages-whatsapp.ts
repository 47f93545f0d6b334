/**
 * The texts of the WhatsApp notices: the place parameter of the templates, the bodies the owner
 * creates in Meta's manager (docs/operations/deploy.md), the opt-in box and what the admin reads.
 */
import type { WhatsAppDeliveryStatus, WhatsAppNoticeKind } from './whatsapp.ts';

export const whatsappMessages = {
  placeAtShop: (address: string) => `en la tienda: ${address}`,
  placeAtHome: (address: string) => `a domicilio: ${address}`,
  /** The cart's unticked box (its value is `shippingInfo.whatsappOptIn`). */
  optInLabel: 'Recibir avisos de mi cita por WhatsApp',
  optInHint: 'Te escribimos por WhatsApp al confirmar, cambiar o cancelar tu cita y un día antes. Responde BAJA para dejar de recibirlos.',
  /** The cart's summary of the saved contact details. */
  summaryLabel: 'Avisos por WhatsApp',
  summaryYes: 'Sí',
  summaryNo: 'No',
  /** The admin's names of each notice. */
  kindLabels: new Map<WhatsAppNoticeKind, string>([
    ['confirmation', 'Confirmación'],
    ['moved', 'Cambio de hora'],
    ['cancelled', 'Cancelación'],
    ['reminder', 'Recordatorio'],
    ['shipped', 'Envío'],
    ['waitlist-offer', 'Lugar disponible'],
  ]),
  /** The admin's names of a message's state in the outbox and of its delivery. */
  stateLabels: new Map<string, string>([
    ['pending', 'En cola'],
    ['sending', 'Enviando'],
    ['sent', 'Enviado'],
    ['failed', 'Falló'],
    ['stopped', 'No enviado'],
  ]),
  deliveryLabels: new Map<WhatsAppDeliveryStatus, string>([
    ['sent', 'Enviado'],
    ['delivered', 'Entregado'],
    ['read', 'Leído'],
    ['failed', 'No entregado'],
  ]),
  sectionTitle: 'Avisos por WhatsApp',
  noneSent: 'Sin avisos por WhatsApp (el cliente no los pidió, o WhatsApp no está configurado).',
  loadError: 'No se pudieron cargar los avisos por WhatsApp.',
  willRetry: 'Se reintentará.',
  /** Why a message was not sent (kept on it for the owner). */
  invalidNumber: 'El teléfono no es un número de WhatsApp válido (un celular colombiano, o un número con su código de país).',
  optedOut: 'El cliente respondió BAJA: no se le envían más avisos.',
  notConfigured: 'WhatsApp no está configurado.',
  /** The webhook's answers. */
  webhookUnsigned: 'Firma del webhook de WhatsApp no válida.',
  webhookForbidden: 'Token de verificación de WhatsApp no válido.',
  webhookReceived: 'Evento de WhatsApp recibido.',
  /**
   * The templates' bodies as the owner writes them in Meta's manager (category "Utility",
   * language es_CO or es): {{1}} service, {{2}} date, {{3}} hour, {{4}} place, {{5}} /mi-reserva link.
   */
  templateBodies: new Map<WhatsAppNoticeKind, string>([
    ['confirmation', 'Tu cita de {{1}} quedó confirmada para el {{2}} a las {{3}}, {{4}}. Puedes verla, moverla o cancelarla aquí: {{5}}'],
    ['moved', 'Tu cita de {{1}} cambió: ahora es el {{2}} a las {{3}}, {{4}}. Detalles: {{5}}'],
    ['cancelled', 'Tu cita de {{1}} del {{2}} a las {{3}}, {{4}}, quedó cancelada. Detalles: {{5}}'],
    ['reminder', 'Te recordamos tu cita de {{1}} mañana, {{2}} a las {{3}}, {{4}}. Si necesitas moverla o cancelarla: {{5}}'],
    ['waitlist-offer', 'Se liberó un lugar de {{1}} el {{2}} a las {{3}}. Te lo guardamos 20 minutos: resérvalo aquí {{4}}'],
  ]),
} as const;
