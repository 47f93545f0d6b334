import { describe, expect, it } from 'vitest';
import {
  cashOnDeliveryOffer,
  deliveryAddressKey,
  phoneKey,
  placeFor,
  releaseAt,
  type CashOnDeliverySettings,
} from '../../src/domain/cash-on-delivery/cash-on-delivery.ts';

const settings: CashOnDeliverySettings = {
  places: [
    { city: 'Medellín', neighborhood: '', maxAmount: 200_000, fee: 5_000 },
    { city: 'Medellín', neighborhood: 'Laureles', maxAmount: 50_000, fee: 0 },
    { city: 'Envigado', neighborhood: 'Zúñiga', maxAmount: 100_000, fee: 2_000 },
  ],
  releaseHours: 24,
};
const delivery = { shippingMethod: 'delivery', city: 'Medellín', neighborhood: 'El Poblado' };
const product = { kind: 'product' as const };

describe('where cash on delivery applies', () => {
  it('takes a neighbourhood entry before its city, ignoring case and accents, and a listed neighbourhood alone covers no other', () => {
    expect(placeFor(settings, { city: 'medellin', neighborhood: 'laureles' })?.maxAmount).toBe(50_000);
    expect(placeFor(settings, { city: 'Medellín', neighborhood: 'Belén' })?.maxAmount).toBe(200_000);
    expect(placeFor(settings, { city: 'Envigado', neighborhood: 'Zuñiga' })?.fee).toBe(2_000);
    expect(placeFor(settings, { city: 'Envigado', neighborhood: 'El Dorado' })).toBeNull();
    expect(placeFor(settings, { city: 'Bello', neighborhood: '' })).toBeNull();
  });

  it('offers it for a delivery of products up to the maximum with the fee, and says why not otherwise', () => {
    expect(cashOnDeliveryOffer(settings, { lines: [product], shippingInfo: delivery, totalNow: 195_000 })).toEqual({
      ok: true,
      fee: 5_000,
      total: 200_000,
      maxAmount: 200_000,
    });
    expect(cashOnDeliveryOffer(settings, { lines: [product], shippingInfo: delivery, totalNow: 195_001 })).toEqual({
      ok: false,
      reason: 'over-limit',
    });
    expect(cashOnDeliveryOffer(settings, { lines: [product, { kind: 'service' }], shippingInfo: delivery, totalNow: 10 })).toEqual({
      ok: false,
      reason: 'has-appointments',
    });
    expect(
      cashOnDeliveryOffer(settings, { lines: [product], shippingInfo: { ...delivery, shippingMethod: 'pickup' }, totalNow: 10 }),
    ).toEqual({
      ok: false,
      reason: 'not-delivery',
    });
    expect(cashOnDeliveryOffer(settings, { lines: [product], shippingInfo: { ...delivery, city: 'Bello' }, totalNow: 10 })).toEqual({
      ok: false,
      reason: 'place',
    });
  });

  it('releases an order the owner hours after it was placed', () => {
    expect(releaseAt(new Date('2026-03-10T15:00:00Z'), 2).toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });
});

describe('the keys of the limits', () => {
  it('read a phone as its digits, the country code dropped', () => {
    expect(phoneKey('+57 311 222 3344')).toBe('3112223344');
    expect(phoneKey('(311) 222-3344')).toBe('3112223344');
  });

  it('read one delivery address however it is written', () => {
    const one = deliveryAddressKey({ city: 'Medellín', neighborhood: 'El Poblado', address: 'Calle 5 Sur # 25-100 apto 301' });
    expect(deliveryAddressKey({ city: 'medellin', neighborhood: 'el poblado', address: 'calle 5 sur #25-100 APTO 301' })).toBe(one);
    expect(deliveryAddressKey({ city: 'Medellín', neighborhood: 'El Poblado', address: 'Calle 5 Sur # 25-101' })).not.toBe(one);
  });
});
