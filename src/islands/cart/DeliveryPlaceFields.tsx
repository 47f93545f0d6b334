import { cartMessages } from '~/domain/messages-cart.ts';
import { formatCop } from '~/domain/money.ts';
import type { ShippingRate } from '~/domain/schemas.ts';
import { shippingFee } from '~/domain/shipping.ts';
import { RequiredMark, SelectField } from '~/islands/ui/Field.tsx';

interface Props {
  cityId: string;
  neighborhoodId: string;
  city: string;
  neighborhood: string;
  cityError: string | undefined;
  /** Null while the rates load. */
  rates: ShippingRate[] | null;
  onCity: (city: string) => void;
  onNeighborhood: (neighborhood: string) => void;
}

/** Where a delivery goes: the city, then one of its neighbourhoods, with the fee they cost. */
export default function DeliveryPlaceFields({ cityId, neighborhoodId, city, neighborhood, cityError, rates, onCity, onNeighborhood }: Props) {
  const cityRate = rates?.find((rate) => rate.city === city);
  const neighborhoods = cityRate ? Object.keys(cityRate.neighborhoods).sort((a, b) => a.localeCompare(b, 'es')) : [];
  const fee = cityRate ? shippingFee(rates ?? [], { shippingMethod: 'delivery', city, neighborhood }, true) : null;
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
        label={cartMessages.shippingNeighborhoodLabel}
        error={undefined}
        hint={
          fee !== null ? (
            <span className="shipping-fee-preview" aria-live="polite">
              {cartMessages.shippingFeePreview(formatCop(fee))}
            </span>
          ) : undefined
        }
        value={neighborhood}
        disabled={!cityRate || neighborhoods.length === 0}
        onChange={(event) => onNeighborhood(event.target.value)}
      >
        <option value="">{cityRate && neighborhoods.length > 0 ? cartMessages.shippingOtherNeighborhood : cartMessages.shippingNoNeighborhoods}</option>
        {neighborhoods.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
