/** Texts only the product and service pages show about reviews (read at render time, never downloaded). */
export const reviewsPage = {
  heading: 'Opiniones de clientes',
  noReviews: 'Todavía no hay opiniones. Las escriben quienes ya compraron o tuvieron su cita.',
  averageOf: (average: string, count: number) => `${average} de 5 (${count} ${count === 1 ? 'opinión' : 'opiniones'})`,
  starsLabel: (rating: number) => `${rating} de 5 estrellas`,
  shopAnswer: 'Respuesta de la tienda',
  verifiedBuyer: 'Compra verificada',
  olderReviews: 'Opiniones anteriores',
  newerReviews: 'Opiniones más recientes',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;
