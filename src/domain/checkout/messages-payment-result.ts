/**
 * Spanish texts of the payment result pages (/payment-success and the failure's reasons): what the
 * server confirms about a payment, said plainly. The spec's headings and its not-found sentence
 * stay in messages.ts.
 */
export const paymentResultMessages = {
  notFoundTitle: 'Resultado del pago',
  pendingText:
    'Tu banco aún no confirma el pago. Apenas lo apruebe verás aquí tu recibo, sin hacer nada más, y también te lo enviaremos por correo. No vuelvas a pagar este pedido.',
  pendingChecking: 'Consultando de nuevo el estado de tu pago…',
  pendingStillWaiting: 'Tu banco todavía no responde. Puedes recargar esta página más tarde para consultar de nuevo.',
  pendingCheckFailed: 'No pudimos consultar tu pago en este momento. Volveremos a intentarlo.',
  declinedText: 'Tu pago no fue aprobado y no se realizó ningún cobro. Puedes intentarlo de nuevo desde tu carrito.',
  declinedFreedHoursText:
    'Tu pago no fue aprobado y no se realizó ningún cobro. Las horas que habías apartado quedaron libres; puedes elegirlas de nuevo desde tu carrito.',
  wompiDeclinedNoHours: 'El pago no fue aprobado. Puedes intentarlo de nuevo.',
} as const;

/** The declined page's sentence: it speaks of freed hours only when the order gave some back. */
export const declinedText = (freedHours: boolean): string =>
  freedHours ? paymentResultMessages.declinedFreedHoursText : paymentResultMessages.declinedText;
