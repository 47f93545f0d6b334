import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { shippingRatesBodySchema, type ShippingRate } from '../../src/domain/shipping/shipping-schemas.ts';
import {
  addCity,
  addNeighborhood,
  MAX_SHIPPING_FEE,
  parsePesos,
  removeCity,
  removeNeighborhood,
  setDefaultFee,
  setNeighborhoodFee,
  sortedNeighborhoods,
} from '../../src/domain/shipping/shipping-editor.ts';

const base: ShippingRate[] = [
  { city: 'Medellín', default: 9000, neighborhoods: { Laureles: 7000, 'El Poblado': 11000 } },
  { city: 'Bello', default: 12000, neighborhoods: {} },
];

describe('parsePesos', () => {
  it('reads whole pesos as an admin types them', () => {
    expect(parsePesos('5000')).toBe(5000);
    expect(parsePesos(' 5000 ')).toBe(5000);
    expect(parsePesos('5.000')).toBe(5000);
    expect(parsePesos('1.250.000')).toBe(1_250_000);
    expect(parsePesos('5 000')).toBe(5000);
    expect(parsePesos('$ 5.000')).toBe(5000);
    expect(parsePesos('$5000')).toBe(5000);
    expect(parsePesos('0')).toBe(0);
  });

  it('refuses negatives, decimals, words and empty text', () => {
    for (const text of ['', '  ', '-1', '-5.000', '12,5', '1.5', '12.50', 'cinco mil', '5e3', '0x10', '5.00.0', 'NaN', 'Infinity']) {
      expect(parsePesos(text), text).toBeNull();
    }
  });
});

describe('the shipping editor', () => {
  it('adds a city only when both its name and default price are given', () => {
    expect(addCity(base, '', '5000')).toEqual({ ok: false, error: adminMessages.shippingEditorCityIncomplete });
    expect(addCity(base, 'Envigado', '  ')).toEqual({ ok: false, error: adminMessages.shippingEditorCityIncomplete });
    const added = addCity(base, '  Envigado ', '8.000');
    expect(added).toEqual({ ok: true, rates: [...base, { city: 'Envigado', default: 8000, neighborhoods: {} }] });
  });

  it('refuses a negative or non-numeric price, and a city already listed (ignoring case)', () => {
    expect(addCity(base, 'Envigado', '-100')).toEqual({ ok: false, error: messages.shippingFeeInvalid });
    expect(addCity(base, 'Envigado', 'gratis')).toEqual({ ok: false, error: messages.shippingFeeInvalid });
    expect(addCity(base, 'Envigado', String(MAX_SHIPPING_FEE + 1))).toEqual({ ok: false, error: messages.shippingFeeInvalid });
    expect(addCity(base, 'MEDELLÍN', '1000')).toEqual({ ok: false, error: messages.shippingCityDuplicate('MEDELLÍN') });
  });

  it('adds a neighbourhood only with its name and price, and never touches the original list', () => {
    expect(addNeighborhood(base, 1, 'Niquía', '')).toEqual({ ok: false, error: adminMessages.shippingEditorNeighborhoodIncomplete });
    expect(addNeighborhood(base, 1, ' ', '3000')).toEqual({ ok: false, error: adminMessages.shippingEditorNeighborhoodIncomplete });
    expect(addNeighborhood(base, 1, 'Niquía', '-3')).toEqual({ ok: false, error: messages.shippingFeeInvalid });
    expect(addNeighborhood(base, 7, 'Niquía', '3000')).toEqual({ ok: false, error: adminMessages.shippingEditorCityMissing });
    const added = addNeighborhood(base, 1, ' Niquía ', '3.500');
    expect(added.ok && added.rates[1]).toEqual({ city: 'Bello', default: 12000, neighborhoods: { Niquía: 3500 } });
    expect(base[1]?.neighborhoods).toEqual({});
    // The same name again sets its price.
    const again = addNeighborhood(base, 0, 'Laureles', '6000');
    expect(again.ok && again.rates[0]?.neighborhoods).toEqual({ Laureles: 6000, 'El Poblado': 11000 });
  });

  it('removes a neighbourhood and a city', () => {
    expect(removeNeighborhood(base, 0, 'Laureles')[0]?.neighborhoods).toEqual({ 'El Poblado': 11000 });
    expect(base[0]?.neighborhoods).toHaveProperty('Laureles');
    expect(removeCity(base, 0).map((rate) => rate.city)).toEqual(['Bello']);
    expect(base).toHaveLength(2);
  });

  it('changes a default price with the same rules', () => {
    expect(setDefaultFee(base, 1, '')).toEqual({ ok: false, error: adminMessages.shippingEditorDefaultRequired });
    expect(setDefaultFee(base, 1, '-1')).toEqual({ ok: false, error: messages.shippingFeeInvalid });
    const changed = setDefaultFee(base, 1, '15.000');
    expect(changed.ok && changed.rates[1]?.default).toBe(15000);
  });

  it('changes a neighbourhood’s fee in place, with the same rules, keeping the others', () => {
    const changed = setNeighborhoodFee(base, 0, 'El Poblado', '13.500');
    expect(changed.ok && changed.rates[0]?.neighborhoods).toEqual({ Laureles: 7000, 'El Poblado': 13500 });
    expect(base[0]?.neighborhoods['El Poblado']).toBe(11000);
    expect(setNeighborhoodFee(base, 0, 'El Poblado', '-1')).toEqual({ ok: false, error: messages.shippingFeeInvalid });
    expect(setNeighborhoodFee(base, 0, 'El Poblado', ' ')).toEqual({
      ok: false,
      error: adminMessages.shippingEditorNeighborhoodFeeRequired,
    });
    expect(setNeighborhoodFee(base, 0, 'Belén', '5000')).toEqual({ ok: false, error: adminMessages.shippingEditorNeighborhoodMissing });
    expect(setNeighborhoodFee(base, 5, 'El Poblado', '5000')).toEqual({ ok: false, error: adminMessages.shippingEditorCityMissing });
    // A name like «__proto__» is only ever compared, never used as a key.
    expect(setNeighborhoodFee(base, 0, '__proto__', '5000').ok).toBe(false);
  });

  it('produces a list the API accepts', () => {
    const city = addCity(base, 'Itagüí', '10000');
    if (!city.ok) throw new Error(city.error);
    const neighborhood = addNeighborhood(city.rates, 2, 'Santa María', '9000');
    if (!neighborhood.ok) throw new Error(neighborhood.error);
    expect(shippingRatesBodySchema.safeParse({ shippingRates: neighborhood.rates }).success).toBe(true);
  });

  it('lists neighbourhoods alphabetically, the Spanish way', () => {
    expect(sortedNeighborhoods({ city: 'X', default: 1, neighborhoods: { Zamora: 1, Ávila: 2, Belén: 3 } }).map(([name]) => name)).toEqual([
      'Ávila',
      'Belén',
      'Zamora',
    ]);
  });
});
