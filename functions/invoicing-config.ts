/**
 * The shop's electronic invoicing configuration: its legal data as the seller (razón social, NIT,
 * regime, address), DIAN's numbering resolution (number, prefix, range, dates) and, to issue valid
 * documents, a provider's keys. Without them, as `npm start` and the tests run, the shop issues
 * through its own sandbox from DIAN's test range, and every document says it is a test.
 * docs/operations/electronic-invoices.md explains each value.
 */
import { business } from '../src/domain/shared/business.ts';

export interface InvoiceIssuer {
  /** Razón social. */
  name: string;
  /** The NIT's digits, without the check digit. */
  nit: string;
  checkDigit: string;
  /** "Responsable de IVA" or "No responsable de IVA". */
  regime: string;
  address: string;
  city: string;
  email: string;
  phone: string;
}

/** DIAN's numbering resolution (resolución de facturación): the prefix and range the invoices take. */
export interface NumberingResolution {
  number: string;
  prefix: string;
  from: number;
  to: number;
  /** YYYY-MM-DD. */
  validFrom: string;
  validTo: string;
  /** The resolution's technical key (clave técnica), part of the CUFE. */
  technicalKey: string;
}

export interface InvoicingConfig {
  issuer: InvoiceIssuer;
  resolution: NumberingResolution;
  /** The prefix of the credit notes' own consecutive. */
  creditNotePrefix: string;
}

/** DIAN's test numbering (habilitación): prefix SETP, 990000000 to 995000000, and its published test technical key. */
export const TEST_RESOLUTION: NumberingResolution = {
  number: '18760000001',
  prefix: 'SETP',
  from: 990000000,
  to: 995000000,
  validFrom: '2019-01-19',
  validTo: '2030-01-19',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
};

const [sampleNit = '', sampleCheckDigit = ''] = business.nit.replaceAll('.', '').split('-');

/** The sandbox's configuration: the sample shop's legal data and DIAN's test range. */
export function sandboxInvoicingConfig(): InvoicingConfig {
  return {
    issuer: {
      name: business.legalName,
      nit: sampleNit,
      checkDigit: sampleCheckDigit,
      regime: 'Responsable de IVA',
      address: business.address,
      city: 'Medellín',
      email: business.email,
      phone: business.phoneDisplay,
    },
    resolution: TEST_RESOLUTION,
    creditNotePrefix: 'NC',
  };
}
