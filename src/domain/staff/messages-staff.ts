/**
 * Spanish texts: the shop's people (/admin-panel/equipo), the answers of /api/admin/staff, and the
 * person a booking is with, as the picker, receipts and the agenda name it.
 */
export const staffMessages = {
  // The server's answers.
  saved: 'Equipo guardado.',
  savedWithAffected: (count: number) =>
    count === 1
      ? 'Equipo guardado. Una cita queda fuera de las horas de su persona: muévela o cancélala.'
      : `Equipo guardado. ${count} citas quedan fuera de las horas de su persona: muévelas o cancélalas.`,
  listInvalid: 'La lista del equipo no es válida.',
  tooMany: (max: number) => `Puedes tener hasta ${max} personas en el equipo.`,
  nameRequired: 'Escribe el nombre de la persona.',
  nameTooLong: 'El nombre de la persona es demasiado largo.',
  duplicateName: (name: string) => `«${name}» está repetido en el equipo.`,
  unknownPerson: 'La persona elegida no existe.',
  photoInvalid: 'La foto debe ser una dirección https.',
  servicesInvalid: 'Los servicios elegidos no son válidos.',
  unknownService: 'Uno de los servicios elegidos no existe.',
  weekInvalid: 'El horario semanal debe tener los siete días.',
  openInvalid: 'Indica si la persona trabaja ese día.',
  timeInvalid: 'La hora debe tener el formato HH:MM, en punto o y media.',
  fromBeforeTo: (name: string, day: string) => `El horario de ${name} del ${day} debe empezar antes de terminar.`,
  dateInvalid: 'La fecha no es válida.',
  timeOffOrder: 'La ausencia debe terminar el mismo día o después de empezar.',
  reasonRequired: 'Escribe el motivo de la ausencia.',
  reasonTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
  tooManyTimeOff: (max: number) => `Cada persona puede tener hasta ${max} ausencias.`,
  // A booking with a person.
  personNotFree: 'Esa persona ya no está disponible a esa hora. Elige otra hora u otra persona.',
  nobodyFree: 'No hay nadie disponible a esa hora. Elige otra hora.',
  anyone: 'Cualquiera disponible',
  // The owner's page (/admin-panel/equipo).
  navLabel: 'Equipo',
  title: 'Equipo',
  intro:
    'Las personas que atienden tus servicios: qué hace cada una, su horario y sus ausencias. Un servicio que alguien del equipo hace se reserva con una persona libre y un cupo de su recurso.',
  empty: 'Aún no tienes equipo. Los servicios se reservan solo por su recurso, como hasta ahora.',
  loadError: 'No pudimos cargar el equipo.',
  saveError: 'No pudimos guardar el equipo.',
  personLegend: (index: number, name: string) => (name ? name : `Persona ${index}`),
  nameLabel: 'Nombre',
  photoLabel: 'Foto (dirección https, opcional)',
  servicesLegend: 'Servicios que hace',
  noServices: 'Aún no tienes servicios.',
  weekLegend: 'Horario semanal',
  worksLabel: (day: string) => `Trabaja el ${day}`,
  fromLabel: (day: string) => `Desde, ${day}`,
  toLabel: (day: string) => `Hasta, ${day}`,
  timeOffLegend: 'Ausencias',
  timeOffFrom: 'Desde',
  timeOffTo: 'Hasta',
  timeOffReason: 'Motivo',
  addTimeOff: 'Añadir ausencia',
  removeTimeOff: 'Quitar ausencia',
  add: 'Añadir persona',
  remove: (name: string) => `Quitar a ${name || 'esta persona'}`,
  save: 'Guardar equipo',
  saving: 'Guardando…',
  affectedTitle: 'Citas fuera del horario de su persona',
  affectedIntro: 'Guardamos el equipo sin cancelar nada. Mueve o cancela estas citas:',
} as const;
