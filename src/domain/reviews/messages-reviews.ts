/**
 * Spanish texts of the reviews: what the server answers when it refuses or takes a review, and
 * what the product pages, /orders and the owner's "Reseñas" say about them.
 */
export const reviewMessages = {
  // --- Refusals (the server's 4xx answers)
  signInToReview: 'Inicia sesión para calificar tus compras y citas.',
  lineNotFound: 'No encontramos esa compra o cita en tu cuenta.',
  lineNotReviewable: 'Solo puedes calificar una compra pagada que no se canceló, o una cita que ya se realizó.',
  appointmentNotYet: 'Podrás calificar la cita cuando ya se haya realizado.',
  alreadyReviewed: 'Ya calificaste esta compra o cita.',
  ratingInvalid: 'Elige una calificación de 1 a 5 estrellas.',
  textInvalid: (min: number, max: number) => `Escribe tu opinión con ${min} a ${max} caracteres.`,
  answerInvalid: (max: number) => `Escribe la respuesta con 1 a ${max} caracteres.`,
  tooManyReviews: 'Enviaste muchas reseñas seguidas. Espera un rato e intenta de nuevo.',
  reviewNotFound: 'No encontramos esa reseña.',
  // --- Answers
  reviewReceived: '¡Gracias! Publicaremos tu reseña cuando la revisemos.',
  reviewPublished: 'Reseña publicada.',
  reviewHidden: 'Reseña oculta.',
  answerSaved: 'Respuesta guardada.',
  // --- /orders
  rate: 'Calificar',
  rateTitle: (name: string) => `Califica «${name}»`,
  ratingLegend: 'Tu calificación',
  ratingOption: (rating: number) => `${rating} ${rating === 1 ? 'estrella' : 'estrellas'}`,
  textLabel: 'Tu opinión',
  send: 'Enviar reseña',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  yourReview: (rating: number) => `Tu reseña: ${rating} de 5`,
  statusWord: { pendiente: 'en revisión', publicada: 'publicada', oculta: 'no publicada' } as Record<string, string>,
  /** The author's name a deleted account's reviews keep (the data policy says so). */
  anonymousAuthor: 'Cliente',
} as const;
