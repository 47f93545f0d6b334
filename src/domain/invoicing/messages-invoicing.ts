/**
 * The invoicing capability's Spanish texts: what its documents print, the line of an anticipo, the
 * buyer's mail, the receipt's and the orders' links, the owner's "Facturas" and the errors.
 */
export const invoicingMessages = {
  anticipoLine: (service: string, date: string, time: string) => `Anticipo 20 % · ${service} · ${date} ${time}`,
  shippingLine: 'Envío a domicilio',
  invoiceNote: (reference: string) => `Pedido ${reference}`,
  anticipoNote: 'Incluye anticipos de servicios: el saldo se factura en la tienda cuando se paga.',
  creditNoteAppointment: (reference: string) => `Devolución del anticipo de una cita cancelada · pedido ${reference}`,
  creditNoteSale: (reference: string) => `Venta cancelada · pedido ${reference}`,
  refundLine: (description: string) => `Devolución · ${description}`,

  documentTitle: { factura: 'Factura electrónica de venta', 'nota-credito': 'Nota crédito electrónica' },
  seller: 'Vendedor',
  buyer: 'Adquiriente',
  nit: 'NIT',
  regime: 'Régimen',
  resolution: (number: string, prefix: string, from: number, to: number, validFrom: string, validTo: string) =>
    `Resolución DIAN ${number} del ${validFrom}, prefijo ${prefix}, del ${from} al ${to}, vigente hasta ${validTo}`,
  issuedAt: 'Fecha de emisión',
  number: 'Número',
  description: 'Descripción',
  quantity: 'Cantidad',
  unitPrice: 'Valor unitario',
  discount: 'Descuento',
  base: 'Base',
  tax: 'IVA',
  lineTotal: 'Total',
  subtotal: 'Subtotal (base)',
  taxTotal: 'Total IVA',
  total: 'Total a pagar',
  cufe: 'CUFE',
  cude: 'CUDE',
  qr: 'Código QR',
  corrects: 'Corrige la factura',
  paymentMethod: 'Medio de pago',
  paymentMethods: { tarjeta: 'Tarjeta', transferencia: 'Transferencia', efectivo: 'Efectivo', otro: 'Otro' },
  print: 'Imprimir',

  mailSubject: (number: string) => `Tu factura electrónica ${number}`,
  mailTitle: 'Tu factura electrónica',
  mailIntro: (reference: string) => `Emitimos la factura electrónica de tu pedido ${reference}.`,
  mailNumber: 'Número',
  mailCufe: 'CUFE',
  mailDocument: 'Ver la factura',
  mailXml: 'Descargar el XML',

  notIssuedYet: 'La factura que corrige esta nota crédito aún no está emitida',
  rangeExhausted: 'Se agotó el rango de numeración de la resolución DIAN',
  invoiceNotFound: 'No encontramos esa factura',
  invoiceNotFailed: 'Solo se puede reintentar una factura fallida',
  retried: 'La factura se volvió a enviar',
} as const;
