import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isServiceCategory } from '../../domain/catalogue.ts';
import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { formatCop } from '../../domain/money.ts';
import { addDays, bogotaMoment, MAX_DAYS_AHEAD, type Availability } from '../../domain/schedule.ts';
import { manualReservationBodySchema, type Product } from '../../domain/schemas.ts';
import { createManualReservation } from '../../lib/api/admin/records.ts';
import { getProducts } from '../../lib/api/catalogue.ts';
import { ApiError } from '../../lib/api/core.ts';
import { getAvailability } from '../../lib/api/reservations.ts';
import { toast } from '../../lib/toast.ts';
import { serverMessageOr } from './errors.ts';

type Field = 'serviceId' | 'reservationDate' | 'reservationTime' | 'name' | 'tel' | 'email' | 'notes';
type Errors = Partial<Record<Field, string>>;
const fieldOrder: Field[] = ['serviceId', 'reservationDate', 'reservationTime', 'name', 'tel', 'email', 'notes'];

interface Props {
  onCreated: () => void;
  onCancel: () => void;
}

/** The issue's path in the body, as the form's field. */
function fieldOfPath(path: readonly PropertyKey[]): Field | null {
  const [first, second] = path;
  if (first === 'customer' && (second === 'name' || second === 'tel' || second === 'email')) return second;
  if (first === 'serviceId' || first === 'reservationDate' || first === 'reservationTime' || first === 'notes') return first;
  return null;
}

function closedMessage(availability: Availability): string {
  if (availability.reason === 'martes') return messages.tuesdayClosed;
  return availability.reason ? messages.closedDayReasons[availability.reason] : adminMessages.adminDayClosed;
}

/**
 * A reservation taken by phone (the spec's "add" button made real): a service, a free hour and
 * the customer's details. The server applies the same availability rules and takes no payment.
 */
