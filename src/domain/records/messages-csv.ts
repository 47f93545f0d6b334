/**
 * Spanish texts of the records' CSV export (only the server builds it, so no page downloads them).
 */
/** What each appointment was: a sale has none, so the sales file leaves these columns out. */
const appointmentColumns = ['Fecha reserva', 'Hora', 'Estado de la cita', 'Historial de la cita'] as const;
const lineColumns = ['Referencia', 'Fecha (Bogotá)', 'Estado', 'Cliente', 'Correo', 'Teléfono', 'Detalle'] as const;
/** Where a sale goes ("Entrega"), or where an appointment happens ("Lugar", per appointment, as the receipt says it). */
const placeColumns = ['Ciudad', 'Barrio', 'Dirección'] as const;
const moneyColumns = [
  'Envío (COP)',
  'IVA del envío (COP)',
  'Total (COP)',
  'Pagado (COP)',
  'Reembolsado (COP)',
  'Devolución pendiente (COP)',
  'Saldo (COP)',
  'Código de descuento',
  'Descuento (COP)',
] as const;
/**
 * The IVA each line's charge includes (src/domain/invoicing/charged-tax.ts), beside the line's amount:
 * its treatment, base and tax. The delivery fee's IVA stands beside the fee ("IVA del envío").
 */
const lineTaxColumns = ['Tratamiento de IVA', 'Base sin IVA (COP)', 'IVA incluido (COP)'] as const;

/** The payment's electronic invoice, on the record's first row (at the end, after any other columns). */
const invoiceColumns = ['Factura electrónica', 'CUFE', 'Estado de la factura'] as const;

export const csvMessages = {
  /** The reservations file's columns, in order. */
  columns: [
    ...lineColumns,
    ...appointmentColumns,
    'Línea (COP)',
    ...lineTaxColumns,
    'Lugar',
    ...placeColumns,
    ...moneyColumns,
    ...invoiceColumns,
  ] as const,
  /** The sales file's columns, in order. */
  saleColumns: [...lineColumns, 'Línea (COP)', ...lineTaxColumns, 'Entrega', ...placeColumns, ...moneyColumns, ...invoiceColumns] as const,
  appointmentColumns,
  delivery: 'A domicilio',
  paidWithCredit: (packName: string, value: number) => `pagada con el bono ${packName}, valor ${value} COP`,
  packSold: (sessions: number, days: number) => `bono de ${sessions} sesiones, ${days} días`,
  pickup: 'Recoge en tienda',
  // An appointment's own state and history, per line
  lineBooked: 'Reservada',
  lineMoved: (count: number) => (count === 1 ? 'Reprogramada 1 vez' : `Reprogramada ${count} veces`),
  lineCancelled: (by: string) => `Cancelada por ${by}`,
  historyMoved: (at: string, by: string, from: string, to: string) => `${at} reprogramada por ${by}: ${from} -> ${to}`,
  historyCancelled: (at: string, by: string) => `${at} cancelada por ${by}`,
  historyRefund: (amount: number, refundId: string) => `reembolso ${amount} COP (${refundId})`,
  historyNoRefund: 'sin reembolso',
  historyRefundByHand: (amount: number) => `devolución a mano ${amount} COP (pago por Wompi)`,
  byCustomer: 'el cliente',
  byShop: 'la tienda',
} as const;
