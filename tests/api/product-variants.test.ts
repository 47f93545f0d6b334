/**
 * Products with variants (issue: clothing in sizes and colours): the owner saves options and
 * variants, the server gives each variant a stable id and keeps the product's stock as their sum,
 * and every catalogue read returns them. A product without variants is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { variantMessages } from '../../src/domain/catalogue/messages-variants.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { body, createHarness, type Harness } from './helpers.ts';
import { createGarment, garmentInput, variantIdOf } from './variant-helpers.ts';

let harness: Harness;
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.signInAs('ADMIN');
});
afterAll(() => harness.close());

const update = (product: Product, input: Record<string, unknown>) =>
  harness.request('/api/update-product', { cookie: admin.cookie, json: { ...input, _id: product._id } });
const details = async (productId: string) =>
  (await body<{ data: Product }>(await harness.request('/api/product-details', { json: { productId } }))).data;

describe('saving a garment with variants', () => {
  it('gives each variant an id, keeps the stock as their sum and returns them on every read', async () => {
    const product = await createGarment(
      harness,
      admin.cookie,
      [
        { options: { Talla: 'M', Color: 'Negro' }, stock: 3, sku: 'CAM-M-N' },
        { options: { Talla: 'L', Color: 'Negro' }, stock: 0 },
        { options: { Talla: 'S', Color: 'Blanco' }, stock: 4, sellingPrice: 45_000, image: '/images/placeholder.svg' },
      ],
      { stock: 999 },
    );
    expect(product.stock).toBe(7);
    expect(product.options).toEqual([
      { name: 'Talla', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Negro', 'Blanco'] },
    ]);
    expect(product.variants).toHaveLength(3);
    for (const variant of product.variants ?? []) expect(variant._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(product.variants?.map((variant) => variant._id)).size).toBe(3);
    expect(product.variants?.[0]).toEqual({ _id: expect.any(String), options: { Talla: 'M', Color: 'Negro' }, stock: 3, sku: 'CAM-M-N' });
    expect(product.variants?.[2]?.sellingPrice).toBe(45_000);
    // Nothing of the server's bookkeeping leaves it.
    expect(JSON.stringify(product)).not.toContain('restocks');

    const read = await details(product._id);
    expect(read.variants).toEqual(product.variants);
    const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
    expect(all.find((item) => item._id === product._id)?.variants).toEqual(product.variants);
    const byCategory = (
      await body<{ data: Product[] }>(await harness.request('/api/category-product', { json: { category: 'Productos' } }))
    ).data;
    expect(byCategory.find((item) => item._id === product._id)?.variants).toEqual(product.variants);
  });

  it('keeps each variant id across edits: by the id it was sent with, else by its combination', async () => {
    const product = await createGarment(harness, admin.cookie, [
      { options: { Talla: 'S', Color: 'Negro' }, stock: 1 },
      { options: { Talla: 'M', Color: 'Negro' }, stock: 2 },
      { options: { Talla: 'L', Color: 'Negro' }, stock: 3 },
    ]);
    const small = variantIdOf(product, 'S', 'Negro');
    const medium = variantIdOf(product, 'M', 'Negro');
    const edited = await update(
      product,
      garmentInput([
        // Sent with its id, even with another combination: the same variant.
        { _id: small, options: { Talla: 'S', Color: 'Blanco' }, stock: 5 },
        // Sent without an id: matched by its combination.
        { options: { Talla: 'M', Color: 'Negro' }, stock: 6 },
        // New.
        { options: { Talla: 'L', Color: 'Blanco' }, stock: 7 },
      ]),
    );
    expect(edited.status).toBe(200);
    const saved = (await body<{ data: Product }>(edited)).data;
    expect(variantIdOf(saved, 'S', 'Blanco')).toBe(small);
    expect(variantIdOf(saved, 'M', 'Negro')).toBe(medium);
    const fresh = variantIdOf(saved, 'L', 'Blanco');
    expect([small, medium, variantIdOf(product, 'L', 'Negro')]).not.toContain(fresh);
    expect(saved.stock).toBe(18);
    expect((await details(product._id)).variants?.map((variant) => variant.stock)).toEqual([5, 6, 7]);
  });

  it('goes back to a product without variants when the owner removes them', async () => {
    const product = await createGarment(harness, admin.cookie, [{ options: { Talla: 'S', Color: 'Negro' }, stock: 1 }]);
    const plain = await update(product, { ...garmentInput([]), options: [], stock: 12 });
    expect(plain.status).toBe(200);
    const saved = (await body<{ data: Product }>(plain)).data;
    expect(saved.stock).toBe(12);
    expect(saved).not.toHaveProperty('variants');
    expect(saved).not.toHaveProperty('options');
  });

  it('leaves a product without variants exactly as before', async () => {
    const created = await harness.request('/api/upload-product', {
      cookie: admin.cookie,
      json: { ...garmentInput([]), options: undefined, variants: undefined, stock: 4 },
    });
    expect(created.status).toBe(201);
    const product = (await body<{ data: Product }>(created)).data;
    expect(product.stock).toBe(4);
    expect(product).not.toHaveProperty('variants');
    expect(product).not.toHaveProperty('options');
    // Without variants the stock is required, as it always was.
    const noStock = await harness.request('/api/upload-product', { cookie: admin.cookie, json: { ...garmentInput([]), options: [] } });
    expect(noStock.status).toBe(400);
    expect((await body(noStock)).message).toBe(messages.stockInvalid);
  });
});

describe('refusing options and variants that do not fit', () => {
  const refusal = async (input: Record<string, unknown>) => {
    const response = await harness.request('/api/upload-product', { cookie: admin.cookie, json: input });
    return { status: response.status, message: (await body(response)).message };
  };

  it.each([
    [
      'variants without options',
      garmentInput([{ options: { Talla: 'S' }, stock: 1 }], { options: [] }),
      variantMessages.variantsWithoutOptions,
    ],
    ['options without variants', garmentInput([]), variantMessages.optionsWithoutVariants],
    ['a variant missing an option', garmentInput([{ options: { Talla: 'S' }, stock: 1 }]), variantMessages.variantOptionsMismatch],
    [
      'a value the option lacks',
      garmentInput([{ options: { Talla: 'XXL', Color: 'Negro' }, stock: 1 }]),
      variantMessages.variantOptionsMismatch,
    ],
    [
      'an option the product lacks',
      garmentInput([{ options: { Talla: 'S', Color: 'Negro', Manga: 'Larga' }, stock: 1 }]),
      variantMessages.variantOptionsMismatch,
    ],
    [
      'two variants with the same combination',
      garmentInput([
        { options: { Talla: 'S', Color: 'Negro' }, stock: 1 },
        { options: { Color: 'Negro', Talla: 'S' }, stock: 2 },
      ]),
      variantMessages.variantRepeated('Talla S · Negro'),
    ],
    ['a negative stock', garmentInput([{ options: { Talla: 'S', Color: 'Negro' }, stock: -1 }]), variantMessages.variantStockInvalid],
    ['a fractional stock', garmentInput([{ options: { Talla: 'S', Color: 'Negro' }, stock: 1.5 }]), variantMessages.variantStockInvalid],
    [
      'a selling price above its price',
      garmentInput([{ options: { Talla: 'S', Color: 'Negro' }, stock: 1, sellingPrice: 70_000 }]),
      variantMessages.variantSellingAbovePrice('Talla S · Negro'),
    ],
    [
      'an option named like an object key',
      garmentInput([{ options: { __proto__: 'S' } as Record<string, string>, stock: 1 }], {
        options: [{ name: '__proto__', values: ['S'] }],
      }),
      variantMessages.optionNameInvalid,
    ],
    [
      'an option name with a dot',
      garmentInput([{ options: { 'a.b': 'S' }, stock: 1 }], { options: [{ name: 'a.b', values: ['S'] }] }),
      variantMessages.optionNameInvalid,
    ],
    [
      'two options with one name',
      garmentInput([{ options: { Talla: 'S' }, stock: 1 }], {
        options: [
          { name: 'Talla', values: ['S'] },
          { name: 'talla', values: ['M'] },
        ],
      }),
      variantMessages.optionNameRepeated,
    ],
    [
      'an image from anywhere',
      garmentInput([{ options: { Talla: 'S', Color: 'Negro' }, stock: 1, image: 'https://evil.example/x.png' }]),
      messages.imageUrlInvalid,
    ],
  ])('refuses %s with a 400 and a Spanish message', async (_case, input, message) => {
    expect(await refusal(input)).toEqual({ status: 400, message });
  });

  it('refuses variants on a service', async () => {
    const service = {
      ...garmentInput([{ options: { Talla: 'S', Color: 'Negro' }, stock: 1 }]),
      category: 'Servicios',
      serviceDuration: 30,
      serviceIntensity: 'ligero',
      serviceIncludes: 'Todo',
      serviceRecommendations: 'Nada',
      serviceAdditionalBenefits: 'Piel',
      serviceRecommendedFrequency: 'Mensual',
      serviceDiscountsPromotions: 'Ninguno',
    };
    expect(await refusal(service)).toEqual({ status: 400, message: variantMessages.serviceWithVariants });
  });
});
