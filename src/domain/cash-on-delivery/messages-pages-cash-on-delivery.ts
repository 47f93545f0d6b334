/** Texts only the /contra-entrega pages show (read at render time, never downloaded). */
export const codPages = {
  placedTitle: 'Recibimos tu pedido contra entrega',
  placedDescription: 'Tu pedido contra entrega quedó reservado.',
  placedIntro:
    'Tu pedido quedó reservado. Te enviamos un correo con el enlace para confirmarlo: lo despachamos cuando lo confirmes, y lo pagas al recibirlo.',
  placedReply: 'También puedes confirmarlo respondiendo al correo o escribiéndonos por WhatsApp.',
  confirmTitle: 'Confirma tu pedido contra entrega',
  confirmDescription: 'Confirma tu pedido para pagar contra entrega.',
  confirmIntro: 'Confirma que hiciste este pedido y que lo pagarás al recibirlo.',
  backToShop: 'Seguir comprando',
} as const;
