import { useEffect, useId, useState, type FormEvent } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { taxMessages } from '~/domain/invoicing/messages-taxes.ts';
import { taxTreatmentLabels, taxTreatments, type TaxTreatment } from '~/domain/invoicing/tax.ts';
import { getTaxDefault, saveTaxDefault } from '~/lib/api/admin/taxes.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { toast } from '~/lib/toast.ts';

/** "IVA por defecto": the treatment of every product and service without its own, chosen and saved by the owner. */
export default function TaxDefaultControl() {
  const id = useId();
  const [saved, setSaved] = useState<TaxTreatment | null>(null);
  const [chosen, setChosen] = useState<TaxTreatment | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getTaxDefault()
      .then(({ data }) => {
        if (!live) return;
        setSaved(data.taxTreatment);
        setChosen(data.taxTreatment);
      })
      .catch(() => live && toast.error(taxMessages.defaultTreatmentLoadError));
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setSaving(true);
    try {
      const { data, message } = await saveTaxDefault(chosen);
      setSaved(data.taxTreatment);
      toast.success(message ?? taxMessages.defaultTreatmentSaved);
    } catch (error) {
      toast.error(serverMessageOr(error, taxMessages.treatmentInvalid));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-tax-default" onSubmit={save}>
      <label htmlFor={`${id}-tax-default`}>{taxMessages.defaultTreatmentLabel}</label>
      <select
        id={`${id}-tax-default`}
        name="taxDefault"
        value={chosen ?? ''}
        disabled={chosen === null}
        title={taxMessages.defaultTreatmentHint}
        onChange={(event) => setChosen(event.target.value as TaxTreatment)}
      >
        {chosen === null && <option value="" />}
        {taxTreatments.map((treatment) => (
          <option key={treatment} value={treatment}>
            {taxTreatmentLabels[treatment]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn btn-outline"
        disabled={saving || chosen === null || chosen === saved}
        aria-busy={saving || undefined}
      >
        {adminMessages.adminSave}
      </button>
    </form>
  );
}
