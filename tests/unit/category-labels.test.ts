import { describe, expect, it } from 'vitest';
import { categoryHref, homeServiceCategoryName, slugify } from '../../src/domain/catalogue/catalogue.ts';
import { categoryLabel } from '../../src/domain/catalogue/category-labels.ts';

describe('the category names customers read', () => {
  it('shows the home services\' stored name as "Servicios a domicilio"', () => {
    expect(homeServiceCategoryName).toBe('Servicios-Home');
    expect(categoryLabel('Servicios-Home')).toBe('Servicios a domicilio');
  });

  it('shows every other name as it is stored', () => {
    for (const name of ['Servicios', 'Productos', 'Tarjetas de video', 'Cámaras', 'servicios-home', 'constructor', '__proto__']) {
      expect(categoryLabel(name)).toBe(name);
    }
  });

  it('leaves the stored name, its slug and its address unchanged', () => {
    expect(slugify('Servicios-Home')).toBe('servicios-home');
    expect(categoryHref({ _id: 'abc', slug: 'servicios-home' })).toBe('/product-category/abc');
  });
});
