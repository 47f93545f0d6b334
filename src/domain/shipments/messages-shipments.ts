/**
 * The Spanish texts of the shipments: the carriers' editor, the dialog that marks a sale "enviada",
 * the server's refusals, and what the customer reads in /orders, the receipt, the e-mail and WhatsApp.
 */
import { trackingMessages } from './messages-tracking.ts';

export const shipmentMessages = {
  // The server's refusals.
  shipmentRequired: 'Para marcar la venta como enviada indica la transportadora y el número de guía.',
  carrierUnknown: 'La transportadora no está en tu lista. Revísala en Tarifas de envío.',
  guideInvalid: 'El número de guía debe tener entre 3 y 40 letras, números o guiones.',
  shipmentOnlySales: 'Solo una venta se envía.',
  patternNeedsGuide: 'La dirección de rastreo debe incluir {guia}, donde va el número de guía.',
  patternInvalid: 'La dirección de rastreo no es una dirección web válida.',
  patternNeedsHttps: 'La dirección de rastreo debe empezar por https://.',
  carrierNameInvalid: 'Cada transportadora necesita un nombre de 2 a 60 caracteres.',
  carrierNamesRepeated: 'Hay dos transportadoras con el mismo nombre.',
  carriersCount: 'La lista debe tener entre 1 y 30 transportadoras.',
  carriersSaved: 'Transportadoras guardadas.',
  // The owner's editor (a section of the shipping rates page).
  carriersTitle: 'Transportadoras',
  carriersIntro:
    'Con ellas marcas una venta como enviada. La dirección de rastreo lleva {guia} donde va el número de guía; déjala vacía si no hay rastreo (mensajero propio). Revisa que cada dirección abra el rastreo de la transportadora.',
  carriersEdit: 'Editar transportadoras',
  carriersAdd: 'Añadir transportadora',
  carriersRemove: (name: string) => `Quitar ${name || 'transportadora'}`,
  carrierName: 'Nombre',
  carrierPattern: 'Dirección de rastreo',
  carrierNoTracking: 'Sin rastreo en línea',
  carriersLoadError: 'No se pudieron cargar las transportadoras.',
  carriersSave: 'Guardar transportadoras',
  carriersCancel: 'Cancelar',
  // The dialog that marks a sale "enviada".
  shipDialogTitle: (reference: string) => `Enviar la venta ${reference}`,
  shipDialogIntro: 'El cliente recibe por correo (y por WhatsApp si lo pidió) la transportadora, la guía y el enlace de rastreo.',
  shipCarrier: 'Transportadora',
  shipGuide: 'Número de guía',
  shipConfirm: 'Marcar como enviada',
  shipBack: 'Volver',
  ...trackingMessages,
  // The customer's e-mail.
  mailSubject: (reference: string) => `Tu compra ${reference} va en camino`,
  mailTitle: 'Tu compra va en camino',
  mailIntro: (name: string) => `Hola ${name}, enviamos tu compra. Puedes seguirla con estos datos:`,
  mailReference: 'Compra',
  mailOrdersButton: 'Ver mis pedidos',
  mailOwnMessenger: 'La lleva nuestro mensajero; te contactará al llegar.',
} as const;
