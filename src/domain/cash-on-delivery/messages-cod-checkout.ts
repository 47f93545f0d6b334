/**
 * Texts of the cart's "Pago contra entrega" option and of /contra-entrega (downloaded only with the
 * payment panel or that page, never with the cart itself).
 */
export const codCheckoutMessages = {
  title: 'Pago contra entrega',
  note: (total: string, fee: string | null) =>
    fee
      ? `Pagas ${total} en efectivo al recibir tu pedido (incluye ${fee} por el pago contra entrega).`
      : `Pagas ${total} en efectivo al recibir tu pedido.`,
  confirmNote: 'Te enviaremos un correo para que confirmes el pedido antes de despacharlo.',
  button: 'Pedir con pago contra entrega',
  placing: 'Enviando tu pedido…',
  failed: 'No pudimos tomar tu pedido contra entrega.',
  // /contra-entrega/confirmar (its button)
  confirmButton: 'Confirmar mi pedido',
  confirming: 'Confirmando…',
  confirmFailed: 'No pudimos confirmar tu pedido. Intenta de nuevo en unos minutos.',
  missing: 'Este enlace no está completo. Ábrelo desde el botón «Confirmar mi pedido» del correo.',
} as const;
