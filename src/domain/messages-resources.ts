/**
 * Spanish texts: shared resources with capacity (/admin-panel/recursos), the answers of
 * /api/admin/resources and the places left the pickers and the agenda show.
 */
export const resourceMessages = {
  // The server's answers.
  saved: 'Recursos guardados.',
  nameRequired: 'Escribe el nombre del recurso.',
  nameTooLong: 'El nombre del recurso es demasiado largo.',
  capacityInvalid: (max: number) => `La cantidad debe ser un número entero entre 1 y ${max}.`,
  listInvalid: 'La lista de recursos no es válida.',
  tooMany: (max: number) => `Puedes tener hasta ${max} recursos.`,
  duplicateName: (name: string) => `El recurso «${name}» está repetido.`,
  unknownResource: 'El recurso elegido no existe.',
  stillUsed: (name: string, services: readonly string[]) =>
    `No puedes quitar «${name}»: lo usan ${services.join(', ')}. Cambia primero el recurso de esos servicios.`,
  capacityInUse: (name: string, capacity: number, hours: readonly string[]) =>
    `No puedes dejar «${name}» con ${capacity}: estas horas ya usan más: ${hours.join(', ')}.`,
  serviceHasBookings: (hours: readonly string[]) =>
    `No puedes cambiar el recurso de este servicio mientras tenga citas o pagos en curso: ${hours.join(', ')}. Muévelas o cancélalas primero.`,
  changeInProgress: 'Se está cambiando el recurso de este servicio. Intenta de nuevo en un momento.',
  moreHours: (count: number) => `y ${count} más`,
  // What the pickers and the agenda show.
  onePlaceLeft: 'Queda 1 cupo',
  placesLeft: (count: number) => `Quedan ${count} cupos`,
  use: (used: number, capacity: number) => `${used} / ${capacity}`,
  useLabel: (service: string, used: number, capacity: number) =>
    `${service}: ${used} de ${capacity} cupos de su recurso en uso a esta hora`,
} as const;
