/**
 * The shop's electronic invoicing configuration: its legal data as the seller (razón social, NIT,
 * regime, address), DIAN's numbering resolution (number, prefix, range, dates) and, to issue valid
 * documents, a provider's keys. Without them, as `npm start` and the tests run, the shop issues
 * through its own sandbox from DIAN's test range, and every document says it is a test.
 * docs/operations/electronic-invoices.md explains each value.
 */
import { nitCheckDigit } from '../src/domain/invoicing/buyer.ts';
import { invoicingConfigMessages as says } from '../src/domain/invoicing/messages-invoicing-config.ts';
import { business } from '../src/domain/shared/business.ts';
import { ConfigError } from './config-error.ts';

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

/** Factus' keys (proveedor tecnológico): its OAuth2 client, the account's user, and the numbering ranges created there. */
export interface FactusConfig {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** Factus' id of the invoices' numbering range (the DIAN resolution, as created at Factus). */
  numberingRangeId: number;
  /** Factus' id of the credit notes' numbering range. */
  creditNoteRangeId: number;
  environment: 'sandbox' | 'production';
  /** e.g. https://api-sandbox.factus.com.co */
  apiBase: string;
}

export interface InvoicingConfig {
  issuer: InvoiceIssuer;
  resolution: NumberingResolution;
  /** The prefix of the credit notes' own consecutive. */
  creditNotePrefix: string;
  /** Set: documents are issued through Factus. Unset: through the shop's own sandbox. */
  factus?: FactusConfig;
  /**
   * Whether the documents are tests, without validity before DIAN: always, but with Factus'
   * production keys (FACTUS_ENVIRONMENT=production).
   */
  test: boolean;
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
    test: true,
  };
}

export const FACTUS_SANDBOX_API = 'https://api-sandbox.factus.com.co';
export const FACTUS_PRODUCTION_API = 'https://api.factus.com.co';

type Env = Record<string, string | undefined>;

const ISSUER_REQUIRED = ['INVOICE_ISSUER_NAME', 'INVOICE_ISSUER_NIT'] as const;
const RESOLUTION_KEYS = [
  'INVOICE_RESOLUTION_NUMBER',
  'INVOICE_PREFIX',
  'INVOICE_RANGE_FROM',
  'INVOICE_RANGE_TO',
  'INVOICE_RESOLUTION_FROM',
  'INVOICE_RESOLUTION_TO',
  'INVOICE_TECHNICAL_KEY',
] as const;
const FACTUS_KEYS = [
  'FACTUS_CLIENT_ID',
  'FACTUS_CLIENT_SECRET',
  'FACTUS_USERNAME',
  'FACTUS_PASSWORD',
  'FACTUS_NUMBERING_RANGE_ID',
  'FACTUS_CREDIT_NOTE_RANGE_ID',
] as const;

/** A variable's trimmed value; an empty one is unset. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The group's values when all are given, undefined when none is; a group given partly names the first missing. */
function group<K extends string>(env: Env, names: readonly K[], label: string): Record<K, string> | undefined {
  const missing = names.find((name) => !read(env, name));
  if (missing === undefined) return Object.fromEntries(names.map((name) => [name, read(env, name)])) as Record<K, string>;
  if (names.some((name) => read(env, name))) throw new ConfigError(says.partly(label, missing));
  return undefined;
}

function wholeNumber(value: string, name: string): number {
  if (!/^\d{1,15}$/.test(value) || Number(value) < 1) throw new ConfigError(says.notAWholeNumber(name));
  return Number(value);
}

function isoDate(value: string, name: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ConfigError(says.notADate(name));
  }
  return value;
}

/** "900123456-7" (dots allowed): the NIT's digits and its check digit, which must be DIAN's. */
function nitOf(value: string, name: string): { nit: string; checkDigit: string } {
  const match = /^(\d{1,15})-(\d)$/.exec(value.replaceAll('.', '').replaceAll(' ', ''));
  if (!match) throw new ConfigError(says.nitFormat(name));
  const [, nit = '', checkDigit = ''] = match;
  const expected = nitCheckDigit(nit);
  if (expected !== Number(checkDigit)) throw new ConfigError(says.nitCheckDigit(name, expected));
  return { nit, checkDigit };
}

/** The seller's legal data: the sample shop's unless INVOICE_ISSUER_NAME and INVOICE_ISSUER_NIT are given. */
function issuerOf(env: Env, sandbox: InvoiceIssuer): InvoiceIssuer {
  const required = group(env, ISSUER_REQUIRED, 'INVOICE_ISSUER_NAME e INVOICE_ISSUER_NIT');
  if (!required) return sandbox;
  return {
    name: required.INVOICE_ISSUER_NAME,
    ...nitOf(required.INVOICE_ISSUER_NIT, 'INVOICE_ISSUER_NIT'),
    regime: read(env, 'INVOICE_ISSUER_REGIME') ?? sandbox.regime,
    address: read(env, 'INVOICE_ISSUER_ADDRESS') ?? sandbox.address,
    city: read(env, 'INVOICE_ISSUER_CITY') ?? sandbox.city,
    email: read(env, 'INVOICE_ISSUER_EMAIL') ?? sandbox.email,
    phone: read(env, 'INVOICE_ISSUER_PHONE') ?? sandbox.phone,
  };
}

