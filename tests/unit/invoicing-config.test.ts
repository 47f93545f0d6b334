/**
 * The electronic invoicing configuration, checked at start: the seller's NIT and its check digit,
 * the numbering resolution's range and dates, Factus' keys all or none with the API base their
 * environment says, and a production site that would issue test documents refusing to start
 * unless told so on purpose.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../functions/config.ts';
import {
  FACTUS_PRODUCTION_API,
  FACTUS_SANDBOX_API,
  loadInvoicingConfig,
  sandboxInvoicingConfig,
  TEST_RESOLUTION,
} from '../../functions/invoicing-config.ts';
import { invoicingConfigMessages as says } from '../../src/domain/invoicing/messages-invoicing-config.ts';

const now = new Date('2026-11-28T15:00:00Z');
const load = (env: Record<string, string>, production = false) => loadInvoicingConfig(env, production, now);

const issuer = {
  INVOICE_ISSUER_NAME: 'Tienda Medellín S.A.S.',
  INVOICE_ISSUER_NIT: '900.123.456-8',
  INVOICE_ISSUER_REGIME: 'Responsable de IVA',
  INVOICE_ISSUER_ADDRESS: 'Carrera 43A # 1-50, El Poblado',
  INVOICE_ISSUER_CITY: 'Medellín',
};

const resolution = {
  INVOICE_RESOLUTION_NUMBER: '18764000000001',
  INVOICE_PREFIX: 'TM',
  INVOICE_RANGE_FROM: '1',
  INVOICE_RANGE_TO: '5000',
  INVOICE_RESOLUTION_FROM: '2026-01-15',
  INVOICE_RESOLUTION_TO: '2028-01-15',
  INVOICE_TECHNICAL_KEY: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
};

const factus = {
  FACTUS_CLIENT_ID: 'cliente',
  FACTUS_CLIENT_SECRET: 'secreto',
  FACTUS_USERNAME: 'duena@tienda.example',
  FACTUS_PASSWORD: 'clave',
  FACTUS_NUMBERING_RANGE_ID: '8',
  FACTUS_CREDIT_NOTE_RANGE_ID: '9',
};

const refusal = (env: Record<string, string>, production = false) => {
  try {
    load(env, production);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('The configuration was accepted');
};

describe('the invoicing configuration', () => {
  it('without variables: the sample shop as seller, DIAN test numbering, no provider, test documents', () => {
    const config = load({});
    expect(config).toEqual(sandboxInvoicingConfig());
    expect(config.resolution).toEqual(TEST_RESOLUTION);
    expect(config.factus).toBeUndefined();
    expect(config.test).toBe(true);
  });

  it("takes the seller's legal data, the NIT split from its check digit", () => {
    const config = load(issuer);
    expect(config.issuer).toMatchObject({
      name: 'Tienda Medellín S.A.S.',
      nit: '900123456',
      checkDigit: '8',
      regime: 'Responsable de IVA',
      address: 'Carrera 43A # 1-50, El Poblado',
      city: 'Medellín',
    });
  });

  it('refuses a NIT whose check digit is not DIAN’s, or written without it', () => {
    expect(refusal({ ...issuer, INVOICE_ISSUER_NIT: '900123456-7' })).toBe(says.nitCheckDigit('INVOICE_ISSUER_NIT', 8));
    expect(refusal({ ...issuer, INVOICE_ISSUER_NIT: '900123456' })).toBe(says.nitFormat('INVOICE_ISSUER_NIT'));
    expect(refusal({ INVOICE_ISSUER_NIT: '900123456-8' })).toBe(
      says.partly('INVOICE_ISSUER_NAME e INVOICE_ISSUER_NIT', 'INVOICE_ISSUER_NAME'),
    );
  });

  it('takes the numbering resolution with its prefix, range and dates', () => {
    expect(load(resolution).resolution).toEqual({
      number: '18764000000001',
      prefix: 'TM',
      from: 1,
      to: 5000,
      validFrom: '2026-01-15',
      validTo: '2028-01-15',
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    });
    expect(load({ ...resolution, INVOICE_CREDIT_NOTE_PREFIX: 'NCT' }).creditNotePrefix).toBe('NCT');
  });

  it('refuses a range whose end is below its start, reversed or past dates, numbers and dates that are not', () => {
    expect(refusal({ ...resolution, INVOICE_RANGE_FROM: '5000', INVOICE_RANGE_TO: '1' })).toBe(says.rangeReversed(5000, 1));
    expect(refusal({ ...resolution, INVOICE_RESOLUTION_FROM: '2028-02-01' })).toBe(says.resolutionReversed('2028-02-01', '2028-01-15'));
    expect(refusal({ ...resolution, INVOICE_RESOLUTION_FROM: '2024-01-01', INVOICE_RESOLUTION_TO: '2026-11-27' })).toBe(
      says.resolutionExpired('2026-11-27'),
    );
    // Valid until today, Colombia's date (it is still the 28th there at 15:00 UTC).
    expect(load({ ...resolution, INVOICE_RESOLUTION_TO: '2026-11-28' }).resolution.validTo).toBe('2026-11-28');
    expect(refusal({ ...resolution, INVOICE_RANGE_TO: 'cinco mil' })).toBe(says.notAWholeNumber('INVOICE_RANGE_TO'));
    expect(refusal({ ...resolution, INVOICE_RESOLUTION_TO: '2028-02-30' })).toBe(says.notADate('INVOICE_RESOLUTION_TO'));
    const { INVOICE_TECHNICAL_KEY: _key, ...withoutKey } = resolution;
    expect(refusal(withoutKey)).toContain('Falta la variable de entorno INVOICE_TECHNICAL_KEY');
  });

  it("takes Factus' keys, all six or none; the sandbox's API unless FACTUS_ENVIRONMENT=production or FACTUS_API_BASE", () => {
    expect(load(factus).factus).toEqual({
      clientId: 'cliente',
      clientSecret: 'secreto',
      username: 'duena@tienda.example',
      password: 'clave',
      numberingRangeId: 8,
      creditNoteRangeId: 9,
      environment: 'sandbox',
      apiBase: FACTUS_SANDBOX_API,
    });
    expect(load(factus).test).toBe(true);
    const production = load({ ...factus, ...issuer, ...resolution, FACTUS_ENVIRONMENT: 'production' });
    expect([production.factus?.apiBase, production.test]).toEqual([FACTUS_PRODUCTION_API, false]);
    expect(load({ ...factus, FACTUS_API_BASE: 'http://127.0.0.1:4999/' }).factus?.apiBase).toBe('http://127.0.0.1:4999');
    const { FACTUS_PASSWORD: _password, ...partly } = factus;
    expect(refusal(partly)).toBe(says.partly('FACTUS_', 'FACTUS_PASSWORD'));
    expect(refusal({ ...factus, FACTUS_NUMBERING_RANGE_ID: 'ocho' })).toBe(says.notAWholeNumber('FACTUS_NUMBERING_RANGE_ID'));
    expect(refusal({ ...factus, FACTUS_ENVIRONMENT: 'produccion' })).toBe(says.environment);
  });

  it("with Factus' production keys, the seller's data and the resolution are required", () => {
    expect(refusal({ ...factus, FACTUS_ENVIRONMENT: 'production' })).toBe(says.productionNeedsIssuer('INVOICE_ISSUER_NAME'));
    expect(refusal({ ...factus, ...issuer, FACTUS_ENVIRONMENT: 'production' })).toBe(
      says.productionNeedsIssuer('INVOICE_RESOLUTION_NUMBER'),
    );
  });

  it('a production site whose documents would be tests refuses to start, unless ALLOW_TEST_INVOICES=true', () => {
    expect(refusal({}, true)).toBe(says.testInvoicesInProduction);
    expect(refusal(factus, true)).toBe(says.testInvoicesInProduction);
    expect(load({ ALLOW_TEST_INVOICES: 'true' }, true).test).toBe(true);
    expect(load({ ...factus, ...issuer, ...resolution, FACTUS_ENVIRONMENT: 'production' }, true).test).toBe(false);
  });

  it('loadConfig checks it after the other production variables, and keeps it', () => {
    const production = {
      NETLIFY: 'true',
      JWT_SECRET: 'x'.repeat(40),
      MONGODB_URI: 'mongodb://db',
      SITE_URL: 'https://tienda.example',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secreto',
      CLOUDINARY_URL: 'cloudinary://k:s@nube',
      SMTP_URL: 'smtps://usuario:clave@smtp.example:465',
      SHOP_NOTIFY_EMAIL: 'duena@tienda.example',
    };
    expect(() => loadConfig(production)).toThrow(says.testInvoicesInProduction);
    const { CLOUDINARY_URL: _cloudinary, ...noCloudinary } = production;
    expect(() => loadConfig(noCloudinary)).toThrow(/CLOUDINARY_URL/);
    const config = loadConfig({ ...production, ...factus, ...issuer, ...resolution, FACTUS_ENVIRONMENT: 'production' });
    expect(config.invoicing.factus?.environment).toBe('production');
    expect(config.invoicing.issuer.nit).toBe('900123456');
    expect(() => loadConfig({ ...production, ...issuer, INVOICE_ISSUER_NIT: '900123456-1', ALLOW_TEST_INVOICES: 'true' })).toThrow(
      says.nitCheckDigit('INVOICE_ISSUER_NIT', 8),
    );
  });
});
