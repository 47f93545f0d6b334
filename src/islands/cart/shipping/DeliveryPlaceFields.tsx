import { useState } from 'react';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { formatCop } from '~/domain/money/money.ts';
import type { ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import { shippingFee } from '~/domain/shipping/shipping.ts';
import { findCityRate } from '~/domain/shipping/shipping-names.ts';
import { RequiredMark, SelectField, TextField } from '~/islands/ui/Field.tsx';

interface Props {
  cityId: string;
  neighborhoodId: string;
  city: string;
  neighborhood: string;
  cityError: string | undefined;
  neighborhoodError: string | undefined;
  /** A home visit: a neighbourhood, listed or typed ("Otro barrio"), is required when the city lists some. */
  neighborhoodRequired: boolean;
  /** Products travel, so the place has a fee to show. */
  showFee: boolean;
  /** Null while the rates load. */
  rates: ShippingRate[] | null;
  onCity: (city: string) => void;
  onNeighborhood: (neighborhood: string) => void;
}

/** The choice that opens a field to type a neighbourhood the list lacks: a blank, which no listed (trimmed) name can be. */
const OTHER = ' ';

/** Where a delivery goes: the city, then one of its neighbourhoods (or, for a home visit, one typed), with the fee they cost. */
export default function DeliveryPlaceFields(props: Props) {
  const {
    cityId,
    neighborhoodId,
    city,
    neighborhood,
    cityError,
    neighborhoodError,
    neighborhoodRequired,
    showFee,
    rates,
    onCity,
    onNeighborhood,
  } = props;
  const cityRate = rates ? findCityRate(rates, city) : undefined;
  const neighborhoods = cityRate ? Object.keys(cityRate.neighborhoods).sort((a, b) => a.localeCompare(b, 'es')) : [];
  const fee = cityRate && showFee ? shippingFee(rates ?? [], { shippingMethod: 'delivery', city, neighborhood }, true) : null;
  const required = neighborhoodRequired && neighborhoods.length > 0;
  let emptyChoice: string = cartMessages.shippingNoNeighborhoods;
  if (cityRate && neighborhoods.length > 0)
    emptyChoice = required ? cartMessages.shippingChooseNeighborhood : cartMessages.shippingOtherNeighborhood;
  // A home visit goes to any neighbourhood: one the list lacks is typed.
  const [typing, setTyping] = useState(false);
  const typed = required && (typing || (neighborhood !== '' && !neighborhoods.includes(neighborhood)));
  function chooseNeighborhood(value: string) {
    setTyping(value === OTHER);
    onNeighborhood(value === OTHER ? '' : value);
  }
  return (
    <div className="form-grid">
      <SelectField
        inputId={cityId}
        label={
          <>
            {cartMessages.shippingCityLabel}
            <RequiredMark />
          </>
        }
        error={cityError}
        required
        value={city}
        onChange={(event) => onCity(event.target.value)}
      >
        <option value="">{rates ? cartMessages.shippingChooseCity : cartMessages.shippingRatesLoading}</option>
        {rates?.map((rate) => (
          <option key={rate.city} value={rate.city}>
            {rate.city}
          </option>
        ))}
      </SelectField>
      <SelectField
        inputId={neighborhoodId}
        label={
          required ? (
            <>
              {cartMessages.shippingNeighborhoodRequiredLabel}
              <RequiredMark />
            </>
          ) : (
            cartMessages.shippingNeighborhoodLabel
          )
        }
        error={typed ? undefined : neighborhoodError}
        required={required}
        hint={
          fee !== null ? (
            <span className="shipping-fee-preview" aria-live="polite">
              {cartMessages.shippingFeePreview(formatCop(fee))}
            </span>
          ) : undefined
        }
        value={typed ? OTHER : neighborhood}
        disabled={!cityRate || neighborhoods.length === 0}
        onChange={(event) => chooseNeighborhood(event.target.value)}
      >
        <option value="">{emptyChoice}</option>
        {neighborhoods.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        {required && <option value={OTHER}>{cartMessages.shippingOtherNeighborhood}</option>}
      </SelectField>
      {typed && (
        <TextField
          inputId={`${neighborhoodId}-typed`}
          label={
            <>
              {cartMessages.shippingTypedNeighborhoodLabel}
              <RequiredMark />
            </>
          }
          error={neighborhoodError}
          type="text"
          autoComplete="address-level3"
          maxLength={100}
          required
          value={neighborhood}
          onChange={(event) => onNeighborhood(event.target.value)}
        />
      )}
    </div>
  );
}
