/**
 * Texts of the owner's schedule: the answers of /api/admin/schedule and /api/admin/closures, and
 * the admin pages /admin-panel/horarios (weekly hours, closures and special days).
 */
export const scheduleMessages = {
  // Validation and answers
  timeInvalid: 'Escribe la hora como HH:MM, en punto o y media (por ejemplo 08:00 o 18:30).',
  openInvalid: 'Indica si ese día se abre o no.',
  weekInvalid: 'El horario debe tener los siete días de la semana.',
  fromBeforeTo: (day: string) => `La hora de apertura debe ser anterior a la de cierre (${day}).`,
  dateInvalid: 'Escribe la fecha como AAAA-MM-DD.',
  reasonRequired: 'Escribe el motivo (por ejemplo: Vacaciones).',
  reasonTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
  closureOrder: 'La fecha final no puede ser anterior a la inicial.',
  closureTooLong: (days: number) => `Un cierre puede durar hasta ${days} días.`,
  closureInPast: 'Esas fechas ya pasaron.',
  closureNotFound: 'No encontramos ese cierre.',
  closureOverlaps: 'Ya hay un cierre o día especial en esas fechas. Elimínalo primero.',
  scheduleSaved: 'Horario guardado. Las páginas se actualizan en unos minutos.',
  closureCreated: 'Cierre guardado.',
  specialDayCreated: 'Día especial guardado.',
  closureDeleted: 'Cierre eliminado.',
} as const;
