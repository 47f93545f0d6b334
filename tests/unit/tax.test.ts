import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_TREATMENT,
  SHIPPING_TAX_TREATMENT,
  isTaxTreatment,
  splitTax,
  taxRatePercent,
  taxTotals,
  taxTreatments,
  type TaxTreatment,
} from '../../src/domain/invoicing/tax.ts';
import { chargedTax, chargedTaxSplits, recordsTaxTotals, taxIncludedRows } from '../../src/domain/invoicing/charged-tax.ts';
import { taxMessages } from '../../src/domain/invoicing/messages-taxes.ts';
import { taxDefaultBodySchema } from '../../src/domain/invoicing/tax-schemas.ts';
import { productInputSchema } from '../../src/domain/catalogue/product-input-schemas.ts';
import { sanitizeCart } from '../../src/domain/cart/cart-storage.ts';
import { cartTaxIncluded, type CartState } from '../../src/domain/cart/cart.ts';

/** The rule written out another way: the exact quotient total×100/(100+rate), its remainder, and half-up. */
function expectedBase(total: number, rate: number): number {
  const divisor = 100 + rate;
  const quotient = Math.floor((total * 100) / divisor);
  const remainder = total * 100 - quotient * divisor;
  return 2 * remainder >= divisor ? quotient + 1 : quotient;
}

/** A small seeded generator, so the "many totals" are the same on every run. */
function totalsToTry(): number[] {
  let seed = 40;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  const small = Array.from({ length: 5_001 }, (_, index) => index);
  const prices = Array.from({ length: 3_000 }, () => next() % 20_000_000);
  const large = Array.from({ length: 500 }, () => (next() * 7) % 1_000_000_000);
  return [...small, ...prices, ...large, 59_000, 119, 238, 105, 1_000_000_000];
}

describe('splitTax: the base and the IVA of an IVA-included total', () => {
  const totals = totalsToTry();

  for (const treatment of taxTreatments) {
    it(`${treatment}: base + IVA = the total, in whole pesos, the base rounded half-up, for ${totals.length} totals`, () => {
      const rate = taxRatePercent[treatment];
      for (const total of totals) {
        const split = splitTax(total, treatment);
        expect(split.treatment).toBe(treatment);
        expect(split.rate).toBe(rate);
        expect(Number.isSafeInteger(split.base) && Number.isSafeInteger(split.tax)).toBe(true);
        expect(split.base + split.tax).toBe(total);
        expect(split.base).toBe(expectedBase(total, rate));
        expect(split.tax).toBeGreaterThanOrEqual(0);
        // The IVA is the rate of the base, give or take the peso the rounding moved.
        expect(Math.abs(split.tax - (split.base * rate) / 100)).toBeLessThanOrEqual(1);
      }
    });
  }

  it('exento and excluido charge no IVA: the base is the whole total', () => {
    for (const treatment of ['exento', 'excluido'] as const) {
      expect(splitTax(2_449_000, treatment)).toEqual({ treatment, rate: 0, base: 2_449_000, tax: 0 });
    }
  });

  it('rounds the base half-up at the boundaries: a fraction of one half or more goes up, less goes down', () => {
    // 59.000 / 1,19 = 49.579,83…: up to 49.580, so the IVA is 9.420 (the worked example of docs/features/taxes.md).
    expect(splitTax(59_000, 'iva19')).toEqual({ treatment: 'iva19', rate: 19, base: 49_580, tax: 9_420 });
    // An exact half never happens (119 and 105 are odd): the nearest fractions on each side.
    // 1 / 1,19 = 0,840…: up to 1, no IVA.
    expect(splitTax(1, 'iva19')).toMatchObject({ base: 1, tax: 0 });
    // 6 / 1,19 = 5,042…: down to 5.
    expect(splitTax(6, 'iva19')).toMatchObject({ base: 5, tax: 1 });
    // 3 / 1,19 = 2,521…: just above one half, up to 3.
    expect(splitTax(3, 'iva19')).toMatchObject({ base: 3, tax: 0 });
    // 58 / 1,19 = 48,739…: up to 49.
    expect(splitTax(58, 'iva19').base).toBe(49);
    // 10.500 / 1,05 = 10.000 exactly; 10.501 / 1,05 = 10.000,95…: up.
    expect(splitTax(10_500, 'iva5')).toMatchObject({ base: 10_000, tax: 500 });
    expect(splitTax(10_501, 'iva5')).toMatchObject({ base: 10_001, tax: 500 });
    // 21 / 1,05 = 20 exactly; 22 / 1,05 = 20,952…: up to 21; 32 / 1,05 = 30,476…: down to 30.
    expect(splitTax(22, 'iva5')).toMatchObject({ base: 21, tax: 1 });
    expect(splitTax(32, 'iva5')).toMatchObject({ base: 30, tax: 2 });
    // Every remainder either side of one half, for both rates.
    for (const [treatment, divisor] of [
      ['iva19', 119],
      ['iva5', 105],
    ] as const) {
      for (let total = 0; total <= divisor * 3; total += 1) {
        const remainder = (total * 100) % divisor;
        const floor = Math.floor((total * 100) / divisor);
        expect(splitTax(total, treatment).base).toBe(2 * remainder >= divisor ? floor + 1 : floor);
      }
    }
  });

  it('refuses what is not an amount in whole pesos', () => {
    for (const total of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => splitTax(total, 'iva19')).toThrow(RangeError);
    }
  });

  it('knows its treatments, and the general rate is the default and the delivery fee’s', () => {
    expect(taxTreatments.every(isTaxTreatment)).toBe(true);
    expect(isTaxTreatment('iva16')).toBe(false);
    expect(DEFAULT_TAX_TREATMENT).toBe('iva19');
    expect(SHIPPING_TAX_TREATMENT).toBe('iva19');
  });
});

