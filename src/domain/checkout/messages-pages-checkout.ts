/**
 * Texts of the cart's and the payment's pages that only the pages (never an island) show: their
 * titles, descriptions and the fixed paragraphs around the islands.
 */
export const checkoutPages = {
  cartTitle: 'Carrito de compras',
  cartDescription: 'Tu carrito: productos, reservas, datos de envío y pago en línea.',
  cancelledDescription: 'Cancelaste el pago: no se realizó ningún cobro.',
  cancelledText:
    'Cancelaste el pago antes de completarlo. No se realizó ningún cobro, las horas que habías apartado quedaron libres y tu carrito sigue como estaba.',
  failedDescription: 'El pago no se pudo completar y no se realizó ningún cobro.',
  failedText: 'No se pudo completar el pago y no se realizó ningún cobro. Puedes intentarlo de nuevo desde tu carrito.',
  processingTitle: 'Procesando el pago',
  processingDescription: 'Te llevamos al resultado de tu pago.',
  processingText: 'Procesando el resultado de tu pago…',
  resultTitle: 'Resultado del pago',
  resultDescription: 'El resultado de tu pago, con la referencia y los detalles de tu compra o reserva.',
} as const;
