import { describe, expect, it } from 'vitest';
import {
  escapeRegex,
  headerCategoryLinks,
  isServiceCategory,
  normalizeText,
  productSearchText,
  slugify,
} from '../../src/domain/catalogue.ts';

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
    expect(productSearchText({ productName: 'Cámara HERO', brandName: 'GoPro', category: 'Cámaras' })).toBe(
      'camara hero gopro camaras',
    );
  });

  it('keeps the 15 category links of the header', () => {
    expect(headerCategoryLinks.map((link) => link.href)).toEqual([
      '/moviles', '/fundas', '/cargadores', '/auriculares', '/computadoras', '/teclados', '/webcams',
      '/almacenamiento', '/componentes', '/tarjetas', '/ram', '/ssd', '/hogar', '/inteligentes', '/camaras',
    ]);
  });
});