describe('taxTotals: an invoice’s summary per treatment', () => {
  it('adds the splits of each treatment, in the order of the treatments, leaving out the ones not used', () => {
    const splits = [splitTax(59_000, 'iva19'), splitTax(2_449_000, 'excluido'), splitTax(119_000, 'iva19'), splitTax(10_500, 'iva5')];
    expect(taxTotals(splits)).toEqual([
      { treatment: 'iva19', rate: 19, base: 49_580 + 100_000, tax: 9_420 + 19_000 },
      { treatment: 'iva5', rate: 5, base: 10_000, tax: 500 },
      { treatment: 'excluido', rate: 0, base: 2_449_000, tax: 0 },
    ]);
    expect(taxTotals([])).toEqual([]);
  });

  it('keeps base + IVA = the lines’ total for any mix of lines', () => {
    const treatments: TaxTreatment[] = [...taxTreatments];
    for (let round = 1; round <= 200; round += 1) {
      const lines = Array.from({ length: (round % 7) + 1 }, (_, index) => ({
        total: (round * 7_919 + index * 104_729) % 3_000_000,
        treatment: treatments[(round + index) % treatments.length] ?? 'iva19',
      }));
      const totals = taxTotals(lines.map((line) => splitTax(line.total, line.treatment)));
      const sum = totals.reduce((all, total) => all + total.base + total.tax, 0);
      expect(sum).toBe(lines.reduce((all, line) => all + line.total, 0));
    }
  });
});

describe('the IVA a charge includes', () => {
  it('adds up the worked example of docs/features/taxes.md', () => {
    const lines = [
      { payNow: 59_000, taxTreatment: 'iva19' as const },
      { payNow: 26_000, taxTreatment: 'iva19' as const },
      { payNow: 2_449_000, taxTreatment: 'excluido' as const },
    ];
    expect(chargedTaxSplits(lines, 15_000, 'iva19').map(({ base, tax }) => [base, tax])).toEqual([
      [49_580, 9_420],
      [21_849, 4_151],
      [2_449_000, 0],
      [12_605, 2_395],
    ]);
    const totals = recordsTaxTotals([{ reservationDetails: lines, amounts: { shipping: 15_000 } }]);
    expect(totals).toEqual([
      { treatment: 'iva19', rate: 19, base: 84_034, tax: 15_966 },
      { treatment: 'excluido', rate: 0, base: 2_449_000, tax: 0 },
    ]);
  });

  it('splits what each line charged (a service its deposit), the delivery fee at the general rate, a line without a treatment at the default', () => {
    const lines = [
      { payNow: 59_000, taxTreatment: 'iva19' as const },
      { payNow: 2_449_000, taxTreatment: 'excluido' as const },
      { payNow: 26_000 },
    ];
    expect(chargedTaxSplits(lines, 11_900, 'iva5')).toEqual([
      splitTax(59_000, 'iva19'),
      splitTax(2_449_000, 'excluido'),
      splitTax(26_000, 'iva5'),
      splitTax(11_900, 'iva19'),
    ]);
    expect(chargedTax(lines, 11_900, 'iva5')).toBe(9_420 + 0 + splitTax(26_000, 'iva5').tax + 1_900);
    expect(chargedTaxSplits(lines, 0, 'iva19')).toHaveLength(3);
  });

  it('adds a payment’s records per treatment and says "IVA incluido" per rate, or $ 0 when nothing charged IVA', () => {
    const records = [
      { reservationDetails: [{ payNow: 15_000, taxTreatment: 'iva19' as const }], amounts: { shipping: 0 } },
      { reservationDetails: [{ payNow: 2_449_000, taxTreatment: 'excluido' as const }], amounts: { shipping: 11_900 } },
    ];
    const totals = recordsTaxTotals(records);
    expect(totals).toEqual([
      { treatment: 'iva19', rate: 19, base: splitTax(15_000, 'iva19').base + 10_000, tax: splitTax(15_000, 'iva19').tax + 1_900 },
      { treatment: 'excluido', rate: 0, base: 2_449_000, tax: 0 },
    ]);
    expect(taxIncludedRows(totals)).toEqual([{ label: 'IVA incluido (IVA 19 %)', tax: totals[0]?.tax }]);
    expect(taxIncludedRows(recordsTaxTotals([records[1]!].map((record) => ({ ...record, amounts: { shipping: 0 } }))))).toEqual([
      { label: taxMessages.taxIncluded, tax: 0 },
    ]);
    // An appointment a pack credit paid charged nothing: no IVA, and no treatment row of $ 0 base.
    expect(recordsTaxTotals([{ reservationDetails: [{ payNow: 0, taxTreatment: 'iva5' }], amounts: { shipping: 0 } }])).toEqual([]);
  });
});

