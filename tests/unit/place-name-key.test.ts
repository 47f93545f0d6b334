/** Place names compare ignoring case, accents, surrounding and repeated spaces and invisible characters. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import type { ShippingRate } from '../../src/domain/shipping/shipping-schemas.ts';
import { addCity, addNeighborhood } from '../../src/domain/shipping/shipping-editor.ts';
import { findCityRate, findListedNeighborhood, placeNameKey, samePlaceName } from '../../src/domain/shipping/shipping-names.ts';
import { deliveryCityRefusal, listedPlace, shippingFee } from '../../src/domain/shipping/shipping.ts';

const rates: ShippingRate[] = [{ city: 'Medellín', default: 12_000, neighborhoods: { 'El Poblado': 15_000, Belén: 10_000 } }];
const delivery = (city: string, neighborhood = '') => ({ shippingMethod: 'delivery' as const, city, neighborhood });

describe('placeNameKey', () => {
  it.each([
    'Medellín',
    'medellín',
    'Medellin',
    'MEDELLÍN',
    'Medellín\u200b',
    '\u00a0Medellín\u00a0',
    '\ufeffMedel\u00adlín',
    'Medelli\u0301n',
    ' medellin\u2060 ',
  ])('«%s» is Medellín', (name) => {
    expect(placeNameKey(name)).toBe('medellin');
    expect(samePlaceName(name, 'Medellín')).toBe(true);
  });

  it('collapses inner spaces of any kind and keeps different places apart', () => {
    expect(placeNameKey('El\u00a0 \u2003Poblado')).toBe('el poblado');
    expect(samePlaceName('Bello', 'Belén')).toBe(false);
    expect(placeNameKey('\u200b \u00a0')).toBe('');
  });
});

describe('finding places in the list', () => {
  it('finds the listed city and neighbourhood for any spelling, never a built-in name', () => {
    expect(findCityRate(rates, 'MEDELLIN')?.city).toBe('Medellín');
    expect(findCityRate(rates, 'Nowhere')).toBeUndefined();
    expect(findCityRate(rates, '\u200b')).toBeUndefined();
    expect(findListedNeighborhood(rates[0]!, 'el poblado\u200b')).toEqual({ name: 'El Poblado', fee: 15_000 });
    expect(findListedNeighborhood(rates[0]!, 'constructor')).toBeUndefined();
  });

  it('charges the same fee for every spelling and refuses an unlisted city', () => {
    expect(shippingFee(rates, delivery('medellin', 'EL POBLADO'), true)).toBe(15_000);
    expect(shippingFee(rates, delivery('Medellín\u200b', 'Otro barrio'), true)).toBe(12_000);
    expect(deliveryCityRefusal(rates, delivery('Nowhere'))).toEqual({ field: 'city', message: messages.shippingCityNotServed });
    expect(deliveryCityRefusal(rates, delivery('medellín'))).toBeNull();
    expect(deliveryCityRefusal(rates, { ...delivery('Nowhere'), shippingMethod: 'pickup' })).toBeNull();
    expect(listedPlace(rates, delivery('MEDELLIN', 'belen'))).toEqual(delivery('Medellín', 'Belén'));
    expect(listedPlace(rates, delivery('medellin', 'Otro barrio'))).toEqual(delivery('Medellín', 'Otro barrio'));
  });
});

describe('the admin editor', () => {
  it('refuses another spelling of a listed city', () => {
    for (const name of ['medellin', 'MEDELLÍN', 'Medellín\u200b']) {
      expect(addCity(rates, name, '5000')).toEqual({ ok: false, error: messages.shippingCityDuplicate(name.trim()) });
    }
    expect(addCity(rates, '\u200b', '5000').ok).toBe(false);
  });

  it('sets the price of a listed neighbourhood typed another way instead of adding a second one', () => {
    const result = addNeighborhood(rates, 0, 'belen', '9000');
    expect(result.ok && Object.entries(result.rates[0]!.neighborhoods)).toEqual([
      ['El Poblado', 15_000],
      ['Belén', 9_000],
    ]);
  });
});
