/**
 * Spanish texts of a booking with a person that the shop's islands show (the pickers, /mi-reserva)
 * and every message repeats: kept apart, so an island downloads only these.
 */
export const staffPickerMessages = {
  personLabel: 'Con quién',
  anyone: 'Cualquiera disponible',
  withPerson: (name: string) => `con ${name}`,
  /** The agenda's column note of a person. */
  personColumn: 'Equipo',
} as const;

/** "Masaje relajante con Laura": the service as receipts, e-mails, WhatsApp notices and /mi-reserva name it; the name alone without a person. */
export function serviceWithPerson(line: { productName: string; staffName?: string | undefined }): string {
  return line.staffName ? `${line.productName} ${staffPickerMessages.withPerson(line.staffName)}` : line.productName;
}
