/**
 * What an invoice says was charged (src/domain/invoicing/invoice-lines.ts), and DIAN's CUFE text
 * (cufe.ts): pure rules.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bogotaIssueTime, cufeInput } from '../../src/domain/invoicing/cufe.ts';
import { chargedLine, hasAnticipo, invoiceTotal, orderInvoiceLines, refundLine } from '../../src/domain/invoicing/invoice-lines.ts';
import type { RecordLine } from '../../src/domain/records/records.ts';

const product = (fields: Partial<RecordLine> = {}): RecordLine => ({
  kind: 'product',
  productId: 'p1',
  productName: 'Portátil',
  productImage: '',
  category: 'Computadores',
  description: '',
  brandName: 'Marca',
  quantity: 2,
  unitPrice: 1_190_000,
  lineTotal: 2_380_000,
  payNow: 2_380_000,
  ...fields,
});

const service = (fields: Partial<RecordLine> = {}): RecordLine => ({
  ...product(),
  kind: 'service',
  productId: 's1',
  productName: 'Masaje relajante',
  quantity: 1,
  unitPrice: 100_000,
  lineTotal: 100_000,
  payNow: 20_000,
  reservationDate: '2026-03-12',
  reservationTime: '10:00',
  ...fields,
});

describe('the lines of an invoice', () => {
  it('a product its line total, split into base and IVA at its treatment (19 % when it has none)', () => {
    expect(chargedLine(product())).toEqual({
      code: 'p1',
      description: 'Portátil',
      quantity: 2,
      unitPrice: 1_190_000,
      discount: 0,
      total: 2_380_000,
      tax: { treatment: 'iva19', rate: 19, base: 2_000_000, tax: 380_000 },
    });
    expect(chargedLine(product({ taxTreatment: 'excluido' }))?.tax).toEqual({ treatment: 'excluido', rate: 0, base: 2_380_000, tax: 0 });
  });

  it('a discount code’s share as the line’s discount; a 100 % code leaves a line at 0', () => {
    expect(chargedLine(product({ lineTotal: 2_000_000, payNow: 2_000_000, discount: 380_000 }))).toMatchObject({
      discount: 380_000,
      total: 2_000_000,
    });
    expect(chargedLine(product({ lineTotal: 0, payNow: 0, discount: 2_380_000 }))).toMatchObject({
      discount: 2_380_000,
      total: 0,
      tax: { base: 0, tax: 0 },
    });
  });

  it('a service its deposit, as an anticipo; an appointment a pack credit paid, nothing', () => {
    expect(chargedLine(service())).toMatchObject({
      description: 'Anticipo 20 % · Masaje relajante · 2026-03-12 10:00',
      unitPrice: 20_000,
      discount: 0,
      total: 20_000,
      tax: { base: 16_807, tax: 3_193 },
    });
    expect(chargedLine(service({ lineTotal: 90_000, payNow: 18_000, discount: 10_000 }))).toMatchObject({
      unitPrice: 20_000,
      discount: 2_000,
      total: 18_000,
    });
    const credit = { creditId: 'c', packId: 'k', packName: 'Bono', value: 100_000 };
    expect(chargedLine(service({ unitPrice: 0, lineTotal: 0, payNow: 0, paidWithCredit: credit }))).toBeNull();
    expect(hasAnticipo([service()])).toBe(true);
    expect(hasAnticipo([product()])).toBe(false);
  });

  it('the delivery fee its own line at 19 %, and the lines add up to what the payment took', () => {
    const lines = orderInvoiceLines([product(), service()], 12_000);
    expect(lines.map((line) => line.code)).toEqual(['p1', 's1', 'envio']);
    expect(lines[2]).toMatchObject({ description: 'Envío a domicilio', total: 12_000, tax: { treatment: 'iva19' } });
    expect(invoiceTotal(lines)).toBe(2_380_000 + 20_000 + 12_000);
    expect(orderInvoiceLines([product()], 0)).toHaveLength(1);
  });

  it('a refund line gives back an amount at the line’s own treatment', () => {
    const refund = refundLine(chargedLine(product({ taxTreatment: 'iva5' }))!, 105_000);
    expect(refund).toMatchObject({
      description: 'Devolución · Portátil',
      quantity: 1,
      total: 105_000,
      tax: { treatment: 'iva5', base: 100_000, tax: 5_000 },
    });
  });
});

describe('the CUFE', () => {
  it('hashes DIAN’s fields in their order, amounts with two decimals, INC and ICA at 0.00', () => {
    const facts = {
      number: 'SETP990000001',
      date: '2026-03-04',
      time: '10:00:00-05:00',
      base: 100_000,
      iva: 19_000,
      total: 119_000,
      issuerNit: '900123456',
      buyerNumber: '222222222222',
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      environment: 2 as const,
    };
    const text = cufeInput(facts);
    expect(text).toBe(
      'SETP9900000012026-03-0410:00:00-05:00100000.000119000.00040.00030.00119000.00900123456222222222222fc8eac422eba16e22ffd8c6f94b3f40a6e38162c2',
    );
    expect(createHash('sha384').update(text).digest('hex')).toMatch(/^[0-9a-f]{96}$/);
  });

  it('dates the issue in Bogotá', () => {
    expect(bogotaIssueTime(new Date('2026-03-05T02:30:15Z'))).toEqual({ date: '2026-03-04', time: '21:30:15-05:00' });
  });
});
