import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { packMessages as t } from '~/domain/promotions/messages-packs.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import { useBookableServices } from '~/islands/admin/records/phone/use-bookable-services.ts';
import { packServiceChoices, toggledService, type PackDraft } from './pack-fields.ts';
import type { ProductField, ProductFormErrors } from './product-form.ts';

type PackField = keyof PackDraft;

interface Props {
  values: PackDraft;
  errors: ProductFormErrors;
  idOf: (field: ProductField) => string;
  onChange: <Field extends PackField>(field: Field, value: PackDraft[Field]) => void;
}

/**
 * "Bono de sesiones": how many sessions the product gives, which of the shop's services they pay
 * for, and for how many days. All empty: a plain product.
 */
export default function PackFields({ values, errors, idOf, onChange }: Props) {
  const { services, error: servicesError } = useBookableServices();
  const choices = packServiceChoices(services ?? [], values.packServiceIds);
  const hintId = `${idOf('packSessions')}-pack-hint`;
  const servicesErrorId = `${idOf('packServiceIds')}-error`;
  const count = (field: 'packSessions' | 'packValidityDays', label: string) => (
    <TextField
      inputId={idOf(field)}
      name={field}
      label={label}
      error={errors[field]}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );

  return (
    <fieldset className="admin-group admin-pack-fields" aria-describedby={hintId}>
      <legend>{t.packSection}</legend>
      <p className="field-hint" id={hintId}>
        {t.packHint}
      </p>
      <div className="admin-form-grid">
        {count('packSessions', t.packSessionsLabel)}
        {count('packValidityDays', t.packValidityLabel)}
        <fieldset className="field admin-span-2 admin-pack-services" aria-describedby={servicesErrorId}>
          <legend>{t.packServicesLabel}</legend>
          {services === null && !servicesError && <p className="field-hint">{adminMessages.adminLoading}</p>}
          {servicesError && <p className="field-hint">{servicesError}</p>}
          {services?.length === 0 && choices.length === 0 && <p className="field-hint">{t.packNoServices}</p>}
          {choices.length > 0 && (
            <ul className="admin-pack-service-list">
              {choices.map((choice, index) => {
                const inputId = index === 0 ? idOf('packServiceIds') : `${idOf('packServiceIds')}-${choice.id}`;
                return (
                  <li key={choice.id} className="field-checkbox">
                    <div className="checkbox-row">
                      <input
                        id={inputId}
                        type="checkbox"
                        name="packServiceIds"
                        value={choice.id}
                        checked={values.packServiceIds.includes(choice.id)}
                        aria-invalid={errors.packServiceIds ? true : undefined}
                        aria-describedby={errors.packServiceIds ? servicesErrorId : undefined}
                        onChange={(event) =>
                          onChange('packServiceIds', toggledService(values.packServiceIds, choice.id, event.target.checked))
                        }
                      />
                      <label htmlFor={inputId}>{choice.name}</label>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="field-error" id={servicesErrorId} aria-live="polite">
            {errors.packServiceIds ?? ''}
          </p>
        </fieldset>
      </div>
    </fieldset>
  );
}
