import { describe, expect, it } from 'vitest';
import { offersRestockAlert, soldOutVariants } from '../../src/domain/restock-alerts/restock-alert-offer.ts';

describe('offersRestockAlert', () => {
  it('offers it for a product without variants only when it has no stock', () => {
    expect(offersRestockAlert({ stock: 0 })).toBe(true);
    expect(offersRestockAlert({ stock: 3, variants: [] })).toBe(false);
  });

  it('offers it for a garment with a sold-out size, whatever its total', () => {
    const variants = [
      { _id: 's', stock: 0 },
      { _id: 'm', stock: 4 },
    ];
    expect(offersRestockAlert({ stock: 4, variants })).toBe(true);
    expect(soldOutVariants(variants).map((variant) => variant._id)).toEqual(['s']);
    expect(offersRestockAlert({ stock: 5, variants: [{ _id: 'm', stock: 5 }] })).toBe(false);
  });
});
