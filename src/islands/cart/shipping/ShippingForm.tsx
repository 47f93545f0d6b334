import { useStore } from '@nanostores/react';
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { whatsappMessages } from '~/domain/whatsapp/messages-whatsapp.ts';
import type { ShippingInfo, ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import type { ShippingNeeds } from '~/domain/shipping/shipping.ts';
import { toast } from '~/lib/toast.ts';
import { saveShippingInfo } from '~/stores/cart-actions.ts';
import { $user, loadSession } from '~/stores/session.ts';
import { CheckboxField, LegalLinkLabel } from '~/islands/ui/CheckboxField.tsx';
import { RequiredMark, TextField } from '~/islands/ui/Field.tsx';
import { useZodForm } from '~/islands/ui/use-zod-form.ts';
import DeliveryPlaceFields from './DeliveryPlaceFields.tsx';
import PickupPlace from './PickupPlace.tsx';
import { $shippingDraft } from './shipping-draft.ts';
import {
  fitValues,
  shippingCandidate,
  shippingChoiceOf,
  shippingFields,
  shippingSchemaFor,
  toShippingValues,
  withAccountContact,
  type ShippingField,
  type ShippingValues,
} from './shipping-values.ts';

interface Props {
  info: ShippingInfo | null;
  needs: ShippingNeeds;
  /** Products travel: they pay the delivery fee (a home service's visit does not). */
  hasProducts: boolean;
  /** Appointments are booked and the shop can send WhatsApp notices: the unticked box for them. */
  offerWhatsApp: boolean;
  rates: ShippingRate[] | null;
  titleId: string;
  /** Shown only when there is saved info to go back to. */
  canCancel: boolean;
  onDone: () => void;
}

const required = (label: string): ReactNode => (
  <>
    {label}
    <RequiredMark />
  </>
);

/**
 * The shipping (or, for reservations at the shop only, contact) details, checked with the server's
 * schema and kept with the cart. A signed-in customer finds the account's name, e-mail and phone
 * filled in, still editable; where the form sends the order is shared at once, for the summary's fee.
 */
export default function ShippingForm({ info, needs, hasProducts, offerWhatsApp, rates, titleId, canCancel, onDone }: Props) {
  const id = useId();
  const inputId = (field: ShippingField) => `${id}-${field}`;
  const { needsAddress, homeVisit } = needs;
  const schema = useMemo(() => shippingSchemaFor({ needsAddress, homeVisit }, rates), [needsAddress, homeVisit, rates]);
  const form = useZodForm(schema, shippingFields, inputId);
  const [typed, setValues] = useState<ShippingValues>(() => toShippingValues(info, needs));
  // A product or a home service added while the form is open changes what it may hold.
  const values = fitValues(typed, needs);
  const [tried, setTried] = useState(false);
  const [whatsappOptIn, setWhatsappOptIn] = useState(info?.whatsappOptIn === true);
  const delivery = needsAddress && values.shippingMethod === 'delivery';
  const user = useStore($user);
  const prefilled = useRef(false);

  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((current) => withAccountContact(current, user));
  }, [user]);

  // Only where the order goes matters to the summary.
  const choice = shippingChoiceOf(shippingCandidate(values));
  const publishChoice = useEffectEvent(() => $shippingDraft.set(choice));
  useEffect(() => {
    publishChoice();
  }, [choice.shippingMethod, choice.city, choice.neighborhood]);
  useEffect(() => () => $shippingDraft.set(null), []);

  function set(field: ShippingField, value: string) {
    const next = { ...values, [field]: value };
    if (field === 'city') next.neighborhood = '';
    setValues(next);
    // After a first try, errors follow the typing so a fixed field stops complaining at once.
    if (tried) form.setErrors(form.check(shippingCandidate(next)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const parsed = form.validate(shippingCandidate(values));
    if (!parsed) return;
    saveShippingInfo(offerWhatsApp && whatsappOptIn ? { ...parsed, whatsappOptIn: true } : parsed);
    onDone();
    toast.success(hasProducts ? cartMessages.shippingSaved : cartMessages.contactSaved);
  }

  const text = (field: 'name' | 'email' | 'phone' | 'address' | 'deliveryTime') => ({
    inputId: inputId(field),
    error: form.errors[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form className="shipping-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p className="field-hint">{needsAddress ? messages.contactRequiredNote : cartMessages.shippingServicesOnlyNote}</p>
      {homeVisit && (
        <p className="field-hint">
          {hasProducts ? cartMessages.shippingHomeServiceWithProductsNote : cartMessages.shippingHomeServiceNote}
        </p>
      )}
      <div className="form-grid">
        <TextField {...text('name')} label={required(cartMessages.shippingNameLabel)} type="text" autoComplete="name" required />
        <TextField {...text('email')} label={required(cartMessages.shippingEmailLabel)} type="email" autoComplete="email" required />
        <TextField {...text('phone')} label={required(cartMessages.shippingPhoneLabel)} type="tel" autoComplete="tel" required />
      </div>
      {needsAddress && !homeVisit && (
        <fieldset className="field shipping-methods">
          <legend>{required(cartMessages.shippingMethodLegend)}</legend>
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
          {values.shippingMethod === 'pickup' && <PickupPlace />}
        </fieldset>
      )}
      {delivery && (
        <DeliveryPlaceFields
          cityId={inputId('city')}
          neighborhoodId={inputId('neighborhood')}
          city={values.city}
          neighborhood={values.neighborhood}
          cityError={form.errors.city}
          neighborhoodError={form.errors.neighborhood}
          neighborhoodRequired={homeVisit}
          showFee={hasProducts}
          rates={rates}
          onCity={(city) => set('city', city)}
          onNeighborhood={(neighborhood) => set('neighborhood', neighborhood)}
        />
      )}
      {delivery && (
        <div className="form-grid">
          <TextField
            {...text('address')}
            label={required(cartMessages.shippingAddressLabel)}
            type="text"
            autoComplete="street-address"
            required
          />
          {hasProducts && (
            <TextField
              {...text('deliveryTime')}
              label={cartMessages.shippingDeliveryTimeLabel}
              hint={cartMessages.shippingDeliveryTimeHint}
              type="text"
              autoComplete="off"
            />
          )}
        </div>
      )}
      {offerWhatsApp && (
        <CheckboxField
          inputId={`${id}-whatsapp`}
          label={whatsappMessages.optInLabel}
          error={undefined}
          checked={whatsappOptIn}
          onChange={(event) => setWhatsappOptIn(event.target.checked)}
        />
      )}
      {offerWhatsApp && <p className="field-hint">{whatsappMessages.optInHint}</p>}
      <p className="field-hint">
        <LegalLinkLabel before={legalMessages.shippingPolicyNote} link={legalMessages.consentDataPolicyLink} href="/politica-de-datos" />
      </p>
      <p className="field-error form-summary" role="alert">
        {Object.keys(form.errors).length > 0 ? cartMessages.shippingFixErrors : ''}
      </p>
      <div className="form-actions">
        <button type="submit" className="btn">
          {hasProducts ? cartMessages.shippingSave : cartMessages.contactSave}
        </button>
        {canCancel && (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            {cartMessages.shippingCancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}
