/**
 * Who an electronic invoice is made out to. A buyer who asks for nothing gets "consumidor final"
 * (identification 222222222222), as DIAN allows for sales to unidentified consumers; a person or a
 * company gives their document type and number, their name and the e-mail the invoice goes to.
 */

/** Document types a buyer may give: cédula de ciudadanía, cédula de extranjería, NIT, pasaporte. */
export const buyerDocumentTypes = ['CC', 'CE', 'NIT', 'PP'] as const;
export type BuyerDocumentType = (typeof buyerDocumentTypes)[number];

export const buyerDocumentLabels: Record<BuyerDocumentType, string> = {
  CC: 'Cédula de ciudadanía',
  CE: 'Cédula de extranjería',
  NIT: 'NIT',
  PP: 'Pasaporte',
};

/** The buyer an invoice is made out to. `checkDigit` only with a NIT. */
export interface InvoiceBuyer {
  documentType: BuyerDocumentType;
  documentNumber: string;
  checkDigit?: string;
  name: string;
  email: string;
  /** The default buyer, nobody's data: consumidor final. */
  finalConsumer?: true;
}

export const FINAL_CONSUMER_NUMBER = '222222222222';
export const FINAL_CONSUMER_NAME = 'Consumidor final';

/** The buyer of an invoice nobody asked to be named on; `email` is where the receipt went. */
export function finalConsumer(email: string): InvoiceBuyer {
  return { documentType: 'CC', documentNumber: FINAL_CONSUMER_NUMBER, name: FINAL_CONSUMER_NAME, email, finalConsumer: true };
}

/** DIAN's weights for the NIT's check digit (dígito de verificación), from the rightmost digit. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit of a NIT's digits (without the digit itself), by DIAN's modulo 11 rule. */
export function nitCheckDigit(nit: string): number {
  if (!/^\d{1,15}$/.test(nit)) throw new RangeError('A NIT is made of 1 to 15 digits');
  const digits = [...nit].reverse();
  const total = digits.reduce((sum, digit, index) => sum + Number(digit) * NIT_WEIGHTS[index]!, 0);
  const rest = total % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** Whether a NIT and the check digit the buyer wrote agree. */
export function nitCheckDigitMatches(nit: string, checkDigit: string): boolean {
  return /^\d{1,15}$/.test(nit) && /^\d$/.test(checkDigit) && nitCheckDigit(nit) === Number(checkDigit);
}
