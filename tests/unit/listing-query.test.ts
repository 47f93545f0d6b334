import { describe, expect, it } from 'vitest';
import { filterProductBodySchema } from '../../src/domain/catalogue/catalogue-schemas.ts';
import {
  hasListingChoice,
  listingFilterBody,
  listingSearchParams,
  readListingChoice,
  toggled,
  withListingChoice,
} from '../../src/domain/catalogue/listing-query.ts';

const read = (query: string) => readListingChoice(new URLSearchParams(query));

describe('a listing choice in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const query =
      'orden=precio-asc&marca=Logitech&marca=Sony&min=100000&max=500000&disponible=1&talla=M&color=Negro&duracion=60&intensidad=ligero';
    const choice = read(query);
    expect(choice).toEqual({
      orden: 'precio-asc',
      marca: ['Logitech', 'Sony'],
      min: 100_000,
      max: 500_000,
      disponible: true,
      talla: ['M'],
      color: ['Negro'],
      duracion: [60],
      intensidad: ['ligero'],
    });
    expect(listingSearchParams(choice).toString()).toBe(query);
    expect(hasListingChoice(choice)).toBe(true);
  });

  it('leaves out what is unknown or malformed, and swaps a reversed range', () => {
    const choice = read('orden=price-asc&min=abc&max=-5&disponible=si&duracion=x&intensidad=fuerte&marca=&marca=%20&utm_source=x');
    expect(hasListingChoice(choice)).toBe(false);
    expect(listingSearchParams(choice).toString()).toBe('');
    expect(read('min=900&max=100')).toMatchObject({ min: 100, max: 900 });
  });

  it('makes a filter-product body the server accepts, relevance first for a search', () => {
    const body = listingFilterBody({ category: ['Webcams'] }, read('marca=Logitech&max=500000&disponible=1'));
    expect(body).toEqual({ category: ['Webcams'], sort: 'recientes', brand: ['Logitech'], maxPrice: 500_000, inStock: true });
    expect(filterProductBodySchema.safeParse(body).success).toBe(true);
    expect(listingFilterBody({ q: 'teclado' }, read(''))).toEqual({ q: 'teclado', sort: 'relevancia' });
  });

  it('keeps a search’s own parameters when the choice changes', () => {
    const current = new URLSearchParams('q=teclado&description=true&marca=Sony&orden=precio-asc');
    expect(withListingChoice(current, read('marca=Logitech')).toString()).toBe('q=teclado&description=true&marca=Logitech');
  });

  it('adds and takes out a value', () => {
    expect(toggled(['M'], 'L', true)).toEqual(['M', 'L']);
    expect(toggled(['M', 'L'], 'M', false)).toEqual(['L']);
  });
});
