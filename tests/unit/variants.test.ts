/**
 * The pure rules of products with variants: labels, prices, the pickers' sold-out choices, the
 * admin form's drafts, the guest cart's lines per variant, and the ProductGroup structured data.
 */
import { describe, expect, it } from 'vitest';
import { addProduct, emptyCart, productLineKey, removeProduct, setQuantity, type CartLine } from '../../src/domain/cart/cart.ts';
import { decodeCart } from '../../src/domain/cart/cart-storage.ts';
import { checkoutItems } from '../../src/domain/checkout/checkout.ts';
import { variantMessages } from '../../src/domain/catalogue/messages-variants.ts';
import { productJsonLd } from '../../src/domain/catalogue/product-json-ld.ts';
import { choiceImage, choiceState, chooseValue } from '../../src/domain/catalogue/variant-choice.ts';
import {
  choiceAvailable,
  matchVariant,
  sellingPriceRange,
  variantDisplayName,
  variantLabel,
  type ProductOption,
  type ProductVariant,
} from '../../src/domain/catalogue/variants.ts';
import { generateVariants, variantsBodyOf } from '../../src/islands/admin/products/variant-drafts.ts';

const options: ProductOption[] = [
  { name: 'Talla', values: ['S', 'M', 'L'] },
  { name: 'Color', values: ['Negro', 'Blanco'] },
];
const id = (digit: string) => digit.repeat(24);
const variants: ProductVariant[] = [
  { _id: id('a'), options: { Talla: 'M', Color: 'Negro' }, stock: 2, sellingPrice: 45_000, sku: 'CAM-M-N' },
  { _id: id('b'), options: { Talla: 'L', Color: 'Negro' }, stock: 0 },
  { _id: id('c'), options: { Talla: 'S', Color: 'Blanco' }, stock: 3, image: '/images/blanca.svg' },
];
const garment = { productName: 'Camiseta básica', price: 60_000, sellingPrice: 50_000, stock: 5, options, variants };

describe('naming and pricing a variant', () => {
  it('labels the size as such and every other option by its value', () => {
    expect(variantLabel(options, variants[0]!)).toBe('Talla M · Negro');
    expect(variantDisplayName('Camiseta básica', 'Talla M · Negro')).toBe('Camiseta básica — Talla M · Negro');
    expect(variantDisplayName('Mouse', '')).toBe('Mouse');
  });

  it("ranges the selling prices, a variant without its own taking the product's", () => {
    expect(sellingPriceRange(garment)).toEqual({ min: 45_000, max: 50_000 });
    expect(sellingPriceRange({ ...garment, variants: undefined })).toEqual({ min: 50_000, max: 50_000 });
  });

  it('says "Elige una talla" and "Elige un color"', () => {
    expect(variantMessages.chooseOption('Talla')).toBe('Elige una talla');
    expect(variantMessages.chooseOption('Color')).toBe('Elige un color');
  });
});

describe('the pickers', () => {
  it('finds the variant of a full choice only', () => {
    expect(matchVariant(garment, new Map([['Talla', 'M']]))).toBeUndefined();
    expect(
      matchVariant(
        garment,
        new Map([
          ['Talla', 'M'],
          ['Color', 'Negro'],
        ]),
      )?._id,
    ).toBe(id('a'));
  });

  it('shows a value as sold out when no variant in stock has it with the other choices', () => {
    expect(choiceAvailable(garment, new Map(), 'Talla', 'L')).toBe(false);
    expect(choiceAvailable(garment, new Map(), 'Talla', 'M')).toBe(true);
    expect(choiceAvailable(garment, new Map([['Color', 'Blanco']]), 'Talla', 'M')).toBe(false);
    expect(choiceAvailable(garment, new Map([['Color', 'Blanco']]), 'Talla', 'S')).toBe(true);
  });
});

