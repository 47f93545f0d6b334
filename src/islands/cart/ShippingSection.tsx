// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { cartMessages } from '../../domain/messages-cart.ts';
import { formatCop } from '../../domain/money.ts';
import { shippingInfoSchema, type ShippingInfo, type ShippingRate } from '../../domain/schemas.ts';
import { shippingFee } from '../../domain/shipping.ts';
import { toast } from '../../lib/toast.ts';
import { saveShippingInfo } from '../../stores/cart-actions.ts';

type Field = 'name' | 'email' | 'phone' | 'shippingMethod' | 'city' | 'neighborhood' | 'address' | 'deliveryTime';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const fieldOrder: Field[] = ['name', 'email', 'phone', 'shippingMethod', 'city', 'neighborhood', 'address', 'deliveryTime'];

const blank: Values = { name: '', email: '', phone: '', shippingMethod: 'delivery', city: '', neighborhood: '', address: '', deliveryTime: '' };

/** The saved info when it is complete for this cart (a cart that gained products needs an address). */
export function validShippingInfo(info: ShippingInfo | null, needsAddress: boolean): ShippingInfo | null {
  if (!info) return null;
  const parsed = shippingInfoSchema({ needsAddress }).safeParse(info);
  return parsed.success ? parsed.data : null;
}

function toValues(info: ShippingInfo | null, needsAddress: boolean): Values {
  const values = info ? { ...blank, ...info } : { ...blank };
  // A cart with only reservations sends nothing anywhere: pickup, without city or neighbourhood.
  return needsAddress ? values : { ...values, shippingMethod: 'pickup', city: '', neighborhood: '' };
}

function validate(values: Values, needsAddress: boolean): { info: ShippingInfo | null; errors: Errors } {
  const candidate = values.shippingMethod === 'pickup' ? { ...values, city: '', neighborhood: '' } : values;
  const result = shippingInfoSchema({ needsAddress }).safeParse(candidate);
  if (result.success) return { info: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fieldOrder.includes(field as Field) && !errors[field as Field]) errors[field as Field] = issue.message;
  }
  return { info: null, errors };
}

interface Props {
  info: ShippingInfo | null;
  needsAddress: boolean;
  rates: ShippingRate[] | null;
}

