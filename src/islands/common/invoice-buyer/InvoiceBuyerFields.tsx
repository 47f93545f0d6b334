import { buyerDocumentLabels, buyerDocumentTypes, type BuyerDocumentType } from '~/domain/invoicing/buyer.ts';
import type { InvoiceBuyerField } from '~/domain/invoicing/buyer-schemas.ts';
import { invoiceBuyerMessages as m } from '~/domain/invoicing/messages-invoice-buyer.ts';
import { EmailField, SelectField, TextField } from '~/islands/ui/Field.tsx';
import type { FieldErrors } from '~/islands/ui/use-zod-form.ts';
import type { BuyerValues } from './buyer-values.ts';
import './invoice-buyer.css';

interface Props {
  values: BuyerValues;
  errors: FieldErrors<InvoiceBuyerField>;
  /** The id of each field's control (the form focuses the first one in error). */
  inputId: (field: InvoiceBuyerField) => string;
  onChange: (values: BuyerValues, changed: InvoiceBuyerField) => void;
}

/**
 * The invoice's buyer: document type, number (and a NIT's check digit in its own field), name or
 * razón social, and the e-mail the invoice goes to. Used by the checkout and by /perfil.
 */
export function InvoiceBuyerFields({ values, errors, inputId, onChange }: Props) {
  const set = (field: InvoiceBuyerField, value: string) => onChange({ ...values, [field]: value }, field);
  const nit = values.documentType === 'NIT';
  return (
    <div className="invoice-buyer-fields">
      <SelectField
        inputId={inputId('documentType')}
        label={m.documentTypeLabel}
        error={errors.documentType}
        name="documentType"
        value={values.documentType}
        onChange={(event) => set('documentType', event.target.value as BuyerDocumentType)}
      >
        {buyerDocumentTypes.map((type) => (
          <option key={type} value={type}>
            {buyerDocumentLabels[type]}
          </option>
        ))}
      </SelectField>
      <div className={nit ? 'invoice-buyer-number invoice-buyer-number-nit' : 'invoice-buyer-number'}>
        <TextField
          inputId={inputId('documentNumber')}
          label={m.documentNumberLabel}
          error={errors.documentNumber}
          name="documentNumber"
          type="text"
          inputMode={values.documentType === 'CC' || nit ? 'numeric' : 'text'}
          autoComplete="off"
          maxLength={40}
          required
          value={values.documentNumber}
          onChange={(event) => set('documentNumber', event.target.value)}
        />
        {nit && (
          <TextField
            inputId={inputId('checkDigit')}
            label={m.checkDigitLabel}
            error={errors.checkDigit}
            hint={m.checkDigitHint}
            name="checkDigit"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            required
            value={values.checkDigit}
            onChange={(event) => set('checkDigit', event.target.value)}
          />
        )}
      </div>
      <TextField
        inputId={inputId('name')}
        label={m.nameLabel}
        error={errors.name}
        name="invoiceName"
        type="text"
        autoComplete={nit ? 'organization' : 'name'}
        maxLength={200}
        required
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <EmailField
        inputId={inputId('email')}
        label={m.emailLabel}
        hint={m.emailHint}
        error={errors.email}
        name="invoiceEmail"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
      />
    </div>
  );
}
