/**
 * The owner's "Reseñas" (/admin-panel/resenas): its menu entry, the list and its actions.
 */
export const adminReviewMessages = {
  navLabel: 'Reseñas',
  title: 'Reseñas',
  intro:
    'Las opiniones de quienes compraron o tuvieron su cita. Las pendientes van primero: publícalas u ocúltalas, y respóndelas en público si quieres.',
  loadError: 'No se pudieron cargar las reseñas.',
  empty: 'Todavía no hay reseñas.',
  pendingCount: (count: number) => (count === 1 ? '1 reseña espera tu revisión.' : `${count} reseñas esperan tu revisión.`),
  statusLabels: { pendiente: 'Pendiente', publicada: 'Publicada', oculta: 'Oculta' } as Record<string, string>,
  ofProduct: (productName: string, reference: string) => `${productName} · pedido ${reference}`,
  stars: (rating: number) => `${rating} de 5`,
  publish: 'Publicar',
  hide: 'Ocultar',
  answerLabel: 'Respuesta pública',
  answerSave: 'Guardar respuesta',
  actionFailed: 'No se pudo guardar el cambio.',
} as const;
