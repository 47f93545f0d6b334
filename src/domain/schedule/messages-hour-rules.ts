/**
 * The hour rules' refusals (schedule.ts): a closed day, a past or too distant date, an hour outside
 * the shop's hours. Apart from messages.ts so the cart and the pickers download only these;
 * `messages` spreads them for the server.
 */
export const hourRuleMessages = {
  reservationNeedsDateTime: 'Por favor, selecciona una fecha y una hora para reservar.',
  tuesdayClosed: 'Lo sentimos, los martes estamos cerrados. Por favor elige otro día.',
  dayClosed: 'Lo sentimos, ese día no atendemos. Por favor elige otro día.',
  /** A weekday the owner's week keeps closed, named: "los lunes". */
  weekdayClosed: (plural: string) => `Lo sentimos, los ${plural} estamos cerrados. Por favor elige otro día.`,
  /** A holiday, when the owner's holidays are closed. */
  holidayClosed: (name: string) => `Lo sentimos, los festivos estamos cerrados (${name}). Por favor elige otro día.`,
  closureDay: (reason: string) =>
    reason
      ? `Lo sentimos, ese día estamos cerrados (${reason}). Por favor elige otro día.`
      : 'Lo sentimos, ese día estamos cerrados. Por favor elige otro día.',
  reservationDayHours: (range: string) => `Ese día atendemos de ${range}. Por favor elige otra hora.`,
  serviceUnavailable: 'Lo sentimos, este servicio no está disponible.',
  reservationDateInPast: 'La fecha no puede ser anterior a hoy.',
  reservationHourPast: 'Esa hora ya pasó. Por favor elige una hora posterior.',
  reservationHoursRange: (first: string, last: string) => `Las reservas son de ${first} a ${last}. Por favor elige otra hora.`,
  reservationEndsAfterClosing: (minutes: number, closing: string) =>
    `Este servicio dura ${minutes} minutos y terminaría después de las ${closing}, cuando cerramos. Por favor elige una hora más temprana.`,
  reservationTooFar: (days: number) => `Puedes reservar con hasta ${days} días de anticipación.`,
} as const;