/** DIAN's resolution: DIAN's test numbering unless all its variables are given; a range or dates that cannot be are refused. */
function resolutionOf(env: Env, today: string): NumberingResolution | undefined {
  const vars = group(
    env,
    RESOLUTION_KEYS,
    'INVOICE_RESOLUTION_NUMBER, INVOICE_PREFIX, INVOICE_RANGE_*, INVOICE_RESOLUTION_* e INVOICE_TECHNICAL_KEY',
  );
  if (!vars) return undefined;
  const from = wholeNumber(vars.INVOICE_RANGE_FROM, 'INVOICE_RANGE_FROM');
  const to = wholeNumber(vars.INVOICE_RANGE_TO, 'INVOICE_RANGE_TO');
  if (to < from) throw new ConfigError(says.rangeReversed(from, to));
  const validFrom = isoDate(vars.INVOICE_RESOLUTION_FROM, 'INVOICE_RESOLUTION_FROM');
  const validTo = isoDate(vars.INVOICE_RESOLUTION_TO, 'INVOICE_RESOLUTION_TO');
  if (validTo < validFrom) throw new ConfigError(says.resolutionReversed(validFrom, validTo));
  if (validTo < today) throw new ConfigError(says.resolutionExpired(validTo));
  return {
    number: vars.INVOICE_RESOLUTION_NUMBER,
    prefix: vars.INVOICE_PREFIX,
    from,
    to,
    validFrom,
    validTo,
    technicalKey: vars.INVOICE_TECHNICAL_KEY,
  };
}

/** Factus' six keys together, or none; the API base follows FACTUS_ENVIRONMENT unless FACTUS_API_BASE says otherwise. */
function factusOf(env: Env): FactusConfig | undefined {
  const keys = group(env, FACTUS_KEYS, 'FACTUS_');
  if (!keys) return undefined;
  const environment = read(env, 'FACTUS_ENVIRONMENT') ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') throw new ConfigError(says.environment);
  const apiBase = read(env, 'FACTUS_API_BASE') ?? (environment === 'production' ? FACTUS_PRODUCTION_API : FACTUS_SANDBOX_API);
  return {
    clientId: keys.FACTUS_CLIENT_ID,
    clientSecret: keys.FACTUS_CLIENT_SECRET,
    username: keys.FACTUS_USERNAME,
    password: keys.FACTUS_PASSWORD,
    numberingRangeId: wholeNumber(keys.FACTUS_NUMBERING_RANGE_ID, 'FACTUS_NUMBERING_RANGE_ID'),
    creditNoteRangeId: wholeNumber(keys.FACTUS_CREDIT_NOTE_RANGE_ID, 'FACTUS_CREDIT_NOTE_RANGE_ID'),
    environment,
    apiBase: apiBase.replace(/\/+$/, ''),
  };
}

/**
 * The invoicing configuration from the environment, checked: a NIT whose check digit is not DIAN's,
 * a range whose end is below its start, a resolution whose dates are reversed or past, or keys
 * given partly stop the start with a Spanish message naming the variable. With Factus' production
 * keys the seller's data and the resolution are required; a production site whose documents would
 * be tests refuses to start unless ALLOW_TEST_INVOICES=true says so on purpose (as
 * ALLOW_SANDBOX_PAYMENTS does for payments).
 */
export function loadInvoicingConfig(env: Env, production: boolean, now: Date = new Date()): InvoicingConfig {
  const sandbox = sandboxInvoicingConfig();
  const factus = factusOf(env);
  const test = factus?.environment !== 'production';
  if (!test) {
    const missing = [...ISSUER_REQUIRED, ...RESOLUTION_KEYS].find((name) => !read(env, name));
    if (missing) throw new ConfigError(says.productionNeedsIssuer(missing));
  }
  const issuer = issuerOf(env, sandbox.issuer);
  // Colombia's date (UTC−5): a resolution valid until today still numbers today's invoices.
  const today = new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const resolution = resolutionOf(env, today) ?? sandbox.resolution;
  if (production && test && read(env, 'ALLOW_TEST_INVOICES') !== 'true') throw new ConfigError(says.testInvoicesInProduction);
  return {
    issuer,
    resolution,
    creditNotePrefix: read(env, 'INVOICE_CREDIT_NOTE_PREFIX') ?? sandbox.creditNotePrefix,
    ...(factus ? { factus } : {}),
    test,
  };
}
