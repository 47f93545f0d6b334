// First: it must run before the schemas are built. This form is loaded on demand, and the
// page's own entry imports no zod.
import '~/lib/zod-without-eval.ts';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { shippingRatesBodySchema, type ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import { saveShippingRates } from '~/lib/api/admin/shipping.ts';
import { toast } from '~/lib/toast.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import CityRatesFieldset from './CityRatesFieldset.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import NewCityFieldset from './NewCityFieldset.tsx';
import { useShippingDraft } from './use-shipping-draft.ts';
import '~/islands/admin/common/admin-forms.css';
import './shipping-editor.css';
import DialogFormActions from '~/islands/admin/common/DialogFormActions.tsx';
import EmptyState from '~/islands/ui/EmptyState.tsx';

interface Props {
  initial: readonly ShippingRate[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The working copy: every change stays here until "Guardar cambios" sends the whole list. */
export default function ShippingEditor({ initial, onSaved, onCancel }: Props) {
  const id = useId();
  const draft = useShippingDraft(initial);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Typed default fees become numbers now; a wrong one stops the save beside its city.
    const rates = draft.ratesToSave();
    if (!rates) {
      setFormError(adminMessages.adminFixErrors);
      return;
    }
    const body = shippingRatesBodySchema.safeParse({ shippingRates: rates });
    if (!body.success) {
      setFormError(body.error.issues[0]?.message ?? messages.shippingUpdateError);
      return;
    }
    setFormError('');
    setSaving(true);
    try {
      const { message } = await saveShippingRates(body.data);
      toast.success(message ?? messages.shippingUpdated);
      onSaved();
    } catch (error) {
      const text = serverMessageOr(error, messages.shippingUpdateError);
      setFormError(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form" onSubmit={save} noValidate>
      <p className="field-hint">{adminMessages.adminShippingEditorNote}</p>
      {draft.cities.length === 0 && <EmptyState look="panel">{adminMessages.adminNoCities}</EmptyState>}
      {draft.cities.map((city, index) => (
        <CityRatesFieldset
          key={`${index}:${city.rate.city}`}
          city={city}
          idPrefix={`${id}-${index}`}
          onChange={(change) => draft.updateCity(index, change)}
          onFee={(name, fee) => draft.updateFee(index, name, fee)}
          onAddNeighborhood={() => draft.addNeighborhoodTo(index)}
          onRemoveNeighborhood={(name) => draft.removeNeighborhoodFrom(index, name)}
          onRemoveCity={() => draft.removeCityAt(index)}
        />
      ))}
      <NewCityFieldset city={draft.newCity} idPrefix={`${id}-new-city`} onChange={draft.setNewCity} onAdd={draft.addNewCity} />
      <p className="visually-hidden" aria-live="polite">
        {draft.news}
      </p>
      <FormAlert message={formError} />
      <DialogFormActions onCancel={onCancel} saving={saving} submitLabel={adminMessages.adminSaveChanges} />
    </form>
  );
}
