/**
 * The zod schema of the invoice's buyer (buyer.ts), shared by the checkout, the profile's "Datos de
 * facturación" and the API. It trims and normalises at the edge: a document number loses its spaces
 * and dots, a NIT written "900.123.456-8" or "900123456-8" is split into its digits and its check
 * digit (which must agree with DIAN's rule), letters are upper-cased, and the e-mail is written
 * like every e-mail of the shop. What it returns is an InvoiceBuyer, ready to store.
 */
import * as z from 'zod';
import { buyerDocumentTypes, nitCheckDigitMatches, type BuyerDocumentType, type InvoiceBuyer } from './buyer.ts';
import { invoiceBuyerMessages as m } from './messages-invoice-buyer.ts';
import { emailSchema } from '../shared/schema-basics.ts';

/** Each document type's numbers once spaces and dots are gone, and what a wrong one is told. */
const numberRules: Record<BuyerDocumentType, { pattern: RegExp; message: string }> = {
  CC: { pattern: /^\d{3,10}$/, message: m.ccInvalid },
  CE: { pattern: /^[A-Z0-9]{3,15}$/, message: m.ceInvalid },
  NIT: { pattern: /^\d{3,15}$/, message: m.nitInvalid },
  PP: { pattern: /^[A-Z0-9]{3,20}$/, message: m.ppInvalid },
};

/** A NIT with its check digit written after a dash: "900123456-8". */
const NIT_WITH_DIGIT = /^(\d+)-(\d)$/;

/** A document number as written, without spaces or dots, letters upper-cased. */
export function compactDocumentNumber(raw: string): string {
  return raw.replace(/[\s.]/g, '').toUpperCase();
}

/** The buyer's fields as a form or the API sends them, before they are checked. */
const buyerFieldsSchema = z.object({
  documentType: z.enum(buyerDocumentTypes, { error: m.documentTypeInvalid }),
  documentNumber: z
    .string({ error: m.documentNumberRequired })
    .trim()
    .min(1, { error: m.documentNumberRequired })
    .max(40, { error: m.documentNumberRequired }),
  /** Only with a NIT; may also come after a dash in the number. */
  checkDigit: z.string({ error: m.checkDigitRequired }).trim().max(2, { error: m.checkDigitInvalid }).optional(),
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(200, { error: m.nameTooLong })
    .transform((name) => name.replace(/\s+/g, ' ')),
  email: emailSchema,
});

/** The buyer an invoice is made out to, checked and normalised: an InvoiceBuyer. */
export const invoiceBuyerSchema = buyerFieldsSchema.transform((fields, ctx): InvoiceBuyer => {
  const { documentType, name, email } = fields;
  let number = compactDocumentNumber(fields.documentNumber);
  let checkDigit = fields.checkDigit ?? '';
  if (documentType === 'NIT') {
    const written = NIT_WITH_DIGIT.exec(number);
    if (written) {
      number = written[1]!;
      // A digit after the dash and another in its own field must be the same one.
      if (checkDigit !== '' && checkDigit !== written[2]) {
        ctx.addIssue({ code: 'custom', message: m.checkDigitInvalid, path: ['checkDigit'] });
        return z.NEVER;
      }
      checkDigit = written[2]!;
    }
  }
  const rule = numberRules[documentType];
  if (!rule.pattern.test(number)) {
    ctx.addIssue({ code: 'custom', message: rule.message, path: ['documentNumber'] });
    return z.NEVER;
  }
  if (documentType !== 'NIT') return { documentType, documentNumber: number, name, email };
  if (checkDigit === '') {
    ctx.addIssue({ code: 'custom', message: m.checkDigitRequired, path: ['checkDigit'] });
    return z.NEVER;
  }
  if (!nitCheckDigitMatches(number, checkDigit)) {
    ctx.addIssue({ code: 'custom', message: m.checkDigitInvalid, path: ['checkDigit'] });
    return z.NEVER;
  }
  return { documentType, documentNumber: number, checkDigit, name, email };
});

export type InvoiceBuyerInput = z.input<typeof invoiceBuyerSchema>;

/** The fields of the buyer's form, in the order they show (their errors are keyed the same). */
export const invoiceBuyerFields = ['documentType', 'documentNumber', 'checkDigit', 'name', 'email'] as const;
export type InvoiceBuyerField = (typeof invoiceBuyerFields)[number];

/** PUT /api/profile/invoice-buyer: the buyer the signed-in customer keeps for their next purchases. */
export const profileInvoiceBuyerSchema = z.object({ invoiceBuyer: invoiceBuyerSchema });
