import { describe, expect, it } from 'vitest';
import { invoiceBuyerSchema, profileInvoiceBuyerSchema } from '../../src/domain/invoicing/buyer-schemas.ts';
import { invoiceBuyerMessages as m } from '../../src/domain/invoicing/messages-invoice-buyer.ts';
import { createOrderBodySchema } from '../../src/domain/checkout/checkout-schemas.ts';
import { exportedInvoiceBuyer } from '../../src/domain/accounts/data-export.ts';
import { messages } from '../../src/domain/shared/messages.ts';

const person = { name: '  Ana   María  Pérez ', email: ' Ana@Correo.CO ' };

/** The first message the schema gives, and where. */
function refusal(input: unknown) {
  const issue = invoiceBuyerSchema.safeParse(input).error?.issues[0];
  return { message: issue?.message, field: issue?.path[0] };
}

describe('the invoice buyer schema', () => {
  it('takes a cédula de ciudadanía of 3 to 10 digits, dots and spaces removed, and normalises the name and e-mail', () => {
    expect(invoiceBuyerSchema.parse({ documentType: 'CC', documentNumber: ' 1.017.234.567 ', ...person })).toEqual({
      documentType: 'CC',
      documentNumber: '1017234567',
      name: 'Ana María Pérez',
      email: 'ana@correo.co',
    });
    expect(invoiceBuyerSchema.parse({ documentType: 'CC', documentNumber: '123', ...person }).documentNumber).toBe('123');
    expect(refusal({ documentType: 'CC', documentNumber: '12', ...person })).toEqual({ message: m.ccInvalid, field: 'documentNumber' });
    expect(refusal({ documentType: 'CC', documentNumber: '12345678901', ...person })).toEqual({
      message: m.ccInvalid,
      field: 'documentNumber',
    });
    expect(refusal({ documentType: 'CC', documentNumber: '10172345A', ...person }).message).toBe(m.ccInvalid);
  });

  it('drops a check digit given with another document than a NIT', () => {
    expect(invoiceBuyerSchema.parse({ documentType: 'CC', documentNumber: '43123456', checkDigit: '3', ...person })).not.toHaveProperty(
      'checkDigit',
    );
  });

  it('takes a cédula de extranjería of 3 to 15 letters or digits, upper-cased', () => {
    expect(invoiceBuyerSchema.parse({ documentType: 'CE', documentNumber: 'e 12345', ...person }).documentNumber).toBe('E12345');
    expect(refusal({ documentType: 'CE', documentNumber: 'AB', ...person }).message).toBe(m.ceInvalid);
    expect(refusal({ documentType: 'CE', documentNumber: '1234567890123456', ...person }).message).toBe(m.ceInvalid);
    expect(refusal({ documentType: 'CE', documentNumber: '123-456', ...person }).message).toBe(m.ceInvalid);
  });

  it('takes a passport of 3 to 20 letters or digits, upper-cased', () => {
    expect(invoiceBuyerSchema.parse({ documentType: 'PP', documentNumber: 'pa1234567', ...person }).documentNumber).toBe('PA1234567');
    expect(invoiceBuyerSchema.parse({ documentType: 'PP', documentNumber: 'A'.repeat(20), ...person }).documentNumber).toHaveLength(20);
    expect(refusal({ documentType: 'PP', documentNumber: 'A'.repeat(21), ...person }).message).toBe(m.ppInvalid);
    expect(refusal({ documentType: 'PP', documentNumber: 'P#1234', ...person }).message).toBe(m.ppInvalid);
  });

  it('takes a NIT with its check digit apart, and refuses a wrong one', () => {
    expect(invoiceBuyerSchema.parse({ documentType: 'NIT', documentNumber: '900123456', checkDigit: '8', ...person })).toEqual({
      documentType: 'NIT',
      documentNumber: '900123456',
      checkDigit: '8',
      name: 'Ana María Pérez',
      email: 'ana@correo.co',
    });
    expect(invoiceBuyerSchema.parse({ documentType: 'NIT', documentNumber: '800197268', checkDigit: ' 4 ', ...person }).checkDigit).toBe(
      '4',
    );
    expect(refusal({ documentType: 'NIT', documentNumber: '900123456', checkDigit: '7', ...person })).toEqual({
      message: m.checkDigitInvalid,
      field: 'checkDigit',
    });
    expect(refusal({ documentType: 'NIT', documentNumber: '900123456', ...person })).toEqual({
      message: m.checkDigitRequired,
      field: 'checkDigit',
    });
    expect(refusal({ documentType: 'NIT', documentNumber: '900123456', checkDigit: '', ...person }).message).toBe(m.checkDigitRequired);
  });

  it('splits a NIT written with dots and a dash, "900.123.456-8" or "900123456-8", into digits and check digit', () => {
    for (const written of ['900.123.456-8', '900123456-8', ' 900 123 456-8 ']) {
      const parsed = invoiceBuyerSchema.parse({ documentType: 'NIT', documentNumber: written, ...person });
      expect(parsed).toMatchObject({ documentNumber: '900123456', checkDigit: '8' });
    }
    expect(invoiceBuyerSchema.parse({ documentType: 'NIT', documentNumber: '900.123.456-8', checkDigit: '8', ...person }).checkDigit).toBe(
      '8',
    );
    expect(refusal({ documentType: 'NIT', documentNumber: '900.123.456-9', ...person })).toEqual({
      message: m.checkDigitInvalid,
      field: 'checkDigit',
    });
    // The digit after the dash and the one in its own field disagree.
    expect(refusal({ documentType: 'NIT', documentNumber: '900123456-8', checkDigit: '3', ...person }).message).toBe(m.checkDigitInvalid);
  });

  it('refuses a NIT that is not digits', () => {
    expect(refusal({ documentType: 'NIT', documentNumber: '90012345A', checkDigit: '1', ...person })).toEqual({
      message: m.nitInvalid,
      field: 'documentNumber',
    });
    expect(refusal({ documentType: 'NIT', documentNumber: '12', checkDigit: '1', ...person }).message).toBe(m.nitInvalid);
    expect(refusal({ documentType: 'NIT', documentNumber: '900123456-88', ...person }).message).toBe(m.nitInvalid);
  });

  it('says what is missing: the type, the number, the name, a valid e-mail', () => {
    expect(refusal({ documentType: 'RUT', documentNumber: '123', ...person })).toEqual({
      message: m.documentTypeInvalid,
      field: 'documentType',
    });
    expect(refusal({ documentType: 'CC', documentNumber: '  ', ...person })).toEqual({
      message: m.documentNumberRequired,
      field: 'documentNumber',
    });
    expect(refusal({ documentType: 'CC', documentNumber: '1234', name: ' ', email: 'a@b.co' })).toEqual({
      message: m.nameRequired,
      field: 'name',
    });
    expect(refusal({ documentType: 'CC', documentNumber: '1234', name: 'A'.repeat(201), email: 'a@b.co' }).message).toBe(m.nameTooLong);
    expect(refusal({ documentType: 'CC', documentNumber: '1234', name: 'Ana', email: 'no-es-correo' })).toEqual({
      message: messages.emailInvalid,
      field: 'email',
    });
    expect(refusal({ documentType: 'CC', documentNumber: { $gt: '' }, ...person }).message).toBe(m.documentNumberRequired);
  });

  it('is the profile body and an optional part of the checkout body', () => {
    const buyer = { documentType: 'NIT', documentNumber: '900.123.456-8', name: 'Cámaras SAS', email: 'facturas@camaras.co' };
    expect(profileInvoiceBuyerSchema.parse({ invoiceBuyer: buyer }).invoiceBuyer.checkDigit).toBe('8');
    const order = {
      items: [{ productId: 'a'.repeat(24), quantity: 1 }],
      shippingInfo: {},
      acceptDataPolicy: true,
      acceptTerms: true,
    };
    expect(createOrderBodySchema.parse(order).invoiceBuyer).toBeUndefined();
    expect(createOrderBodySchema.parse({ ...order, invoiceBuyer: buyer, keepInvoiceBuyer: true })).toMatchObject({
      invoiceBuyer: { documentNumber: '900123456', checkDigit: '8' },
      keepInvoiceBuyer: true,
    });
    expect(
      createOrderBodySchema.safeParse({ ...order, invoiceBuyer: { ...buyer, documentNumber: '900123456-1' } }).error?.issues[0]?.message,
    ).toBe(m.checkDigitInvalid);
    expect(createOrderBodySchema.safeParse({ ...order, keepInvoiceBuyer: 'sí' }).error?.issues[0]?.message).toBe(m.keepInvalid);
  });

  it('is written in words in the data export', () => {
    expect(
      exportedInvoiceBuyer({ documentType: 'NIT', documentNumber: '900123456', checkDigit: '8', name: 'Cámaras SAS', email: 'f@c.co' }),
    ).toEqual({
      tipoDeDocumento: 'NIT',
      numeroDeDocumento: '900123456',
      digitoDeVerificacion: '8',
      nombreORazonSocial: 'Cámaras SAS',
      correoParaLaFactura: 'f@c.co',
    });
    expect(exportedInvoiceBuyer({ documentType: 'PP', documentNumber: 'PA123', name: 'John Doe', email: 'j@d.co' })).toEqual({
      tipoDeDocumento: 'Pasaporte',
      numeroDeDocumento: 'PA123',
      nombreORazonSocial: 'John Doe',
      correoParaLaFactura: 'j@d.co',
    });
  });
});
