import { describe, expect, it } from 'vitest';
import { invoiceBuyerSchema } from '../../src/domain/invoicing/buyer-schemas.ts';
import { buyerFieldsShown, buyerInputOf, buyerValuesOf, emptyBuyerValues } from '../../src/islands/common/invoice-buyer/buyer-values.ts';

const company = { documentType: 'NIT', documentNumber: '900123456', checkDigit: '8', name: 'Cámaras SAS', email: 'f@c.co' } as const;

describe("the invoice buyer's form values", () => {
  it('fill the form from a kept buyer, and send it back as it was', () => {
    const values = buyerValuesOf(company);
    expect(values).toEqual(company);
    expect(invoiceBuyerSchema.parse(buyerInputOf(values))).toEqual(company);
    expect(buyerValuesOf({ documentType: 'CC', documentNumber: '43123456', name: 'Ana', email: 'a@b.co' }).checkDigit).toBe('');
  });

  it('send the check digit only with a NIT, and only when it is written (it may follow a dash in the number)', () => {
    expect(
      buyerInputOf({ ...emptyBuyerValues, documentNumber: '43123456', checkDigit: '8', name: 'Ana', email: 'a@b.co' }),
    ).not.toHaveProperty('checkDigit');
    const written = buyerInputOf({
      ...emptyBuyerValues,
      documentType: 'NIT',
      documentNumber: '900.123.456-8',
      checkDigit: ' ',
      name: 'X',
      email: 'x@y.co',
    });
    expect(written).not.toHaveProperty('checkDigit');
    expect(invoiceBuyerSchema.parse(written)).toMatchObject({ documentNumber: '900123456', checkDigit: '8' });
  });

  it('list the fields shown, in order: the check digit with a NIT only', () => {
    expect(buyerFieldsShown(emptyBuyerValues)).toEqual(['documentType', 'documentNumber', 'name', 'email']);
    expect(buyerFieldsShown({ ...emptyBuyerValues, documentType: 'NIT' })).toEqual([
      'documentType',
      'documentNumber',
      'checkDigit',
      'name',
      'email',
    ]);
  });
});
