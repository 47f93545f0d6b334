/**
 * The refusals of a service's preparation and cleanup (booking-hours.ts), apart from the hour rules
 * so the cart, which never checks buffers, does not download them.
 */
export const bufferMessages = {
  preparationBeforeOpening: (minutes: number, opening: string) =>
    `Este servicio necesita ${minutes} minutos de preparación antes de la cita y ese día abrimos a las ${opening}. Por favor elige una hora más tarde.`,
  cleanupAfterClosing: (minutes: number, closing: string) =>
    `Este servicio necesita ${minutes} minutos de limpieza después de la cita y ese día cerramos a las ${closing}. Por favor elige una hora más temprana.`,
  preparationInvalid: 'La preparación debe ser un número entero de minutos entre 0 y 120.',
  cleanupInvalid: 'La limpieza debe ser un número entero de minutos entre 0 y 120.',
  /** A change of a service's buffers while it has upcoming hours (its bookings took their hours with the old ones). */
  serviceHasBookings: (hours: readonly string[]) =>
    `No puedes cambiar la preparación o la limpieza de este servicio mientras tenga citas o pagos en curso: ${hours.join(', ')}. Muévelas o cancélalas primero.`,
  preparationLabel: 'Preparación',
  cleanupLabel: 'Limpieza',
} as const;
