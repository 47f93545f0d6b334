/**
 * The shipping editor's working copy: the cities with what is typed beside each (its default fee,
 * the neighbourhood being added, its message), and the city being added. Every change stays here
 * until the whole list is saved; the rules are the domain's (src/domain/shipping-editor.ts).
 */
import { useState } from 'react';
import { adminMessages } from '~/domain/messages-admin.ts';
import type { ShippingRate } from '~/domain/schemas.ts';
import { addCity, addNeighborhood, cloneRates, removeNeighborhood, setDefaultFee, type EditResult } from '~/domain/shipping-editor.ts';

export interface CityDraft {
  rate: ShippingRate;
  /** The default fee as typed; it becomes a number on save. */
  defaultFee: string;
  neighborhood: { name: string; fee: string };
  error: string;
}

export interface NewCityDraft {
  name: string;
  fee: string;
  error: string;
}

const blankNeighborhood = { name: '', fee: '' };
const cityDraft = (rate: ShippingRate): CityDraft => ({ rate, defaultFee: String(rate.default), neighborhood: blankNeighborhood, error: '' });
const ratesOf = (cities: readonly CityDraft[]) => cities.map((city) => city.rate);

export function useShippingDraft(initial: readonly ShippingRate[]) {
  const [cities, setCities] = useState<CityDraft[]>(() => cloneRates(initial).map(cityDraft));
  const [newCity, setNewCity] = useState<NewCityDraft>({ name: '', fee: '', error: '' });
  /** What the last change did, for screen readers. */
  const [news, setNews] = useState('');

  const updateCity = (index: number, change: Partial<CityDraft>) =>
    setCities((current) => current.map((city, position) => (position === index ? { ...city, ...change } : city)));

  /** The cities with the rates a domain rule gave back, each keeping what is typed beside it. */
  const withRates = (rates: readonly ShippingRate[]) => cities.map((city, index) => ({ ...city, rate: rates[index] ?? city.rate }));

  function addNeighborhoodTo(index: number) {
    const city = cities[index];
    if (!city) return;
    const result = addNeighborhood(ratesOf(cities), index, city.neighborhood.name, city.neighborhood.fee);
    if (!result.ok) {
      updateCity(index, { error: result.error });
      return;
    }
    setCities(withRates(result.rates).map((item, position) => (position === index ? { ...item, neighborhood: blankNeighborhood, error: '' } : item)));
    setNews(adminMessages.adminNeighborhoodAdded(city.neighborhood.name.trim(), city.rate.city));
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

  /** The list to save, with the typed default fees as numbers; null when one is wrong (its message is then beside its city). */
  function ratesToSave(): ShippingRate[] | null {
    let rates = ratesOf(cities);
    const problems = cities.map((city, index) => {
      const result: EditResult = setDefaultFee(rates, index, city.defaultFee);
      if (!result.ok) return result.error;
      rates = result.rates;
      return '';
    });
    setCities(cities.map((city, index) => ({ ...city, error: problems[index] ?? '' })));
    return problems.some(Boolean) ? null : rates;
  }

  return { cities, updateCity, newCity, setNewCity, news, addNeighborhoodTo, removeNeighborhoodFrom, removeCityAt, addNewCity, ratesToSave };
}
