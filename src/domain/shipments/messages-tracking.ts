/**
 * What the customer reads of a sale's shipment in /orders and on the receipt: apart from the
 * owner's texts (messages-shipments.ts), so those pages download only these.
 */
export const trackingMessages = {
  trackingHeading: 'Envío',
  trackingCarrier: 'Transportadora',
  trackingGuide: 'Guía',
  trackingLink: 'Rastrear el envío',
  trackingShippedOn: 'Enviado el',
  trackingDeliveredOn: 'Entregado el',
} as const;
