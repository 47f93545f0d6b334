/**
 * The shipping editor's working copy: the cities with what is typed beside each (its default fee,
 * each neighbourhood's fee, the neighbourhood being added, its message), and the city being added.
 * Every change stays here until the whole list is saved; the rules are the domain's
 * (src/domain/shipping/shipping-editor.ts).
 */
import { useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import {
  addCity,
  addNeighborhood,
  cloneRates,
  removeNeighborhood,
  setDefaultFee,
  setNeighborhoodFee,
  sortedNeighborhoods,
  type EditResult,
} from '~/domain/shipping/shipping-editor.ts';

/** A neighbourhood's fee as typed, edited in place; it becomes a number on save. */
export interface NeighborhoodFeeDraft {
  name: string;
  fee: string;
  error: string;
}

export interface CityDraft {
  rate: ShippingRate;
  /** The default fee as typed; it becomes a number on save. */
  defaultFee: string;
  /** Each listed neighbourhood's fee as typed, in the list's order. */
  fees: NeighborhoodFeeDraft[];
  neighborhood: { name: string; fee: string };
  /** The typed default fee's message, beside that field (which a refused save focuses). */
  defaultError: string;
  /** The new neighbourhood's message. */
  error: string;
}

export interface NewCityDraft {
  name: string;
  fee: string;
  error: string;
}

const blankNeighborhood = { name: '', fee: '' };

/** The fee fields of a city's neighbourhoods: what is typed is kept, a new or changed one shows its number. */
function feesOf(rate: ShippingRate, typed: readonly NeighborhoodFeeDraft[] = [], changed = ''): NeighborhoodFeeDraft[] {
  return sortedNeighborhoods(rate).map(([name, fee]) => {
    const kept = name === changed ? undefined : typed.find((draft) => draft.name === name);
    return kept ?? { name, fee: String(fee), error: '' };
  });
}

const cityDraft = (rate: ShippingRate): CityDraft => ({
  rate,
  defaultFee: String(rate.default),
  fees: feesOf(rate),
  neighborhood: blankNeighborhood,
  defaultError: '',
  error: '',
});
const ratesOf = (cities: readonly CityDraft[]) => cities.map((city) => city.rate);

/** Applies a city's typed fees to the list; the message of each wrong one stays beside it. */
function applyTypedFees(rates: ShippingRate[], index: number, city: CityDraft) {
  let next = rates;
  const defaultResult: EditResult = setDefaultFee(next, index, city.defaultFee);
  if (defaultResult.ok) next = defaultResult.rates;
  const fees = city.fees.map((draft) => {
    const result = setNeighborhoodFee(next, index, draft.name, draft.fee);
    if (!result.ok) return { ...draft, error: result.error };
    next = result.rates;
    return { ...draft, error: '' };
  });
  const defaultError = defaultResult.ok ? '' : defaultResult.error;
  return { rates: next, city: { ...city, fees, defaultError, error: '' }, ok: defaultResult.ok && fees.every((draft) => !draft.error) };
}

export function useShippingDraft(initial: readonly ShippingRate[]) {
  const [cities, setCities] = useState<CityDraft[]>(() => cloneRates(initial).map(cityDraft));
  const [newCity, setNewCity] = useState<NewCityDraft>({ name: '', fee: '', error: '' });
  /** What the last change did, for screen readers. */
  const [news, setNews] = useState('');

  const updateCity = (index: number, change: Partial<CityDraft>) =>
    setCities((current) => current.map((city, position) => (position === index ? { ...city, ...change } : city)));

  const updateFee = (index: number, name: string, fee: string) =>
    setCities((current) =>
      current.map((city, position) =>
        position === index ? { ...city, fees: city.fees.map((draft) => (draft.name === name ? { ...draft, fee } : draft)) } : city,
      ),
    );

  /** The cities with the rates a domain rule gave back, each keeping what is typed beside it. */
  const withRates = (rates: readonly ShippingRate[], changed = '') =>
    cities.map((city, index) => {
      const rate = rates[index] ?? city.rate;
      return { ...city, rate, fees: feesOf(rate, city.fees, changed) };
    });

  function addNeighborhoodTo(index: number) {
    const city = cities[index];
    if (!city) return;
    const result = addNeighborhood(ratesOf(cities), index, city.neighborhood.name, city.neighborhood.fee);
    if (!result.ok) {
      updateCity(index, { error: result.error });
      return;
    }
    const name = city.neighborhood.name.trim();
    setCities(
      withRates(result.rates, name).map((item, position) =>
        position === index ? { ...item, neighborhood: blankNeighborhood, error: '' } : item,
      ),
    );
    setNews(adminMessages.adminNeighborhoodAdded(name, city.rate.city));
  }

  function removeNeighborhoodFrom(index: number, name: string) {
    setCities(withRates(removeNeighborhood(ratesOf(cities), index, name)));
    setNews(adminMessages.adminNeighborhoodRemoved(name, cities[index]?.rate.city ?? ''));
  }

  function removeCityAt(index: number) {
    setCities(cities.filter((_, position) => position !== index));
    setNews(adminMessages.adminCityRemoved(cities[index]?.rate.city ?? ''));
  }

  function addNewCity() {
    const result = addCity(ratesOf(cities), newCity.name, newCity.fee);
    const added = result.ok ? result.rates[result.rates.length - 1] : undefined;
    if (!result.ok || !added) {
      setNewCity({ ...newCity, error: result.ok ? '' : result.error });
      return;
    }
    setCities([...cities, cityDraft(added)]);
    setNewCity({ name: '', fee: '', error: '' });
    setNews(adminMessages.adminCityAdded(added.city));
  }

  /** The list to save, with every typed fee as a number; null when one is wrong (its message is then beside it). */
  function ratesToSave(): ShippingRate[] | null {
    let rates = ratesOf(cities);
    let ok = true;
    const checked = cities.map((city, index) => {
      const applied = applyTypedFees(rates, index, city);
      rates = applied.rates;
      ok &&= applied.ok;
      return applied.city;
    });
    setCities(checked);
    return ok ? rates : null;
  }

  return {
    cities,
    updateCity,
    updateFee,
    newCity,
    setNewCity,
    news,
    addNeighborhoodTo,
    removeNeighborhoodFrom,
    removeCityAt,
    addNewCity,
    ratesToSave,
  };
}
