import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { serviceIntensities } from '~/domain/catalogue/catalogue-schemas.ts';
import { serviceFieldLabels } from '~/domain/catalogue/product-input-schemas.ts';
import { SelectField, TextAreaField, TextField } from '~/islands/ui/Field.tsx';
import { serviceTextFields, type ProductField, type ProductFormErrors, type ProductFormValues } from './product-form.ts';
import { required } from '~/islands/admin/common/required-label.tsx';
import { intensityName } from '~/domain/catalogue/intensity.ts';
import ResourceField from './ResourceField.tsx';
import { bookingWindows, hourLabel } from '~/domain/schedule/schedule.ts';

type ServiceField =
  | 'serviceDuration'
  | 'serviceIntensity'
  | 'serviceFirstStart'
  | 'serviceLastStart'
  | 'servicePreparation'
  | 'serviceCleanup'
  | 'resourceId'
  | (typeof serviceTextFields)[number];

/** The optional buffers, with their labels. */
const bufferFields = [
  ['servicePreparation', adminMessages.adminServicePreparation],
  ['serviceCleanup', adminMessages.adminServiceCleanup],
] as const;

interface Props {
  values: ProductFormValues;
  errors: ProductFormErrors;
  idOf: (field: ProductField) => string;
  onChange: (field: ServiceField, value: string) => void;
}

/** The whole hours a service may start at: the widest window, 08:00 to 18:00. */
const startChoices = Array.from({ length: bookingWindows.reservar.lastHour - bookingWindows.reservar.firstHour + 1 }, (_, index) =>
  hourLabel(bookingWindows.reservar.firstHour + index),
);

/** What only a service has: duration, intensity and its descriptions, all required. */
export default function ServiceDetailsFields({ values, errors, idOf, onChange }: Props) {
  return (
    <fieldset className="admin-group admin-service-fields">
      <legend>{adminMessages.adminServiceDetails}</legend>
      <p className="field-hint">{adminMessages.adminServiceFieldsRequired}</p>
      <div className="admin-form-grid">
        <TextField
          inputId={idOf('serviceDuration')}
          name="serviceDuration"
          label={required(adminMessages.adminServiceDuration)}
          error={errors.serviceDuration}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          value={values.serviceDuration}
          onChange={(event) => onChange('serviceDuration', event.target.value)}
        />
        <SelectField
          inputId={idOf('serviceIntensity')}
          name="serviceIntensity"
          label={required(messages.serviceIntensityLabel)}
          error={errors.serviceIntensity}
          required
          value={values.serviceIntensity}
          onChange={(event) => onChange('serviceIntensity', event.target.value)}
        >
          <option value="">{adminMessages.adminChooseIntensity}</option>
          {serviceIntensities.map((intensity) => (
            <option key={intensity} value={intensity}>
              {intensityName(intensity)}
            </option>
          ))}
        </SelectField>
        <p className="field-hint admin-span-2">{adminMessages.adminServiceStartsHint}</p>
        {(['serviceFirstStart', 'serviceLastStart'] as const).map((field) => (
          <SelectField
            key={field}
            inputId={idOf(field)}
            name={field}
            label={required(field === 'serviceFirstStart' ? adminMessages.adminServiceFirstStart : adminMessages.adminServiceLastStart)}
            error={errors[field]}
            required
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
          >
            {startChoices.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
        ))}
        <p className="field-hint admin-span-2">{adminMessages.adminServiceBuffersHint}</p>
        {bufferFields.map(([field, label]) => (
          <TextField
            key={field}
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
        ))}
        <ResourceField
          inputId={idOf('resourceId')}
          error={errors.resourceId}
          value={values.resourceId}
          onChange={(value) => onChange('resourceId', value)}
        />
        {serviceTextFields.map((field) => (
          <TextAreaField
            key={field}
            className="admin-span-2"
            inputId={idOf(field)}
            name={field}
            label={required(serviceFieldLabels[field])}
            error={errors[field]}
            rows={2}
            maxLength={2000}
            required
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
