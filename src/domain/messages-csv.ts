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
} as const;
