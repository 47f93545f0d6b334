/**
 * The listings' filters and sorts through `POST /api/filter-product` and its facets, on a category of
 * products made for the test (and the sample services), on both store engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeText, productSearchText } from '../../src/domain/catalogue/catalogue.ts';
import type { Product, ServiceIntensity } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { ProductFacets } from '../../src/domain/catalogue/product-facets.ts';
import { returnStock, takeStock } from '../../functions/services/catalogue/stock.ts';
import { newObjectId } from '../../functions/store/object-id.ts';
import type { ProductDoc } from '../../functions/store/documents.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';
import { body, createHarness, testStoreEngine, type Harness } from './helpers.ts';

const CATEGORY = 'Filtros de prueba';
const SERVICES = 'Servicios de prueba';

let harness: Harness;
const ids: Record<string, string> = {};
const line = (key: string, quantity: number) => ({ productId: ids[key]!, quantity, productName: key });
const itPositional = mongoOnlyOnFerret(testStoreEngine(), 'positional');

interface Fixture {
  key: string;
  productName: string;
  brandName: string;
  sellingPrice: number;
  stock: number;
  day: number;
  description?: string;
  variants?: { options: Record<string, string>; stock: number; sellingPrice?: number }[];
  service?: { serviceDuration: number; serviceIntensity: ServiceIntensity };
}

const fixtures: Fixture[] = [
  { key: 'teclado', productName: 'Teclado Inalámbrico K380', brandName: 'Logitech', sellingPrice: 150_000, stock: 5, day: 1 },
  { key: 'mouse', productName: 'Mouse MX Master', brandName: 'Logitech', sellingPrice: 350_000, stock: 0, day: 2 },
  {
    key: 'audifonos',
    productName: 'Audífonos WH-1000',
    brandName: 'Sony',
    sellingPrice: 900_000,
    stock: 3,
    day: 3,
    description: 'Con teclado de control táctil',
  },
  { key: 'parlante', productName: 'Parlante SRS', brandName: 'Sony', sellingPrice: 250_000, stock: 7, day: 4 },
  {
    key: 'camiseta',
    productName: 'Camiseta Deportiva',
    brandName: 'Nike',
    sellingPrice: 80_000,
    stock: 3,
    day: 5,
    variants: [
      { options: { Talla: 'S', Color: 'Negro' }, stock: 0 },
      { options: { Talla: 'M', Color: 'Negro' }, stock: 2 },
      { options: { Talla: 'L', Color: 'Blanco' }, stock: 1, sellingPrice: 95_000 },
    ],
  },
  {
    key: 'sudadera',
    productName: 'Sudadera Urbana',
    brandName: 'Adidas',
    sellingPrice: 200_000,
    stock: 4,
    day: 6,
    variants: [
      { options: { Talla: 'M', Color: 'Blanco' }, stock: 4 },
      { options: { Talla: 'S', Color: 'Negro' }, stock: 0, sellingPrice: 120_000 },
    ],
  },
];

const serviceFixtures: Fixture[] = [
  {
    key: 'masaje',
    productName: 'Masaje Relajante',
    brandName: 'Spa',
    sellingPrice: 120_000,
    stock: 1,
    day: 7,
    service: { serviceDuration: 60, serviceIntensity: 'ligero' },
  },
  {
    key: 'terapia',
    productName: 'Terapia Profunda',
    brandName: 'Spa',
    sellingPrice: 180_000,
    stock: 1,
    day: 8,
    service: { serviceDuration: 90, serviceIntensity: 'intenso' },
  },
  {
    key: 'express',
    productName: 'Masaje Express',
    brandName: 'Spa',
    sellingPrice: 60_000,
    stock: 1,
    day: 9,
    service: { serviceDuration: 30, serviceIntensity: 'ligero' },
  },
];

function fixtureDoc(fixture: Fixture, category: string): Omit<ProductDoc, '_id'> & { _id: string } {
  const createdAt = new Date(Date.UTC(2026, 0, fixture.day));
  const description = fixture.description ?? `${fixture.productName} de prueba`;
  return {
    _id: newObjectId(),
    productName: fixture.productName,
    brandName: fixture.brandName,
    category,
    productImage: [],
    description,
    price: fixture.sellingPrice,
    sellingPrice: fixture.sellingPrice,
    stock: fixture.stock,
    ...(fixture.variants
      ? {
          options: [
            { name: 'Talla', values: ['S', 'M', 'L'] },
            { name: 'Color', values: ['Negro', 'Blanco'] },
          ],
          variants: fixture.variants.map((variant) => ({ _id: newObjectId(), ...variant })),
        }
      : {}),
    ...(fixture.service ?? {}),
    searchText: productSearchText({ productName: fixture.productName, brandName: fixture.brandName, category }),
    searchDescription: normalizeText(description),
    createdAt,
    updatedAt: createdAt,
  };
}

beforeAll(async () => {
  harness = await createHarness();
  const products = harness.deps.store.collection('products');
  for (const [list, category] of [
    [fixtures, CATEGORY],
    [serviceFixtures, SERVICES],
  ] as const) {
    for (const fixture of list) {
      const doc = fixtureDoc(fixture, category);
      ids[fixture.key] = doc._id;
      await products.insertOne(doc);
    }
  }
});
afterAll(() => harness.close());

async function filter(json: Record<string, unknown>): Promise<Product[]> {
  const response = await harness.request('/api/filter-product', { json });
  expect(response.status).toBe(200);
  return (await body<{ data: Product[] }>(response)).data;
}

const names = async (json: Record<string, unknown>) => (await filter({ category: [CATEGORY], ...json })).map((p) => p.productName);

async function facets(json: Record<string, unknown>): Promise<ProductFacets> {
  const response = await harness.request('/api/filter-product/facets', { json });
  expect(response.status).toBe(200);
  return (await body<{ data: ProductFacets }>(response)).data;
}

describe('POST /api/filter-product: each filter', () => {
  it('answers a category newest first, as the spec asks', async () => {
    expect(await names({})).toEqual([
      'Sudadera Urbana',
      'Camiseta Deportiva',
      'Parlante SRS',
      'Audífonos WH-1000',
      'Mouse MX Master',
      'Teclado Inalámbrico K380',
    ]);
  });

  it('filters by brand', async () => {
    expect(await names({ brand: ['Logitech'] })).toEqual(['Mouse MX Master', 'Teclado Inalámbrico K380']);
    expect(await names({ brand: ['Logitech', 'Nike'] })).toEqual(['Camiseta Deportiva', 'Mouse MX Master', 'Teclado Inalámbrico K380']);
  });

  it('filters by the selling price, a variant’s own too', async () => {
    expect(await names({ minPrice: 200_000, maxPrice: 400_000 })).toEqual(['Sudadera Urbana', 'Parlante SRS', 'Mouse MX Master']);
    // The camiseta sells at 80.000, its L at 95.000; the sudadera at 200.000, its S at 120.000.
    expect(await names({ minPrice: 90_000, maxPrice: 130_000 })).toEqual(['Sudadera Urbana', 'Camiseta Deportiva']);
  });

  it('keeps only what is in stock', async () => {
    expect(await names({ inStock: true })).not.toContain('Mouse MX Master');
    expect((await names({ inStock: true })).length).toBe(5);
  });

  it('filters garments by size and colour, on one variant', async () => {
    expect(await names({ size: ['M'] })).toEqual(['Sudadera Urbana', 'Camiseta Deportiva']);
    expect(await names({ size: ['M'], color: ['Negro'] })).toEqual(['Camiseta Deportiva']);
    expect(await names({ size: ['L'], color: ['Negro'] })).toEqual([]);
    // Both have a size S, but only sold out.
    expect(await names({ size: ['S'] })).toEqual(['Sudadera Urbana', 'Camiseta Deportiva']);
    expect(await names({ size: ['S'], inStock: true })).toEqual([]);
  });

  it('filters services by duration and intensity', async () => {
    const services = async (json: Record<string, unknown>) => (await filter({ category: [SERVICES], ...json })).map((p) => p.productName);
    expect(await services({ duration: [60, 90] })).toEqual(['Terapia Profunda', 'Masaje Relajante']);
    expect(await services({ intensity: ['ligero'] })).toEqual(['Masaje Express', 'Masaje Relajante']);
    expect(await services({ duration: [30], intensity: ['ligero'] })).toEqual(['Masaje Express']);
  });

  it('filters by the search text, accents and case aside, the description too', async () => {
    expect(await names({ q: 'TECLADO' })).toEqual(['Audífonos WH-1000', 'Teclado Inalámbrico K380']);
    expect(await names({ q: 'audifonos' })).toEqual(['Audífonos WH-1000']);
    expect(await names({ q: 'a.*' })).toEqual([]);
  });
});

describe('POST /api/filter-product: sorts and paging', () => {
  it('sorts by price up and down, in the spec’s names and the listings’', async () => {
    const up = [
      'Camiseta Deportiva',
      'Teclado Inalámbrico K380',
      'Sudadera Urbana',
      'Parlante SRS',
      'Mouse MX Master',
      'Audífonos WH-1000',
    ];
    expect(await names({ sort: 'precio-asc' })).toEqual(up);
    expect(await names({ sort: 'price-asc' })).toEqual(up);
    expect(await names({ sort: 'precio-desc' })).toEqual([...up].reverse());
    expect(await names({ sort: 'recientes' })).toEqual(await names({ sort: 'newest' }));
  });

  it('ranks search matches in the name before matches in the description', async () => {
    expect(await names({ q: 'teclado', sort: 'relevancia' })).toEqual(['Teclado Inalámbrico K380', 'Audífonos WH-1000']);
    // Without a search text, relevance is newest first.
    expect(await names({ sort: 'relevancia' })).toEqual(await names({}));
  });

  it('sorts best sellers by the units the captures took, and gives them back with the stock', async () => {
    const store = harness.deps.store;
    expect(await takeStock(store, newObjectId(), [line('parlante', 3), line('teclado', 1)], new Date())).toBeNull();
    const returned = newObjectId();
    expect(await takeStock(store, returned, [line('sudadera', 2)], new Date())).toBeNull();
    expect((await names({ sort: 'mas-vendidos' })).slice(0, 3)).toEqual(['Parlante SRS', 'Sudadera Urbana', 'Teclado Inalámbrico K380']);

    await returnStock(store, returned, [line('sudadera', 2)]);
    expect((await names({ sort: 'mas-vendidos' })).slice(0, 2)).toEqual(['Parlante SRS', 'Teclado Inalámbrico K380']);
    const answered = await filter({ category: [CATEGORY] });
    expect(answered.every((product) => !('salesCount' in product))).toBe(true);
  });

  itPositional('counts a garment’s sales when a size is taken', async () => {
    const store = harness.deps.store;
    const camiseta = (await store.collection('products').findOne({ _id: ids.camiseta! }))!;
    const size = camiseta.variants!.find((variant) => variant.options.Talla === 'M')!;
    const garmentLine = [{ ...line('camiseta', 2), variantId: size._id }];
    const order = newObjectId();
    expect(await takeStock(store, order, garmentLine, new Date())).toBeNull();
    expect((await names({ sort: 'mas-vendidos' })).slice(0, 2)).toEqual(['Parlante SRS', 'Camiseta Deportiva']);
    await returnStock(store, order, garmentLine);
    expect((await names({ sort: 'mas-vendidos' })).slice(0, 2)).toEqual(['Parlante SRS', 'Teclado Inalámbrico K380']);
  });

  it('pages the answer', async () => {
    const all = await names({ sort: 'precio-asc' });
    expect(await names({ sort: 'precio-asc', limit: 2 })).toEqual(all.slice(0, 2));
    expect(await names({ sort: 'precio-asc', limit: 2, skip: 2 })).toEqual(all.slice(2, 4));
    expect(await names({ q: 'teclado', sort: 'relevancia', limit: 1, skip: 1 })).toEqual(['Audífonos WH-1000']);
  });
});

describe('POST /api/filter-product: combined', () => {
  it('combines brand, price, stock and sort', async () => {
    expect(await names({ brand: ['Sony', 'Logitech'], minPrice: 100_000, maxPrice: 400_000, inStock: true, sort: 'precio-desc' })).toEqual([
      'Parlante SRS',
      'Teclado Inalámbrico K380',
    ]);
    expect(await names({ brand: ['Nike', 'Adidas'], size: ['M'], maxPrice: 100_000, sort: 'precio-asc' })).toEqual(['Camiseta Deportiva']);
    expect(await names({ q: 'sony', inStock: true, minPrice: 500_000 })).toEqual(['Audífonos WH-1000']);
  });

  it('refuses bad new fields with 400', async () => {
    for (const json of [
      { brand: 'Sony' },
      { brand: [{ $ne: '' }] },
      { inStock: 'true' },
      { size: [''] },
      { duration: ['60'] },
      { intensity: ['fuerte'] },
      { sort: 'mas-baratos' },
      { q: 'x'.repeat(101) },
      { limit: 0 },
      { skip: -1 },
    ]) {
      expect((await harness.request('/api/filter-product', { json })).status).toBe(400);
      expect((await harness.request('/api/filter-product/facets', { json })).status).toBe(400);
    }
  });
});

describe('POST /api/filter-product/facets', () => {
  it('counts each value over the other choices', async () => {
    const all = await facets({ category: [CATEGORY] });
    expect(all.total).toBe(6);
    expect(all.brands).toEqual([
      { value: 'Logitech', count: 2 },
      { value: 'Sony', count: 2 },
      { value: 'Adidas', count: 1 },
      { value: 'Nike', count: 1 },
    ]);
    expect(all.sizes).toEqual([
      { value: 'M', count: 2 },
      { value: 'S', count: 2 },
      { value: 'L', count: 1 },
    ]);
    expect(all.colors).toEqual([
      { value: 'Blanco', count: 2 },
      { value: 'Negro', count: 2 },
    ]);
    expect(all.inStock).toBe(5);
    expect(all.price).toEqual({ min: 80_000, max: 900_000 });

    // A chosen brand keeps the other brands' counts; the other facets count within it.
    const sony = await facets({ category: [CATEGORY], brand: ['Sony'], inStock: true });
    expect(sony.total).toBe(2);
    expect(sony.brands).toEqual([
      { value: 'Sony', count: 2 },
      { value: 'Adidas', count: 1 },
      { value: 'Logitech', count: 1 },
      { value: 'Nike', count: 1 },
    ]);
    expect(sony.inStock).toBe(2);
    expect(sony.price).toEqual({ min: 250_000, max: 900_000 });
    expect(sony.sizes).toEqual([]);

    // A chosen colour counts the sizes it comes in, in stock when asked.
    const black = await facets({ category: [CATEGORY], color: ['Negro'], inStock: true });
    expect(black.sizes).toEqual([{ value: 'M', count: 1 }]);
    expect(black.total).toBe(1);
  });

  it('counts services by duration and intensity', async () => {
    const services = await facets({ category: [SERVICES], intensity: ['ligero'] });
    expect(services.total).toBe(2);
    expect(services.intensities).toEqual([
      { value: 'ligero', count: 2 },
      { value: 'intenso', count: 1 },
    ]);
    expect(services.durations).toEqual([
      { value: 30, count: 1 },
      { value: 60, count: 1 },
    ]);
  });
});
