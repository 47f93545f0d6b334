import { useEffect, useState } from 'react';
import { taxMessages } from '~/domain/invoicing/messages-taxes.ts';
import { DEFAULT_TAX_TREATMENT, taxTreatmentLabels, taxTreatments, type TaxTreatment } from '~/domain/invoicing/tax.ts';
import { getTaxDefault } from '~/lib/api/admin/taxes.ts';
import { SelectField } from '~/islands/ui/Field.tsx';

interface Props {
  inputId: string;
  error: string | undefined;
  /** The product's own treatment; '' when it follows the shop's default. */
  value: TaxTreatment | '';
  onChange: (taxTreatment: TaxTreatment) => void;
}

/** "Tratamiento de IVA": the product's own, or preselected with the shop's default ("IVA por defecto"). */
export default function TaxTreatmentField({ inputId, error, value, onChange }: Props) {
  const [shopDefault, setShopDefault] = useState<TaxTreatment | null>(null);
  useEffect(() => {
    let live = true;
    getTaxDefault()
      .then(({ data }) => live && setShopDefault(data.taxTreatment))
      // Without it the select shows the general rate; a product saved without a choice still follows the shop's default.
      .catch(() => live && setShopDefault(DEFAULT_TAX_TREATMENT));
    return () => {
      live = false;
    };
  }, []);
  return (
    <SelectField
      inputId={inputId}
      name="taxTreatment"
      label={taxMessages.treatmentLabel}
      error={error}
      value={value || (shopDefault ?? '')}
      disabled={value === '' && shopDefault === null}
      onChange={(event) => onChange(event.target.value as TaxTreatment)}
    >
      {value === '' && shopDefault === null && <option value="" />}
      {taxTreatments.map((treatment) => (
        <option key={treatment} value={treatment}>
          {taxTreatmentLabels[treatment]}
        </option>
      ))}
    </SelectField>
  );
}