describe('the guest cart with variants', () => {
  const details = { productName: 'Camiseta básica', productImage: '', category: 'Productos', sellingPrice: 50_000, stock: 3 };

  it('keeps two sizes of one garment as two lines, each changed and removed by its own key', () => {
    let cart = addProduct(emptyCart, id('f'), { ...details, variantLabel: 'Talla M · Negro' }, 1, id('a'));
    cart = addProduct(cart, id('f'), { ...details, variantLabel: 'Talla S · Blanco' }, 1, id('c'));
    cart = addProduct(cart, id('f'), { ...details, variantLabel: 'Talla M · Negro' }, 1, id('a'));
    const lines = cart.items as CartLine[];
    expect(lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [id('a'), 2],
      [id('c'), 1],
    ]);
    const small = productLineKey(lines[1]!);
    cart = setQuantity(cart, small, 3);
    expect((cart.items[1] as CartLine).quantity).toBe(3);
    expect(checkoutItems(cart)).toEqual([
      { productId: id('f'), variantId: id('a'), quantity: 2 },
      { productId: id('f'), variantId: id('c'), quantity: 3 },
    ]);
    // Stored and read back: the variant and its label survive, and two lines stay two.
    const stored = decodeCart(JSON.stringify(cart));
    expect(stored.items).toEqual(cart.items);
    expect(removeProduct(cart, small).items).toHaveLength(1);
  });
});

describe('the admin form drafts', () => {
  it('generates every combination, keeping the rows already typed', () => {
    const drafts = [
      { name: 'Talla', values: 'S, M' },
      { name: 'Color', values: 'Negro' },
    ];
    const typed = {
      _id: id('a'),
      options: { Talla: 'M', Color: 'Negro' },
      stock: '7',
      price: '',
      sellingPrice: '40000',
      sku: '',
      image: '',
    };
    const rows = generateVariants(drafts, [typed]);
    expect(rows.map((row) => [row.options.Talla, row.stock])).toEqual([
      ['S', '0'],
      ['M', '7'],
    ]);
    expect(rows[1]).toBe(typed);
    expect(variantsBodyOf(rows, (text) => Number(text))).toEqual([
      { options: { Talla: 'S', Color: 'Negro' }, stock: 0 },
      { _id: id('a'), options: { Talla: 'M', Color: 'Negro' }, stock: 7, sellingPrice: 40_000 },
    ]);
  });
});

