/**
 * The texts of a lost /mi-reserva link: the form that asks for the e-mail, the server's answer
 * (the same whether or not the e-mail has bookings), and its limit.
 */
export const lostLinkMessages = {
  offerTitle: '¿No tienes el enlace? Te lo enviamos de nuevo',
  offerIntro: 'Escribe el correo con el que hiciste la reserva y te enviaremos el enlace de cada reserva que tengas por venir.',
  emailLabel: 'Correo electrónico',
  submit: 'Enviarme los enlaces',
  sending: 'Enviando…',
  sent: 'Si ese correo tiene reservas por venir, te enviamos un mensaje con el enlace de cada una. Revisa también la carpeta de spam.',
  tooMany: 'Ya pediste varios enlaces. Espera un rato antes de pedir otros.',
  signedInHint: 'Con tu cuenta también encuentras tus reservas en «Mis pedidos».',
  ordersLink: 'Ir a Mis pedidos',
} as const;
