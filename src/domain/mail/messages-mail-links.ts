/**
 * The texts of the message that sends again the links of a customer's reservations still to come.
 * Only the server reads them.
 */
export const bookingLinksMailMessages = {
  subject: 'Los enlaces de tus reservas',
  title: 'Tus reservas',
  intro: (count: number) =>
    count === 1
      ? 'Nos pediste de nuevo el enlace de tu reserva. Desde él puedes ver, cambiar o cancelar tus citas.'
      : `Nos pediste de nuevo los enlaces de tus reservas. Tienes ${count} reservas por venir; desde cada enlace puedes ver, cambiar o cancelar sus citas.`,
  reservationHeading: (reference: string) => `Reserva ${reference}`,
  when: (date: string, time: string) => `${date}, ${time} (hora de Colombia)`,
  manageButton: 'Ver o gestionar esta reserva',
  note: 'Si no pediste estos enlaces, ignora este correo: solo se envían a esta dirección, la misma que recibió el recibo de cada reserva.',
} as const;
