/**
 * Neighbourhood names are data, never a way into JavaScript's built-ins: a name such as
 * «constructor» or «__proto__» is either a neighbourhood the city really lists, or no neighbourhood.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { shippingRatesBodySchema, type ShippingRate } from '../../src/domain/shipping/shipping-schemas.ts';
import { addNeighborhood, cloneRates, removeNeighborhood, sortedNeighborhoods } from '../../src/domain/shipping/shipping-editor.ts';
import { listedNeighborhoodFee, shippingFee } from '../../src/domain/shipping/shipping.ts';

const builtInNames = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'] as const;

const rates: ShippingRate[] = [{ city: 'Medellín', default: 12_000, neighborhoods: { Laureles: 10_000 } }];
const delivery = (neighborhood: string) => ({ shippingMethod: 'delivery' as const, city: 'Medellín', neighborhood });

/** A city whose list really holds every built-in name, as JSON.parse builds it from an answer. */
function cityListing(names: readonly string[]): ShippingRate {
  const neighborhoods = JSON.parse(JSON.stringify(Object.fromEntries(names.map((name, index) => [name, 1_000 * (index + 1)])))) as Record<
    string,
    number
  >;
  return { city: 'Medellín', default: 12_000, neighborhoods };
}

describe('shippingFee with names of JavaScript built-ins', () => {
  it.each(builtInNames)('charges the city default for «%s» when the city does not list it', (name) => {
    const fee = shippingFee(rates, delivery(name), true);
    expect(fee).toBe(12_000);
    expect(Number.isSafeInteger(fee)).toBe(true);
    expect(listedNeighborhoodFee(rates[0]!, name)).toBeUndefined();
  });

  it.each(builtInNames.map((name, index) => [name, 1_000 * (index + 1)] as const))(
    'charges the listed fee for «%s» when the city lists it',
    (name, fee) => {
      const listing = cityListing(builtInNames);
      expect(Object.keys(listing.neighborhoods)).toContain(name);
      expect(shippingFee([listing], delivery(name), true)).toBe(fee);
    },
  );

  it('still charges listed neighbourhoods, the default for unknown ones, and nothing for pickup', () => {
    expect(shippingFee(rates, delivery('Laureles'), true)).toBe(10_000);
    expect(shippingFee(rates, delivery('No existe'), true)).toBe(12_000);
    expect(shippingFee(rates, delivery(''), true)).toBe(12_000);
    expect(shippingFee(rates, { ...delivery('Laureles'), shippingMethod: 'pickup' }, true)).toBe(0);
    expect(shippingFee(rates, { ...delivery('Laureles'), city: 'constructor' }, true)).toBe(0);
  });
});

describe('neighbourhood names in the admin editor and the API schema', () => {
  const tricky = ['Sta. Lucía', '$Centro', ...builtInNames];

  it('adds and removes neighbourhoods named like built-ins without touching any prototype', () => {
    let next = cloneRates(rates);
    for (const [index, name] of tricky.entries()) {
      const added = addNeighborhood(next, 0, name, String(5_000 + index));
      if (!added.ok) throw new Error(added.error);
      next = added.rates;
    }
    const neighborhoods = next[0]!.neighborhoods;
    expect(Object.getPrototypeOf(neighborhoods)).toBe(Object.prototype);
    expect(
      sortedNeighborhoods(next[0]!)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Laureles', ...tricky].sort());
    expect(shippingFee(next, delivery('__proto__'), true)).toBe(5_000 + tricky.indexOf('__proto__'));

    const removed = removeNeighborhood(next, 0, '__proto__')[0]!;
    expect(Object.hasOwn(removed.neighborhoods, '__proto__')).toBe(false);
    expect(Object.keys(removed.neighborhoods)).toHaveLength(tricky.length);
  });

  it('keeps every such name through the API schema, as JSON sends it', () => {
    const sent = JSON.parse(JSON.stringify({ shippingRates: [cityListing(tricky)] })) as unknown;
    const parsed = shippingRatesBodySchema.parse(sent);
    const neighborhoods = parsed.shippingRates[0]!.neighborhoods;
    expect(Object.keys(neighborhoods)).toEqual(tricky);
    expect(Object.getPrototypeOf(neighborhoods)).toBe(Object.prototype);
    expect(neighborhoods['__proto__']).toBe(1_000 * (tricky.indexOf('__proto__') + 1));
  });

  it('refuses names that repeat once trimmed, empty names and broken fees', () => {
    // As the browser sends them: JSON text, where «__proto__» is an ordinary key.
    const cases: [string, string][] = [
      ['{" Laureles": 1, "Laureles": 2}', messages.shippingNeighborhoodDuplicate('Laureles')],
      ['{"  ": 1}', messages.shippingNeighborhoodNameRequired],
      [`{"${'x'.repeat(101)}": 1}`, messages.shippingNeighborhoodNameTooLong],
      ['{"constructor": "5000"}', messages.shippingFeeInvalid],
      ['{"__proto__": 1.5}', messages.shippingFeeInvalid],
      ['[["Laureles", 1]]', messages.shippingNeighborhoodsInvalid],
    ];
    for (const [neighborhoods, message] of cases) {
      const sent = JSON.parse(`{"shippingRates": [{"city": "Bello", "default": 1, "neighborhoods": ${neighborhoods}}]}`) as unknown;
      const result = shippingRatesBodySchema.safeParse(sent);
      expect(result.success, message).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});