/** The shipping (or, for reservations only, contact) details: a form until saved, then a summary with an edit button. */
export default function ShippingSection({ info, needsAddress, rates }: Props) {
  const id = useId();
  const saved = validShippingInfo(info, needsAddress);
  const [editing, setEditing] = useState(saved === null);
  const [values, setValues] = useState<Values>(() => toValues(info, needsAddress));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  // The saved info stopped fitting the cart (a product now needs an address): back to the form.
  useEffect(() => {
    if (saved === null && !editing) {
      setValues(toValues(info, needsAddress));
      setEditing(true);
    }
  }, [saved, editing, info, needsAddress]);

  useEffect(() => {
    if (!editing && focusEdit.current) {
      focusEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const title = needsAddress ? cartMessages.shippingTitle : cartMessages.shippingContactTitle;
  const titleId = `${id}-title`;

  if (!editing && saved) {
    const delivery = needsAddress && saved.shippingMethod === 'delivery';
    const place = [saved.city, saved.neighborhood].filter(Boolean).join(', ');
    return (
      <section className="cart-card shipping-section" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <dl className="shipping-summary">
          <div>
            <dt>{cartMessages.shippingNameLabel}</dt>
            <dd>{saved.name}</dd>
          </div>
          <div>
            <dt>{cartMessages.shippingEmailLabel}</dt>
            <dd>{saved.email}</dd>
          </div>
          <div>
            <dt>{cartMessages.shippingPhoneLabel}</dt>
            <dd>{saved.phone}</dd>
          </div>
          {needsAddress && (
            <div>
              <dt>{cartMessages.shippingMethodLegend}</dt>
              <dd>{delivery ? `${cartMessages.shippingDelivery}${place ? ` · ${place}` : ''}` : cartMessages.shippingPickup}</dd>
            </div>
          )}
          {needsAddress && (
            <div>
              <dt>{cartMessages.shippingAddressLabel}</dt>
              <dd>{saved.address}</dd>
            </div>
          )}
          {saved.deliveryTime && (
            <div>
              <dt>{cartMessages.shippingDeliveryTimeLabel}</dt>
              <dd>{saved.deliveryTime}</dd>
            </div>
          )}
        </dl>
        <button ref={editButton} type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
          {cartMessages.shippingEdit}
        </button>
      </section>
    );
  }

  const delivery = needsAddress && values.shippingMethod === 'delivery';
  const cityRate = rates?.find((rate) => rate.city === values.city);
  const neighborhoods = cityRate ? Object.keys(cityRate.neighborhoods).sort((a, b) => a.localeCompare(b, 'es')) : [];
  const feePreview =
    delivery && cityRate ? shippingFee(rates ?? [], { shippingMethod: 'delivery', city: values.city, neighborhood: values.neighborhood }, true) : null;

  function set(field: Field, value: string) {
    const next = { ...values, [field]: value };
    if (field === 'city') next.neighborhood = '';
    setValues(next);
    if (tried) setErrors(validate(next, needsAddress).errors);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const { info: parsed, errors: found } = validate(values, needsAddress);
    setErrors(found);
    if (!parsed) {
      const first = fieldOrder.find((field) => found[field]);
      if (first) refs.current[first]?.focus();
      return;
    }
    saveShippingInfo(parsed);
    focusEdit.current = true;
    setEditing(false);
    toast.success(cartMessages.shippingSaved);
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const describe = (field: Field, hint?: string) => {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ');
    return ids || undefined;
  };
  const error = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={errorId(field)}>
        {errors[field]}
      </p>
    ) : null;
  const text = (field: Field, label: string, type: string, autoComplete: string, required: boolean, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="field-hint" id={`${id}-${field}-hint`}>
          {hint}
        </p>
      )}
      <input
        ref={(element) => {
          refs.current[field] = element;
        }}
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-required={required || undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describe(field, hint ? `${id}-${field}-hint` : undefined)}
      />
      {error(field)}
    </div>
  );
  const errorCount = Object.keys(errors).length;

  return (
    <section className="cart-card shipping-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <form className="shipping-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <p className="field-hint">{needsAddress ? messages.contactRequiredNote : cartMessages.shippingServicesOnlyNote}</p>
        <div className="form-grid">
          {text('name', cartMessages.shippingNameLabel, 'text', 'name', true)}
          {text('email', cartMessages.shippingEmailLabel, 'email', 'email', true)}
          {text('phone', cartMessages.shippingPhoneLabel, 'tel', 'tel', true)}
        </div>
        {needsAddress && (
          <fieldset className="field shipping-methods">
            <legend>
              {cartMessages.shippingMethodLegend}
              <span aria-hidden="true"> *</span>
            </legend>
            {(['delivery', 'pickup'] as const).map((method) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={values.shippingMethod === method}
                  onChange={() => set('shippingMethod', method)}
                />
                {method === 'delivery' ? cartMessages.shippingDelivery : cartMessages.shippingPickup}
              </label>
            ))}
            {values.shippingMethod === 'pickup' && <p className="field-hint">{cartMessages.shippingPickupNote}</p>}
          </fieldset>
        )}
        {delivery && (
          <div className="form-grid">
            <div className="field">
              <label htmlFor={`${id}-city`}>
                {cartMessages.shippingCityLabel}
                <span aria-hidden="true"> *</span>
              </label>
              <select
                ref={(element) => {
                  refs.current.city = element;
                }}
                id={`${id}-city`}
                value={values.city}
                onChange={(event) => set('city', event.target.value)}
                aria-required="true"
                aria-invalid={errors.city ? true : undefined}
                aria-describedby={describe('city')}
              >
                <option value="">{rates ? cartMessages.shippingChooseCity : cartMessages.shippingRatesLoading}</option>
                {rates?.map((rate) => (
                  <option key={rate.city} value={rate.city}>
                    {rate.city}
                  </option>
                ))}
              </select>
              {error('city')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-neighborhood`}>{cartMessages.shippingNeighborhoodLabel}</label>
              <select
                id={`${id}-neighborhood`}
                value={values.neighborhood}
                onChange={(event) => set('neighborhood', event.target.value)}
                disabled={!cityRate || neighborhoods.length === 0}
                aria-describedby={feePreview !== null ? `${id}-fee` : undefined}
              >
                <option value="">{cityRate && neighborhoods.length > 0 ? cartMessages.shippingOtherNeighborhood : cartMessages.shippingNoNeighborhoods}</option>
                {neighborhoods.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              {feePreview !== null && (
                <p className="field-hint shipping-fee-preview" id={`${id}-fee`} aria-live="polite">
                  {cartMessages.shippingFeePreview(formatCop(feePreview))}
                </p>
              )}
            </div>
          </div>
        )}
        {needsAddress && (
          <div className="form-grid">
            {text('address', cartMessages.shippingAddressLabel, 'text', 'street-address', true)}
            {delivery && text('deliveryTime', cartMessages.shippingDeliveryTimeLabel, 'text', 'off', false, cartMessages.shippingDeliveryTimeHint)}
          </div>
        )}
        <p className="field-error form-summary" role="alert">
          {errorCount > 0 ? cartMessages.shippingFixErrors : ''}
        </p>
        <div className="form-actions">
          <button type="submit" className="btn">
            {cartMessages.shippingSave}
          </button>
          {saved && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setValues(toValues(info, needsAddress));
                setErrors({});
                setTried(false);
                focusEdit.current = true;
                setEditing(false);
              }}
            >
              {cartMessages.shippingCancelEdit}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
