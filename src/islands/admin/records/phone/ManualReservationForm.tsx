// First: it must run before the schemas are built. This form is loaded on demand, and the
// page's own entry imports no zod.
import '~/lib/zod-without-eval.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { $shopHours } from '~/stores/shop-hours.ts';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { formatCop } from '~/domain/money/money.ts';
import { bookableRange } from '~/domain/bookings/reservation-picker.ts';
import { createManualReservation } from '~/lib/api/admin/records.ts';
import { ApiError } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';
import { useAvailability } from '~/lib/use-availability.ts';
import { FormAlert, SelectField, TextAreaField, TextField } from '~/islands/ui/Field.tsx';
import { useZodForm } from '~/islands/ui/use-zod-form.ts';
import { alertWhileMarked } from '~/islands/admin/common/form-alert.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import {
  emptyManualReservation,
  manualReservationAlert,
  manualReservationFields,
  manualReservationFormSchema,
  type ManualReservationField,
  type ManualReservationValues,
} from './manual-reservation.ts';
import { required } from '~/islands/admin/common/required-label.tsx';
import ReservationHoursField, { hourRadioId } from './ReservationHoursField.tsx';
import HomeVisitFields from './HomeVisitFields.tsx';
import PersonChoice, { usePersonChoice } from '~/islands/reservation/PersonChoice.tsx';
import { isHomeServiceCategory } from '~/domain/catalogue/catalogue.ts';
import { useBookableServices } from './use-bookable-services.ts';
import '~/islands/admin/common/admin-forms.css';
import DialogFormActions from '~/islands/admin/common/DialogFormActions.tsx';

interface Props {
  onCreated: () => void;
  onCancel: () => void;
  /** The service, date and hour already chosen (the agenda's free hour); the hour stays only while it is free. */
  initial?: Partial<Pick<ManualReservationValues, 'serviceId' | 'reservationDate' | 'reservationTime'>>;
}

/**
 * A reservation taken by phone (the spec's "add" button made real): a service, a free hour and
 * the customer's details. The server applies the same availability rules and takes no payment.
 */
export default function ManualReservationForm({ onCreated, onCancel, initial }: Props) {
  const id = useId();
  const [values, setValues] = useState<ManualReservationValues>(() => ({ ...emptyManualReservation, ...initial }));
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  /** Bumped when the server refused an hour that was taken meanwhile: the hours are read again. */
  const [hoursRefresh, setHoursRefresh] = useState(0);
  const { services, error: servicesError } = useBookableServices();
  const shopHours = useStore($shopHours);
  const availability = useAvailability(values.serviceId, values.reservationDate, hoursRefresh, shopHours);
  const range = bookableRange(new Date());
  const homeVisit = isHomeServiceCategory(services?.find((service) => service._id === values.serviceId)?.category ?? '');
  const firstFreeHour = availability.answer?.slots.find((slot) => slot.available)?.time;
  // A service performed by people: who is free at the chosen hour; a person no longer free there falls back to "cualquiera".
  const people = availability.answer?.slots.find((slot) => slot.time === values.reservationTime)?.staff;
  const [staffId, setChosenPerson] = usePersonChoice(people);
  const idOf = (field: ManualReservationField) =>
    field !== 'reservationTime' ? `${id}-${field}` : firstFreeHour ? hourRadioId(id, firstFreeHour) : `${id}-reservationDate`;
  const { errors, clearError, validate } = useZodForm(manualReservationFormSchema, manualReservationFields, idOf);

  // An hour chosen before may have been taken meanwhile, or not exist on the new date.
  useEffect(() => {
    const { answer } = availability;
    if (!answer) return;
    setValues((current) =>
      answer.slots.some((slot) => slot.time === current.reservationTime && slot.available) ? current : { ...current, reservationTime: '' },
    );
  }, [availability]);

  function change(field: ManualReservationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A service at the shop sends no place, whatever was typed for an earlier choice.
    const body = validate(homeVisit ? values : { ...values, address: '', city: '', neighborhood: '' });
    if (!body) {
      setFormError(manualReservationAlert(values));
      return;
    }
    setFormError('');
    setSaving(true);
    try {
      const { message } = await createManualReservation(staffId ? { ...body, staffId } : body);
      toast.success(message ?? messages.manualReservationCreated);
      onCreated();
    } catch (error) {
      const text = serverMessageOr(error, adminMessages.adminManualReservationError);
      setFormError(text);
      toast.error(text);
      // Someone may have taken the hour: show the hours as they are now.
      if (error instanceof ApiError && error.status === 409) setHoursRefresh((count) => count + 1);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: ManualReservationField) => ({
    inputId: `${id}-${name}`,
    name,
    error: errors[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="field-hint">{adminMessages.adminManualReservationNote}</p>
      <div className="admin-form-grid">
        <SelectField
          {...field('serviceId')}
          error={errors.serviceId ?? (servicesError || undefined)}
          className="admin-span-2"
          label={required(adminMessages.adminColService)}
          required
        >
          <option value="">{services ? adminMessages.adminChooseService : adminMessages.adminLoading}</option>
          {services?.map((service) => (
            <option key={service._id} value={service._id}>
              {service.productName} · {formatCop(service.sellingPrice)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field('reservationDate')}
          className="admin-span-2"
          label={required(adminMessages.adminReservationDate)}
          type="date"
          required
          min={range.min}
          max={range.max}
        />
        <ReservationHoursField
          idPrefix={id}
          date={values.reservationDate}
          time={values.reservationTime}
          ready={Boolean(values.serviceId && values.reservationDate)}
          availability={availability}
          error={errors.reservationTime}
          onChoose={(time) => change('reservationTime', time)}
        />
        {people && people.length > 0 && (
          <div className="admin-span-2">
            <PersonChoice id={`${id}-person`} people={people} value={staffId} onChange={setChosenPerson} />
          </div>
        )}
        <TextField
          {...field('name')}
          label={required(adminMessages.adminCustomerName)}
          type="text"
          autoComplete="off"
          maxLength={100}
          required
        />
        <TextField {...field('tel')} label={required(adminMessages.adminColTel)} type="tel" autoComplete="off" maxLength={20} required />
        <TextField
          {...field('email')}
          className="admin-span-2"
          label={adminMessages.adminCustomerEmailOptional}
          type="email"
          autoComplete="off"
          maxLength={200}
        />
        {homeVisit && (
          <HomeVisitFields
            idOf={(name) => `${id}-${name}`}
            values={values}
            errors={errors}
            onChange={(name, value) => change(name, value)}
          />
        )}
        <TextAreaField {...field('notes')} className="admin-span-2" label={adminMessages.adminNotes} rows={2} maxLength={1000} />
      </div>
      <FormAlert message={alertWhileMarked(formError, errors)} />
      <DialogFormActions onCancel={onCancel} saving={saving} submitLabel={adminMessages.adminCreateReservation} />
    </form>
  );
}
