/**
 * Spanish texts of the records' CSV export (only the server builds it, so no page downloads them).
 */
export const csvMessages = {
  columns: [
    'Referencia',
    'Fecha (Bogotá)',
    'Estado',
    'Cliente',
    'Correo',
    'Teléfono',
    'Detalle',
    'Fecha reserva',
    'Hora',
    'Estado de la cita',
    'Historial de la cita',
    'Línea (COP)',
    'Entrega',
    'Ciudad',
    'Barrio',
    'Dirección',
    'Envío (COP)',
    'Total (COP)',
    'Pagado (COP)',
    'Saldo (COP)',
  ],
  delivery: 'A domicilio',
  pickup: 'Recoge en tienda',
  // An appointment's own state and history (issue 16), per line
  lineBooked: 'Reservada',
  lineMoved: (count: number) => (count === 1 ? 'Reprogramada 1 vez' : `Reprogramada ${count} veces`),
  lineCancelled: (by: string) => `Cancelada por ${by}`,
  historyMoved: (at: string, by: string, from: string, to: string) => `${at} reprogramada por ${by}: ${from} -> ${to}`,
  historyCancelled: (at: string, by: string) => `${at} cancelada por ${by}`,
  historyRefund: (amount: number, refundId: string) => `reembolso ${amount} COP (${refundId})`,
  historyNoRefund: 'sin reembolso',
  byCustomer: 'el cliente',
  byShop: 'la tienda',
} as const;
