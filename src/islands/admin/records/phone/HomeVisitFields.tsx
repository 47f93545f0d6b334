import { useEffect, useState } from 'react';
import { placeMessages } from '~/domain/bookings/messages-places.ts';
import type { ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import { findCityRate } from '~/domain/shipping/shipping-names.ts';
import { getShippingRates } from '~/lib/api/shipping.ts';
import { SelectField, TextField } from '~/islands/ui/Field.tsx';
import { required } from '~/islands/admin/common/required-label.tsx';

interface Props {
  idOf: (field: 'address' | 'city' | 'neighborhood') => string;
  values: { address: string; city: string; neighborhood: string };
  errors: Partial<Record<'address' | 'city' | 'neighborhood', string>>;
  onChange: (field: 'address' | 'city' | 'neighborhood', value: string) => void;
}

/** Where a home service booked by phone is done: the address, a city of the shipping list and any neighbourhood (its list is offered). */
export default function HomeVisitFields({ idOf, values, errors, onChange }: Props) {
  const [rates, setRates] = useState<ShippingRate[] | null>(null);
  useEffect(() => {
    getShippingRates()
      .then(({ data }) => setRates(data))
      .catch(() => setRates([]));
  }, []);
  const cityRate = rates ? findCityRate(rates, values.city) : undefined;
  const listId = `${idOf('neighborhood')}-list`;
  return (
    <fieldset className="admin-span-2 admin-form-grid">
      <legend>{placeMessages.homeVisitLegend}</legend>
      <p className="field-hint admin-span-2">{placeMessages.homeVisitHint}</p>
      <TextField
        inputId={idOf('address')}
        className="admin-span-2"
        label={required(placeMessages.homeVisitAddress)}
        error={errors.address}
        type="text"
        autoComplete="off"
        maxLength={200}
        required
        value={values.address}
        onChange={(event) => onChange('address', event.target.value)}
      />
      <SelectField
        inputId={idOf('city')}
        label={required(placeMessages.homeVisitCity)}
        error={errors.city}
        required
        value={values.city}
        onChange={(event) => onChange('city', event.target.value)}
      >
        <option value="">{rates ? placeMessages.homeVisitChooseCity : placeMessages.homeVisitCitiesLoading}</option>
        {rates?.map((rate) => (
          <option key={rate.city} value={rate.city}>
            {rate.city}
          </option>
        ))}
      </SelectField>
      <TextField
        inputId={idOf('neighborhood')}
        label={placeMessages.homeVisitNeighborhood}
        hint={placeMessages.homeVisitNeighborhoodHint}
        error={errors.neighborhood}
        type="text"
        autoComplete="off"
        maxLength={100}
        list={listId}
        value={values.neighborhood}
        onChange={(event) => onChange('neighborhood', event.target.value)}
      />
      <datalist id={listId}>
        {Object.keys(cityRate?.neighborhoods ?? {}).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </fieldset>
  );
}
