import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  chunk,
  escapeRegex,
  headerCategoryLinks,
  isHeaderCategorySlug,
  isListedProduct,
  isServiceCategory,
  normalizeText,
  productSearchText,
  slugify,
  toCardProduct,
} from '../../src/domain/catalogue/catalogue.ts';

describe('catalogue rules', () => {
  it('normalises accents and case', () => {
    expect(normalizeText('  Cámara ÑANDÚ ')).toBe('camara nandu');
  });

  it('tells service categories by the word "servicio"', () => {
    expect(isServiceCategory('Servicios')).toBe(true);
    expect(isServiceCategory('Servicios-Home')).toBe(true);
    expect(isServiceCategory('SERVICIO de spa')).toBe(true);
    expect(isServiceCategory('Productos')).toBe(false);
    expect(isServiceCategory('Cámaras')).toBe(false);
  });

  it('slugifies category names', () => {
    expect(slugify('Tarjetas de video')).toBe('tarjetas-de-video');
    expect(slugify('Cámaras')).toBe('camaras');
    expect(slugify('  RAM / DDR5 ')).toBe('ram-ddr5');
  });

  it('escapes every regex meta-character', () => {
    const nasty = '.*+?^${}()|[]\\/-';
    expect(new RegExp(escapeRegex(nasty)).test(`abc${nasty}def`)).toBe(true);
    expect(new RegExp(escapeRegex('a.c')).test('abc')).toBe(false);
  });

  it('builds the search text from name, brand and category', () => {
    expect(productSearchText({ productName: 'Cámara HERO', brandName: 'GoPro', category: 'Cámaras' })).toBe('camara hero gopro camaras');
  });

  it('keeps the 15 category links of the header', () => {
    expect(headerCategoryLinks.map((link) => link.href)).toEqual([
      '/moviles',
      '/fundas',
      '/cargadores',
      '/auriculares',
      '/computadoras',
      '/teclados',
      '/webcams',
      '/almacenamiento',
      '/componentes',
      '/tarjetas',
      '/ram',
      '/ssd',
      '/hogar',
      '/inteligentes',
      '/camaras',
    ]);
  });
});

describe('storefront helpers', () => {
  const product = {
    _id: '0123456789abcdef01234567',
    productName: 'Cámara',
    brandName: 'GoPro',
    category: 'Cámaras',
    productImage: ['/a.svg', '/b.svg'],
    price: 100,
    sellingPrice: 90,
    stock: 3,
  };

  it('keeps only what a card shows', () => {
    const card = toCardProduct({ ...product, description: 'larga', createdAt: 'x' } as typeof product);
    expect(card).toEqual({ ...product, productImage: ['/a.svg'] });
    expect(Object.keys(card)).not.toContain('description');
  });

  it('lists every product that is not a service', () => {
    expect(isListedProduct({ category: 'Productos' })).toBe(true);
    expect(isListedProduct({ category: 'Destacados' })).toBe(true);
    expect(isListedProduct({ category: 'Servicios-Home' })).toBe(false);
  });

  it('links header categories to their page and the rest to product-category', () => {
    expect(categoryHref({ _id: 'abc', slug: 'camaras' })).toBe('/camaras');
    expect(categoryHref({ _id: 'abc', slug: 'destacados' })).toBe('/product-category/abc');
    expect(isHeaderCategorySlug('ram')).toBe(true);
    expect(isHeaderCategorySlug('productos')).toBe(false);
  });

  it('splits ids into groups of at most the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 200)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