describe('the schemas of IVA', () => {
  it('take the four treatments and refuse anything else with the Spanish message', () => {
    for (const taxTreatment of taxTreatments) expect(taxDefaultBodySchema.parse({ taxTreatment })).toEqual({ taxTreatment });
    const refused = taxDefaultBodySchema.safeParse({ taxTreatment: 'iva16' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(taxMessages.treatmentInvalid);
  });

  it('let a product name its treatment, or leave it out', () => {
    const product = {
      productName: 'Camiseta',
      brandName: 'Parce',
      category: 'Productos',
      productImage: ['/images/placeholder.svg'],
      price: 59_000,
      sellingPrice: 59_000,
      stock: 3,
    };
    expect(productInputSchema.parse(product).taxTreatment).toBeUndefined();
    expect(productInputSchema.parse({ ...product, taxTreatment: 'iva5' }).taxTreatment).toBe('iva5');
    const refused = productInputSchema.safeParse({ ...product, taxTreatment: 'gravado' });
    expect(refused.error?.issues.find((issue) => issue.path[0] === 'taxTreatment')?.message).toBe(taxMessages.treatmentInvalid);
  });
});

describe('the cart’s "IVA incluido"', () => {
  const shirt = (taxTreatment?: string, productId = 'a'.repeat(24)) => ({
    productId,
    quantity: 2,
    productDetails: { productName: 'Camiseta', productImage: '', category: 'Productos', sellingPrice: 59_000, stock: 5, taxTreatment },
  });
  const massage = (taxTreatment?: string) => ({
    kind: 'reservation',
    productId: 'b'.repeat(24),
    quantity: 1,
    reservationDetails: {
      productName: 'Masaje relajante',
      productImage: '',
      category: 'Servicios',
      description: '',
      reservationDate: '2026-03-05',
      reservationTime: '10:00',
      serviceDuration: 60,
      serviceIntensity: 'ligero',
      totalPrice: 130_000,
      taxTreatment,
    },
  });

  it('keeps every treatment a stored line carries (the same list as tax.ts), and drops anything else', () => {
    for (const treatment of taxTreatments) {
      const cart = sanitizeCart({ items: [shirt(treatment), massage(treatment)], shippingInfo: null });
      expect(cart.items.map((item) => ('reservationDetails' in item ? item.reservationDetails : item.productDetails).taxTreatment)).toEqual(
        [treatment, treatment],
      );
    }
    const odd = sanitizeCart({ items: [shirt('iva16'), massage('gravado')], shippingInfo: null });
    expect(odd.items.map((item) => ('reservationDetails' in item ? item.reservationDetails : item.productDetails).taxTreatment)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('splits each line’s charge at its treatment (a service its deposit), the fee at 19 %, a line without one at 19 %', () => {
    const cart: CartState = sanitizeCart({
      items: [shirt('iva5'), massage('excluido'), shirt(undefined, 'c'.repeat(24))],
      shippingInfo: null,
    });
    const charged = [{ payNow: 118_000 }, { payNow: 26_000 }, { payNow: 118_000 }];
    expect(cartTaxIncluded(cart, charged, 15_000)).toBe(
      splitTax(118_000, 'iva5').tax + 0 + splitTax(118_000, 'iva19').tax + splitTax(15_000, 'iva19').tax,
    );
    expect(cartTaxIncluded(cart, [], 0)).toBe(0);
  });
});