describe('the structured data', () => {
  const base = { _id: id('f'), description: 'Algodón', brandName: 'Parce', productImage: ['/images/camiseta.svg'] };
  const context = {
    site: 'https://tienda.example',
    pageUrl: 'https://tienda.example/product/f',
    category: 'Productos',
    sellerName: 'Tienda',
  };

  it('is a ProductGroup that varies by size and colour, each variant with its SKU, price and availability', () => {
    const ld = productJsonLd({ ...base, ...garment }, context) as {
      '@type': string;
      variesBy: string[];
      hasVariant: Record<string, unknown>[];
    };
    expect(ld['@type']).toBe('ProductGroup');
    expect(ld.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(ld.hasVariant.map((variant) => [variant.sku, variant.size, variant.color, (variant.offers as { price: number }).price])).toEqual(
      [
        ['CAM-M-N', 'M', 'Negro', 45_000],
        [id('b'), 'L', 'Negro', 50_000],
        [id('c'), 'S', 'Blanco', 50_000],
      ],
    );
    expect((ld.hasVariant[1]?.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect(ld.hasVariant[2]?.image).toBe('https://tienda.example/images/blanca.svg');
  });

  it('stays a Product with one offer without variants', () => {
    const ld = productJsonLd({ ...base, ...garment, options: undefined, variants: undefined }, context);
    expect(ld['@type']).toBe('Product');
    expect(ld.sku).toBe(id('f'));
    expect((ld.offers as { price: number }).price).toBe(50_000);
  });
});

describe('the sample garments', () => {
  it('have sizes and colours that the owner form would accept, and the stock of their variants', async () => {
    const { seedProducts } = await import('../../functions/seed/catalogue-data.ts');
    const { productInputSchema } = await import('../../src/domain/catalogue/product-input-schemas.ts');
    const garments = seedProducts.filter((product) => product.variants);
    expect(garments.length).toBeGreaterThanOrEqual(2);
    for (const { key: _key, variants: seeded = [], service: _service, ...product } of garments) {
      const variantsInput = seeded.map(({ key: _variantKey, ...variant }) => variant);
      expect(productInputSchema.safeParse({ ...product, variants: variantsInput }).success).toBe(true);
      expect(product.stock).toBe(variantsInput.reduce((sum, variant) => sum + variant.stock, 0));
    }
  });

  it('offer in their description only the colours they come in, and every one of them', async () => {
    const { seedProducts } = await import('../../functions/seed/catalogue-data.ts');
    const palette = ['negro', 'blanco', 'gris', 'azul', 'rojo', 'verde', 'oliva', 'beige', 'rosado', 'amarillo', 'morado', 'café'];
    for (const garment of seedProducts.filter((product) => product.variants)) {
      const colours = (garment.options?.find((option) => option.name === 'Color')?.values ?? []).map((value) => value.toLowerCase());
      const words = garment.description.toLowerCase().split(/[^a-záéíóúñ]+/);
      const named = palette.filter((colour) => words.includes(colour));
      expect(
        named.filter((colour) => !colours.includes(colour)),
        garment.productName,
      ).toEqual([]);
      expect(
        colours.filter((colour) => !named.includes(colour)),
        garment.productName,
      ).toEqual([]);
    }
  });
});

describe('the admin form check', () => {
  it('marks the stock with the other fields without variants, and not with them', async () => {
    const { checkProductForm, emptyProductForm } = await import('../../src/islands/admin/products/product-form.ts');
    const { messages } = await import('../../src/domain/shared/messages.ts');
    const empty = checkProductForm(emptyProductForm(), []);
    expect(!empty.ok && empty.errors.stock).toBe(messages.stockInvalid);
    const garmentForm = {
      ...emptyProductForm(),
      variants: [{ options: { Talla: 'S' }, stock: '2', price: '', sellingPrice: '', sku: '', image: '' }],
    };
    const withVariants = checkProductForm(garmentForm, []);
    expect(!withVariants.ok && withVariants.errors.stock).toBeUndefined();
  });
});

describe("the page's picker: states, taps and the photo", () => {
  const offered: ProductVariant[] = [
    { _id: id('a'), options: { Talla: 'M', Color: 'Negro' }, stock: 2 },
    { _id: id('b'), options: { Talla: 'L', Color: 'Negro' }, stock: 0 },
    { _id: id('c'), options: { Talla: 'S', Color: 'Blanco' }, stock: 3, image: '/images/blanca.svg' },
    { _id: id('d'), options: { Talla: 'M', Color: 'Blanco' }, stock: 0, image: '/images/blanca.svg' },
    { _id: id('e'), options: { Talla: 'S', Color: 'Negro' }, stock: 1 },
  ];
  const shirt = { ...garment, variants: offered };
  const choice = (entries: [string, string][]) => new Map(entries);

  it('tells a combination the shop does not make from one sold out', () => {
    // L exists only in black, where it is sold out: sold out everywhere, not selectable.
    expect(choiceState(shirt, new Map(), 'Talla', 'L')).toEqual({ state: 'soldOut', selectable: false });
    expect(choiceState(shirt, choice([['Color', 'Blanco']]), 'Talla', 'L')).toEqual({ state: 'soldOut', selectable: false });
    // M in white exists with no stock; M is in stock in black.
    expect(choiceState(shirt, choice([['Color', 'Blanco']]), 'Talla', 'M')).toEqual({ state: 'soldOut', selectable: true });
    expect(choiceState(shirt, choice([['Color', 'Negro']]), 'Talla', 'M')).toEqual({ state: 'available', selectable: true });
    // White is made in S and M only: with L chosen it is not offered (though white is in stock in S).
    const onlyWhiteS = { ...garment, variants: [offered[2]!, { ...offered[1]!, stock: 4 }] };
    expect(choiceState(onlyWhiteS, choice([['Talla', 'L']]), 'Color', 'Blanco')).toEqual({ state: 'notOffered', selectable: true });
  });

  it('keeps a value tapped twice, and lets go of the other choices that no longer fit', () => {
    const picked = choice([
      ['Talla', 'M'],
      ['Color', 'Negro'],
    ]);
    expect([...chooseValue(shirt, picked, 'Talla', 'M')]).toEqual([
      ['Talla', 'M'],
      ['Color', 'Negro'],
    ]);
    // White has no M in stock: the size is let go, the colour chosen.
    expect([...chooseValue(shirt, picked, 'Color', 'Blanco')]).toEqual([['Color', 'Blanco']]);
    expect([...chooseValue(shirt, picked, 'Talla', 'S')]).toEqual([
      ['Talla', 'S'],
      ['Color', 'Negro'],
    ]);
  });

  it("shows the image the choice's variants share, or none", () => {
    expect(choiceImage(shirt, new Map())).toBeUndefined();
    expect(choiceImage(shirt, choice([['Color', 'Blanco']]))).toBe('/images/blanca.svg');
    expect(choiceImage(shirt, choice([['Color', 'Negro']]))).toBeUndefined();
    // S comes in black (no image) and white: no single photo.
    expect(choiceImage(shirt, choice([['Talla', 'S']]))).toBeUndefined();
  });
});
