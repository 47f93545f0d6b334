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
  // The owner's page (/admin-panel/recursos).
  navLabel: 'Recursos',
  title: 'Recursos',
  intro:
    'Lo que comparten tus servicios y cuántos hay: camas de bronceado, cabinas, terapeutas. Una hora de un servicio está libre mientras quede un cupo de su recurso, lo tome el servicio que lo tome.',
  empty: 'Aún no tienes recursos. Cada servicio sin recurso atiende una cita por hora.',
  nameLabel: 'Nombre',
  capacityLabel: 'Cantidad',
  capacityHint: 'Cuántas citas a la vez (1 a 20).',
  add: 'Agregar recurso',
  remove: (name: string) => `Quitar ${name || 'este recurso'}`,
  save: 'Guardar recursos',
  saving: 'Guardando…',
  loadError: 'No pudimos cargar los recursos.',
  saveError: 'No pudimos guardar los recursos.',
  rowLegend: (index: number) => `Recurso ${index}`,
  // The service form's choice.
  serviceFieldLabel: 'Recurso',
  serviceFieldNone: 'Ninguno: una cita por hora',
  serviceFieldHint: 'Los servicios con el mismo recurso comparten sus cupos. Se administra en Recursos.',
  serviceFieldOption: (name: string, capacity: number) => `${name} (${capacity})`,
  // What the pickers and the agenda show.
  onePlaceLeft: 'Queda 1 cupo',
  placesLeft: (count: number) => `Quedan ${count} cupos`,
  use: (used: number, capacity: number) => `${used} / ${capacity}`,
  useLabel: (service: string, used: number, capacity: number) =>
    `${service}: ${used} de ${capacity} cupos de su recurso en uso a esta hora`,
} as const;
