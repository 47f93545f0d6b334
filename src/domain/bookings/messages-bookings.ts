/**
 * The texts of a customer's own bookings (/mi-reserva and GET/POST /api/bookings): what may be
 * changed, why not, and what happened. The server answers with them; the page shows them.
 */
export const bookingMessages = {
  notFound: 'No encontramos esa reserva.',
  lineNotFound: 'Esa cita no está en esta reserva.',
  lineCancelled: 'Esta cita ya fue cancelada.',
  statusLocked: (status: string) => `Esta reserva está «${status}» y ya no se puede cambiar.`,
  tooLate: (hours: number) =>
    `Solo puedes cancelar o cambiar una cita hasta ${hours} horas antes. Para cambios de último momento, comunícate con la tienda.`,
  appointmentPast: 'Esta cita ya pasó.',
  newHourTooSoon: (hours: number) =>
    `La nueva hora debe ser al menos ${hours} horas después de ahora: una cita más cercana ya no se podría cancelar ni cambiar. Elige una hora más adelante o comunícate con la tienda.`,
  noMoreReschedules: (max: number) =>
    `Ya cambiaste esta cita ${max} veces, el máximo permitido. Si necesitas otro cambio, comunícate con la tienda.`,
  sameHour: 'Elige una fecha u hora distinta de la que ya tienes.',
  serviceGone: 'Este servicio ya no se ofrece, así que la cita no se puede mover. Comunícate con la tienda.',
  changedMeanwhile: 'La reserva cambió mientras tanto. Vuelve a cargarla e inténtalo de nuevo.',
  refundFailed:
    'No pudimos devolver tu anticipo en este momento, así que tu cita sigue reservada. Comunícate con la tienda para cancelarla.',
  tooManyChanges: 'Hiciste demasiados cambios en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
  cancelled: 'Tu cita fue cancelada.',
  cancelledWithRefund: (amount: string) => `Tu cita fue cancelada. Te devolvimos el anticipo de ${amount}.`,
  cancelledRefundPending: (amount: string) =>
    `Tu cita fue cancelada. La tienda te devolverá el anticipo de ${amount} y se comunicará contigo para hacerlo (los pagos por PSE o Nequi no se devuelven automáticamente).`,
  rescheduled: (date: string, time: string) => `Tu cita quedó para el ${date} a las ${time}.`,
  byCustomer: 'el cliente',
  byShop: 'la tienda',

  // The /mi-reserva page
  pageTitle: 'Mi reserva',
  pageDescription: 'Consulta, cambia o cancela las citas de tu reserva.',
  pagePolicy: (hours: number, moves: number) =>
    `Puedes cancelar o cambiar cada cita hasta ${hours} horas antes, y cambiarla hasta ${moves} veces. Si cancelas, te devolvemos el anticipo que pagaste.`,
  loading: 'Cargando tu reserva…',
  missingReference: 'Este enlace no indica ninguna reserva. Ábrelo desde el correo de tu compra o desde «Mis pedidos».',
  reference: (reference: string) => `Referencia ${reference}`,
  when: (date: string, time: string) => `${date}, ${time} (hora de Colombia)`,
  stateBooked: 'Reservada',
  stateCancelled: 'Cancelada',
  cancelledByShopNote: 'La tienda canceló esta cita.',
  chooseAnotherHour: 'Elegir otra hora',
  factWhen: 'Fecha y hora',
  factDeposit: 'Anticipo pagado',
  factMovesLeft: 'Cambios disponibles',
  factDuration: 'Duración',
  factBalance: 'Saldo a pagar en la cita',
  factRefunded: 'Anticipo devuelto',
  factRefundPending: 'Devolución pendiente',
  summaryTitle: 'Resumen de la reserva',
  summaryTotal: 'Valor de las citas vigentes',
  summaryCharged: 'Anticipos pagados',
  summaryRefunded: 'Reembolsado',
  summaryRefundPending: 'Devolución pendiente',
  summaryBalance: 'Saldo por pagar',
  moveButton: 'Cambiar fecha u hora',
  moveTitle: (service: string) => `Nueva fecha y hora para ${service}`,
  moveSave: 'Guardar el cambio',
  moveSaving: 'Guardando…',
  moveBack: 'Volver',
  cancelButton: 'Cancelar reserva',
  cancelTitle: 'Cancelar reserva',
  cancelQuestion: (service: string, when: string) => `¿Cancelar tu cita de ${service} del ${when}?`,
  cancelRefundNote: (amount: string) => `Te devolveremos el anticipo de ${amount} por el mismo medio con el que pagaste.`,
  cancelRefundByHandNote: (amount: string) =>
    `La tienda te devolverá el anticipo de ${amount}: los pagos por PSE o Nequi no se pueden reembolsar en línea, así que te contactaremos para hacerlo.`,
  cancelNoRefund: 'No pagaste anticipo por esta cita, así que no hay nada que devolver.',
  cancelConfirm: 'Sí, cancelar la reserva',
  cancelKeep: 'Volver',
  lastMinute: (hours: number) =>
    `Faltan menos de ${hours} horas para tu cita, así que ya no se puede cambiar ni cancelar en línea. Llámanos o escríbenos por WhatsApp.`,
  callShop: (phone: string) => `Llamar al ${phone}`,
  whatsappShop: 'Escribir por WhatsApp',
  whatsappText: (reference: string, service: string, when: string) =>
    `Hola, tengo la reserva ${reference} (${service}, ${when}) y necesito cambiarla o cancelarla.`,
  historyTitle: 'Cambios',
  historyMoved: (from: string, to: string) => `Cambiada del ${from} al ${to}`,
  historyCancelled: (when: string) => `Cancelada el ${when}`,
  manageLink: 'Ver, cambiar o cancelar mis citas',
} as const;
