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

  // E-mail confirmation of an account
  emailConfirmSubject: 'Confirma tu correo',
  emailConfirmTitle: 'Confirma tu correo',
  emailConfirmIntro: (email: string) => `Para terminar tu registro, confirma que ${email} es tu correo.`,
  emailConfirmButton: 'Confirmar mi correo',
  emailConfirmNote: (hours: number) =>
    `El enlace vale por ${hours} horas y funciona una sola vez; desde «Mi perfil» puedes pedir otro. Si no creaste una cuenta con este correo, ignora este mensaje: sin tu confirmación, esa cuenta no llega a nada que dependa solo de tu correo.`,

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
  calendarEventDescription: (service: string, date: string, time: string) =>
    `Reserva de ${service} el ${date} a las ${time} (hora de Bogotá).`,
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
  newsletterConfirmSubject: (shop: string) => `Confirma tu suscripción a las novedades de ${shop}`,
  newsletterConfirmTitle: 'Confirma tu suscripción',
  newsletterConfirmIntro:
    'Alguien, esperamos que tú, pidió recibir en este correo las novedades y ofertas de la tienda. Antes de escribirte necesitamos que el dueño del correo lo confirme.',
  newsletterConfirmButton: 'Confirmar suscripción',
  newsletterConfirmExpiry: (days: number) =>
    `El enlace vence en ${days} días. Si no confirmas, borramos la solicitud y no te escribiremos.`,
  newsletterWhy:
    'Recibes este correo porque alguien escribió esta dirección y marcó la casilla «Acepto recibir novedades y ofertas por correo» en nuestra página.',
  newsletterUnsubscribe: 'No quiero suscribirme',
  newsletterUnsubscribeNote: 'Si no fuiste tú, ignora este correo o pulsa el enlace de arriba y borramos tu correo de inmediato.',
  newsletterPolicy: 'Política de tratamiento de datos',
  contactNoticeSubject: (subject: string) => `Mensaje de contacto: ${subject}`,
  contactNoticeTitle: 'Nuevo mensaje de contacto',
  contactNoticeRequest: 'Tipo de solicitud',
  contactNoticeAnswerBy: 'Responder antes del',
  contactNoticeReply: 'Responde a este correo para contestarle directamente.',
  contactNoticeNoSubject: 'sin asunto',

  // Booking changes and reminders (to the customer)
  cancelledSubject: (service: string) => `Cancelaste tu cita: ${service}`,
  cancelledTitle: 'Tu cita fue cancelada',
  cancelledByShopSubject: (service: string) => `Cancelamos tu cita: ${service}`,
  cancelledByShopIntro: (service: string, when: string) =>
    `Lo sentimos: la tienda no podrá atenderte en tu cita de ${service} del ${when}, así que la cancelamos.`,
  cancelledByShopAnotherHour: 'Puedes elegir otra hora desde tu reserva, con el botón de abajo.',
  chooseAnotherHourButton: 'Elegir otra hora',
  cancelledIntro: (service: string, when: string) => `Cancelamos tu cita de ${service} del ${when}.`,
  cancelledRefund: (amount: string) =>
    `Te devolvimos el anticipo de ${amount} al medio con el que pagaste. Puede tardar unos días en verse.`,
  cancelledNoRefund: 'Esta cita no tenía anticipo pagado, así que no hay devolución.',
  cancelledRefundByHand: (amount: string) =>
    `La tienda te devolverá el anticipo de ${amount} y se comunicará contigo para hacerlo: los pagos por PSE o Nequi no se devuelven automáticamente.`,
  cancelledCalendarNote: 'El archivo de calendario adjunto (.ics) quita la cita de tu calendario.',
  movedSubject: (service: string) => `Cambiaste tu cita: ${service}`,
  movedTitle: 'Tu cita cambió de hora',
  movedIntro: (service: string) => `Tu cita de ${service} tiene una hora nueva.`,
  factBefore: 'Antes',
  factNow: 'Ahora',
  factMovesLeft: 'Cambios que te quedan',
  movedCalendarNote: 'El archivo de calendario adjunto (.ics) mueve la cita en tu calendario.',
  reminderSubject: (service: string) => `Recordatorio: tu cita de ${service} es mañana`,
  reminderTitle: 'Te esperamos',
  reminderIntro: (service: string, when: string) => `Te recordamos tu cita de ${service}: ${when}.`,
  reminderWhere: 'Lugar',
  reminderAtHome: (address: string) => (address ? `En tu dirección: ${address}` : 'En la dirección que nos diste'),
  reminderMap: 'Ver la tienda en el mapa',
  reminderNote: 'Si no puedes venir, avísanos: cancelar o cambiar la cita en línea solo es posible hasta 24 horas antes.',
  manageButton: 'Ver o gestionar mi reserva',

  // Booking changes (to the owner)
  cancelledNoticeSubject: (reference: string, service: string) => `Cita cancelada ${reference}: ${service}`,
  cancelledNoticeTitle: 'Un cliente canceló su cita',
  movedNoticeSubject: (reference: string, service: string) => `Cita cambiada ${reference}: ${service}`,
  movedNoticeTitle: 'Un cliente cambió su cita',
  noticeService: 'Servicio',
  noticeWhen: 'Cita',
  noticeRefund: 'Devolución',
  noticeNoRefund: 'Sin devolución',
  noticeBy: 'Hecho por',
  byCustomer: 'El cliente',
  byShop: 'La tienda',
  reviewNoticeSubject: (reference: string) => `Pago para revisar ${reference}`,
  reviewNoticeTitle: 'Un pago en pesos necesita tu revisión',
  reviewNoticeIntro:
    'Wompi aprobó este cobro, pero la orden no lo tomó (abajo el motivo): este cobro no reservó horas, no descontó inventario ni envió recibo. Revisa la transacción en el panel de Wompi y, si corresponde, devuelve el dinero o contacta al cliente.',
  reviewReference: 'Referencia',
  reviewTransaction: 'Transacción de Wompi',
  reviewCharged: 'Cobrado por Wompi',
  reviewExpected: 'Valor de la orden',
  reviewReason: 'Motivo',
  reviewReasons: {
    mismatch: 'El valor o la moneda cobrados no son los de la orden',
    slot: 'La hora reservada ya no estaba apartada',
    stock: 'Un producto se agotó antes de confirmar el pago',
    declined: 'La orden ya había terminado sin pago',
    cancelled: 'El cliente había cancelado la orden',
    'second-payment': 'La orden ya estaba pagada con otra transacción',
    other: 'La orden ya no podía tomar el pago',
  },

  // The owner's low-stock notice
  lowStockSubject: (product: string, stock: number) => `Stock bajo: ${product} (${stock} ${stock === 1 ? 'unidad' : 'unidades'})`,
  lowStockTitle: 'Un producto se está agotando',
  lowStockIntro: (threshold: number) =>
    `Una venta dejó este producto en ${threshold} unidades o menos, el umbral de stock bajo del panel. No volverás a recibir este aviso del producto hasta que lo repongas.`,
  lowStockProduct: 'Producto',
  lowStockLeft: 'Unidades en inventario',
  lowStockThreshold: 'Umbral de stock bajo',
  lowStockButton: 'Ver el panel',
} as const;
