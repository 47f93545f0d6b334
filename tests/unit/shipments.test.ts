/**
 * The shipments' pure rules: a tracking link from a carrier's pattern (the guide encoded, its spaces
 * dropped), the patterns the owner may save (https with {guia} only), a carrier's id from its name,
 * the Bogotá day "entregada" records, and the guide the dialog and the server accept.
 */
import { describe, expect, it } from 'vitest';
import { carrierIdOf, defaultCarriers, findCarrier, trackingPatternProblem, trackingUrlOf } from '../../src/domain/shipments/carriers.ts';
import { shipmentMessages as t } from '../../src/domain/shipments/messages-shipments.ts';
import { carriersBodySchema, shipmentInputSchema } from '../../src/domain/shipments/shipment-schemas.ts';
import { deliveryDayOf, dispatchOf, isDispatched } from '../../src/domain/shipments/shipments.ts';

describe('the tracking link', () => {
  it("puts the guide where the carrier's pattern says, every time it says it, encoded and without spaces", () => {
    expect(trackingUrlOf('https://rastreo.example/{guia}?g={guia}', ' 12 34 ')).toBe('https://rastreo.example/1234?g=1234');
    expect(trackingUrlOf('https://rastreo.example/?guia={guia}', 'AB-1/2')).toBe('https://rastreo.example/?guia=AB-1%2F2');
    expect(trackingUrlOf(null, '1234')).toBeNull();
  });

  it('gives every default carrier but the own messenger an https pattern the rules accept', () => {
    for (const carrier of defaultCarriers) {
      if (carrier.trackingUrl === null) expect(carrier.id).toBe('mensajero-propio');
      else expect(trackingPatternProblem(carrier.trackingUrl)).toBeNull();
      expect(carrierIdOf(carrier.name)).toBe(carrier.id);
    }
    expect(findCarrier(defaultCarriers, 'interrapidisimo')?.name).toBe('Interrapidísimo');
  });
});

describe("the owner's patterns", () => {
  it('refuses one without {guia}, one that is not https, and one that is no address', () => {
    expect(trackingPatternProblem('https://rastreo.example/')).toBe(t.patternNeedsGuide);
    expect(trackingPatternProblem('http://rastreo.example/{guia}')).toBe(t.patternNeedsHttps);
    expect(trackingPatternProblem('javascript:alert({guia})')).toBe(t.patternNeedsHttps);
    expect(trackingPatternProblem('rastreo {guia}')).toBe(t.patternInvalid);
    expect(trackingPatternProblem('https://usuario:clave@rastreo.example/{guia}')).toBe(t.patternInvalid);
  });

  it('takes an empty pattern as none, and refuses two carriers whose names make one id', () => {
    expect(carriersBodySchema.parse({ carriers: [{ name: 'Mensajero', trackingUrl: '' }] }).carriers[0]?.trackingUrl).toBeNull();
    const twice = carriersBodySchema.safeParse({ carriers: [{ name: 'Envía' }, { name: 'ENVIA' }] });
    expect(twice.error?.issues[0]?.message).toBe(t.carrierNamesRepeated);
    expect(carriersBodySchema.safeParse({ carriers: [] }).error?.issues[0]?.message).toBe(t.carriersCount);
  });

  it('names a carrier by its name without accents nor signs', () => {
    expect(carrierIdOf('  Rápido & Seguro S.A.S ')).toBe('rapido-seguro-s-a-s');
  });
});

describe('a shipment', () => {
  it('keeps the carrier, the guide without spaces, the link and the instant it was sent', () => {
    const now = new Date('2026-11-28T15:00:00Z');
    const carrier = findCarrier(defaultCarriers, 'coordinadora')!;
    expect(dispatchOf(carrier, '123 456', now)).toEqual({
      carrier: 'Coordinadora',
      carrierId: 'coordinadora',
      guide: '123456',
      url: trackingUrlOf(carrier.trackingUrl, '123456'),
      shippedAt: now.toISOString(),
    });
    expect(isDispatched({ deliveredAt: '2026-11-28' })).toBe(false);
    expect(isDispatched({ carrier: 'Envía', guide: '1' })).toBe(true);
  });

  it("records the delivery's Bogotá day, not UTC's", () => {
    expect(deliveryDayOf(new Date('2026-11-29T04:59:00Z'))).toBe('2026-11-28');
    expect(deliveryDayOf(new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-29');
  });

  it('accepts a guide of 3 to 40 letters, digits or dashes, its spaces dropped', () => {
    expect(shipmentInputSchema.parse({ carrierId: 'envia', guide: ' 700 123-A ' }).guide).toBe('700123-A');
    expect(shipmentInputSchema.safeParse({ carrierId: 'envia', guide: '12' }).error?.issues[0]?.message).toBe(t.guideInvalid);
    expect(shipmentInputSchema.safeParse({ carrierId: 'envia', guide: '12<b>' }).error?.issues[0]?.message).toBe(t.guideInvalid);
    expect(shipmentInputSchema.safeParse({ carrierId: 'envia' }).error?.issues[0]?.message).toBe(t.shipmentRequired);
  });
});
