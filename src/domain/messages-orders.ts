/**
 * Spanish texts of the order history (/orders): the customer's reservations and purchases. Apart
 * from messages-account.ts so that each account screen downloads only its own texts.
 */
export const ordersMessages = {
  accountAddToCalendar: 'Añadir la cita a mi calendario',
  accountAppointment: (date: string, time: string) => `Cita: ${date}, ${time}`,
  accountAppointmentCancelled: (date: string, time: string) => `Cita cancelada: ${date}, ${time}`,
  accountBalanceAtAppointment: 'Saldo a pagar en la cita',
  accountBalanceAtShop: 'Saldo a pagar en la tienda',
  accountContactDetails: 'Datos de contacto',
  accountDelivery: 'A domicilio',
  accountDeliveryTime: 'Horario de entrega',
  accountDepositPaid: (amount: string) => `Anticipo pagado: ${amount}`,
  accountLinesTotal: 'Valor total',
  accountOrderPlaced: 'Realizado el',
  accountOrdersBook: 'Reservar un servicio',
  accountOrdersBrowse: 'Ver el catálogo',
  accountOrdersCount: (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`),
  accountOrdersDescription: 'Tus reservas de servicios y tus compras en Tienda Medellín, con su estado y sus detalles.',
  accountOrdersEmpty: 'Todavía no tienes reservas ni compras.',
  accountOrdersError: 'No pudimos cargar tus pedidos.',
  accountOrdersIntro: 'Tus reservas y compras, de la más reciente a la más antigua.',
  accountOrdersLoading: 'Cargando tus pedidos…',
  accountPaidOnline: 'Pagado en línea',
  accountPaymentTotalUsd: 'Cobro total del pago (US$)',
  accountPickup: 'Recoges en la tienda',
  accountPickupNote: 'Recógelo en la tienda dentro de nuestro horario de atención.',
  accountPurchaseTitle: (reference: string) => `Compra ${reference}`,
  accountQuantityTimes: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
  accountReservationTitle: (reference: string) => `Reserva ${reference}`,
  accountShippingFee: 'Envío',
  accountStatusLabel: 'Estado',
} as const;