export default function ManualReservationForm({ onCreated, onCancel }: Props) {
  const id = useId();
  const today = bogotaMoment(new Date()).date;
  const [services, setServices] = useState<Product[] | null>(null);
  const [servicesError, setServicesError] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [customer, setCustomer] = useState({ name: '', tel: '', email: '' });
  const [notes, setNotes] = useState('');
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [slotsState, setSlotsState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  useEffect(() => {
    getProducts()
      .then(({ data }) => setServices(data.filter((product) => isServiceCategory(product.category))))
      .catch((error: unknown) => setServicesError(serverMessageOr(error, adminMessages.adminServicesFetchError)));
  }, []);

  useEffect(() => {
    setAvailability(null);
    if (!serviceId || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setSlotsState('idle');
      return;
    }
    const controller = new AbortController();
    setSlotsState('loading');
    getAvailability(serviceId, date, controller.signal)
      .then(({ data }) => {
        setAvailability(data);
        setSlotsState('idle');
        // An hour chosen before may have been taken meanwhile.
        setTime((current) => (data.slots.some((slot) => slot.time === current && slot.available) ? current : ''));
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setSlotsState('error');
      });
    return () => controller.abort();
  }, [serviceId, date, slotsVersion]);

  function clearError(field: Field) {
    if (!errors[field]) return;
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function describedBy(field: Field) {
    return { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': errors[field] ? true : undefined };
  }

  function errorOf(field: Field) {
    return (
      <p className="admin-field-error" id={`${id}-${field}-error`} aria-live="polite">
        {errors[field] ?? ''}
      </p>
    );
  }

  function focusFirst(found: Errors) {
    const first = fieldOrder.find((field) => found[field]);
    if (!first) return;
    if (first === 'reservationTime') {
      const radio = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(`${id}-time`)}"]:not(:disabled)`);
      (radio ?? refs.current.reservationDate)?.focus();
    } else {
      refs.current[first]?.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { serviceId, reservationDate: date, reservationTime: time, customer, notes };
    const found: Errors = {};
    if (!serviceId) found.serviceId = adminMessages.adminChooseServiceError;
    if (!date) found.reservationDate = adminMessages.adminChooseDateError;
    if (!time) found.reservationTime = adminMessages.adminChooseTimeError;
    const parsed = manualReservationBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfPath(issue.path);
        if (field && !found[field]) found[field] = issue.message;
      }
    }
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      setFormError(!serviceId || !date || !time ? messages.reservationPageIncomplete : adminMessages.adminFixErrors);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFormError('');
    setSaving(true);
    try {
      const { message } = await createManualReservation(parsed.data);
      toast.success(message ?? messages.manualReservationCreated);
      onCreated();
    } catch (error) {
      const text = serverMessageOr(error, adminMessages.adminManualReservationError);
      setFormError(text);
      toast.error(text);
      // Someone may have taken the hour: show the hours as they are now.
      if (error instanceof ApiError && error.status === 409) setSlotsVersion((version) => version + 1);
    } finally {
      setSaving(false);
    }
  }

  const slots = availability?.slots ?? [];
  const freeCount = slots.filter((slot) => slot.available).length;

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <p className="admin-form-note">{adminMessages.adminManualReservationNote}</p>
      <div className="admin-form-grid">
        <div className="admin-field admin-span-2">
          <label htmlFor={`${id}-serviceId`}>
            {adminMessages.adminColService}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-serviceId`}
            required
            value={serviceId}
            ref={(element) => {
              refs.current.serviceId = element;
            }}
            onChange={(event) => {
              setServiceId(event.target.value);
              clearError('serviceId');
            }}
            {...describedBy('serviceId')}
          >
            <option value="">{services ? adminMessages.adminChooseService : adminMessages.adminLoading}</option>
            {services?.map((service) => (
              <option key={service._id} value={service._id}>
                {service.productName} · {formatCop(service.sellingPrice)}
              </option>
            ))}
          </select>
          {servicesError && <p className="admin-field-error">{servicesError}</p>}
          {errorOf('serviceId')}
        </div>
        <div className="admin-field admin-span-2">
          <label htmlFor={`${id}-reservationDate`}>
            {adminMessages.adminReservationDate}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-reservationDate`}
            type="date"
            required
            min={today}
            max={addDays(today, MAX_DAYS_AHEAD)}
            value={date}
            ref={(element) => {
              refs.current.reservationDate = element;
            }}
            onChange={(event) => {
              setDate(event.target.value);
              clearError('reservationDate');
            }}
            {...describedBy('reservationDate')}
          />
          {errorOf('reservationDate')}
        </div>
        <fieldset className="admin-field admin-span-2 admin-slots-field" aria-describedby={`${id}-reservationTime-error ${id}-slots-status`}>
          <legend>
            {adminMessages.adminReservationTime}
            <span aria-hidden="true"> *</span>
          </legend>
          <div id={`${id}-slots-status`} className="admin-slots-status" aria-live="polite">
            {slotsState === 'idle' && !availability && <p className="admin-hint">{adminMessages.adminPickServiceAndDate}</p>}
            {slotsState === 'loading' && <p className="admin-hint">{adminMessages.adminLoadingHours}</p>}
            {slotsState === 'error' && <p className="admin-field-error">{adminMessages.adminHoursFetchError}</p>}
            {availability?.closed && <p className="admin-field-error">{closedMessage(availability)}</p>}
            {availability?.holiday && <p className="admin-hint">{messages.holidayNotice(availability.holiday)}</p>}
            {availability && !availability.closed && freeCount === 0 && <p className="admin-field-error">{adminMessages.adminNoFreeHours}</p>}
          </div>
          {slots.length > 0 && (
            <div className="admin-slots">
              {slots.map((slot) => (
                <label key={slot.time} className={slot.available ? 'admin-slot' : 'admin-slot admin-slot-taken'}>
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={slot.time}
                    disabled={!slot.available}
                    checked={time === slot.time}
                    onChange={() => {
                      setTime(slot.time);
                      clearError('reservationTime');
                    }}
                  />
                  <span>{slot.time}</span>
                  {!slot.available && <span className="admin-slot-note">{adminMessages.adminSlotTaken}</span>}
                </label>
              ))}
            </div>
          )}
          {errorOf('reservationTime')}
        </fieldset>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>
            {adminMessages.adminCustomerName}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            maxLength={100}
            required
            value={customer.name}
            ref={(element) => {
              refs.current.name = element;
            }}
            onChange={(event) => {
              setCustomer({ ...customer, name: event.target.value });
              clearError('name');
            }}
            {...describedBy('name')}
          />
          {errorOf('name')}
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-tel`}>
            {adminMessages.adminColTel}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-tel`}
            type="tel"
            autoComplete="off"
            maxLength={20}
            required
            value={customer.tel}
            ref={(element) => {
              refs.current.tel = element;
            }}
            onChange={(event) => {
              setCustomer({ ...customer, tel: event.target.value });
              clearError('tel');
            }}
            {...describedBy('tel')}
          />
          {errorOf('tel')}
        </div>
        <div className="admin-field admin-span-2">
          <label htmlFor={`${id}-email`}>{adminMessages.adminCustomerEmailOptional}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            maxLength={200}
            value={customer.email}
            ref={(element) => {
              refs.current.email = element;
            }}
            onChange={(event) => {
              setCustomer({ ...customer, email: event.target.value });
              clearError('email');
            }}
            {...describedBy('email')}
          />
          {errorOf('email')}
        </div>
        <div className="admin-field admin-span-2">
          <label htmlFor={`${id}-notes`}>{adminMessages.adminNotes}</label>
          <textarea
            id={`${id}-notes`}
            rows={2}
            maxLength={1000}
            value={notes}
            ref={(element) => {
              refs.current.notes = element;
            }}
            onChange={(event) => setNotes(event.target.value)}
            {...describedBy('notes')}
          />
          {errorOf('notes')}
        </div>
      </div>
      <p className="admin-form-error" role="alert">
        {formError}
      </p>
      <div className="admin-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {adminMessages.adminCancel}
        </button>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? adminMessages.adminSaving : adminMessages.adminCreateReservation}
        </button>
      </div>
    </form>
  );
}
