/**
 * The texts of the messages the shop sends by e-mail. Only the server reads them, so they stay out
 * of every page's bundle.
 */
export const mailMessages = {
  footer: (shop: string, address: string, phone: string) => `${shop} · ${address} · ${phone}`,
  greeting: (name: string) => `Hola, ${name}:`,

  // Password reset
  resetSubject: 'Restablece tu contraseña',
  resetTitle: 'Restablece tu contraseña',
  resetIntro: 'Recibimos una solicitud para crear una contraseña nueva para tu cuenta.',
  resetButton: 'Crear una contraseña nueva',
  resetNote:
    'El enlace vale por una hora y funciona una sola vez. Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.',

  // Welcome
  welcomeSubject: (shop: string) => `Bienvenido a ${shop}`,
  welcomeTitle: (name: string) => `¡Bienvenido, ${name}!`,
  welcomeIntro: 'Tu cuenta está lista. Con ella guardas tu carrito, pagas más rápido y ves tus compras y reservas en un solo lugar.',
  welcomeCatalogue: 'Ver el catálogo',
  welcomeOrders: 'Mis pedidos y reservas',

  // Receipt to the customer
  receiptSubject: (reference: string) => `Tu pedido ${reference} está confirmado`,
  receiptTitle: 'Gracias por tu compra',
  receiptIntro: (reference: string) => `Recibimos tu pago. Tu referencia es ${reference}.`,
  receiptButton: 'Ver el recibo',
  receiptCalendarNote: 'Adjuntamos el archivo de calendario (.ics) con tus citas.',
  manageReservation: (service: string) => `Gestionar mi reserva: ${service}`,
  linesHeading: 'Tu pedido',
  deliveryHeading: 'Entrega',
  amountsHeading: 'Pago',
  lineQuantity: (quantity: number) => `× ${quantity}`,
  appointment: (date: string, time: string) => `${date}, ${time} (hora de Colombia)`,
  methodDelivery: 'A domicilio',
  methodPickup: 'Recoges en la tienda',
  methodHomeService: 'Servicio a domicilio',
  methodAtShop: 'En la tienda',
  factMethod: 'Método',
  factAddress: 'Dirección',
  factContact: 'Contacto',
  factSubtotal: 'Subtotal',
  factShipping: 'Envío',
  factDeposit: 'Anticipo de servicios (20 %)',
  factPaid: 'Pagado ahora',
  factBalance: 'Saldo por pagar',
  factBalanceAtAppointment: 'Saldo por pagar en la cita',
  factBalanceAtShop: 'Saldo por pagar en la tienda',
  usd: (usd: string) => `(${usd})`,

  // Notices to the owner
  orderNoticeSubject: (reference: string, total: string) => `Nuevo pedido pagado ${reference} · ${total}`,
  orderNoticeTitle: 'Nuevo pedido pagado',
  noticeCustomer: 'Cliente',
  noticeReference: 'Referencia',
  noticeOpenAdmin: 'Abrir en el panel',
  phoneNoticeSubject: (reference: string) => `Reserva telefónica ${reference}`,
  phoneNoticeTitle: 'Reserva telefónica registrada',
  phoneNoticeNotes: 'Notas',
  contactNoticeSubject: (subject: string) => `Mensaje de contacto: ${subject}`,
  contactNoticeTitle: 'Nuevo mensaje de contacto',
  contactNoticeReply: 'Responde a este correo para contestarle directamente.',
  contactNoticeNoSubject: 'sin asunto',
} as const;
