/**
 * A listing's filter choices as they live in the address (`?orden=precio-asc&marca=Logitech&min=…`),
 * so a filtered listing can be shared, reloaded and walked back, and as the body of `filter-product`.
 */
import { serviceIntensities, type ProductFilter, type ProductSort, type ServiceIntensity } from './catalogue-schemas.ts';

export interface ListingChoice {
  orden?: ProductSort | undefined;
  marca: string[];
  min?: number | undefined;
  max?: number | undefined;
  disponible: boolean;
  talla: string[];
  color: string[];
  duracion: number[];
  intensidad: ServiceIntensity[];
}

/** What a listing shows before any choice: a category's products, a listing's categories, or a search's matches. */
export interface ListingScope {
  category?: string[] | undefined;
  q?: string | undefined;
}

const MAX_VALUES = 50;
/** The sorts a listing offers (the spec's English names stay for the API only). */
export const listSorts: readonly ProductSort[] = ['relevancia', 'precio-asc', 'precio-desc', 'recientes', 'mas-vendidos'];

const texts = (params: URLSearchParams, name: string) =>
  [...new Set(params.getAll(name).map((value) => value.trim()))].filter((value) => value !== '' && value.length <= 60).slice(0, MAX_VALUES);

function wholeNumber(value: string | null, max = 1_000_000_000): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

/** The choices an address carries; anything unknown or malformed is left out. */
export function readListingChoice(params: URLSearchParams): ListingChoice {
  const orden = params.get('orden');
  let min = wholeNumber(params.get('min'));
  let max = wholeNumber(params.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    orden: listSorts.find((sort) => sort === orden),
    marca: texts(params, 'marca'),
    min,
    max,
    disponible: params.get('disponible') === '1',
    talla: texts(params, 'talla'),
    color: texts(params, 'color'),
    duracion: texts(params, 'duracion').flatMap((value) => wholeNumber(value, 24 * 60) ?? []),
    intensidad: texts(params, 'intensidad').filter((value): value is ServiceIntensity =>
      (serviceIntensities as readonly string[]).includes(value),
    ),
  };
}

/** The address's query for the choices, in a stable order (empty when nothing is chosen). */
export function listingSearchParams(choice: ListingChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.orden) params.set('orden', choice.orden);
  for (const value of choice.marca) params.append('marca', value);
  if (choice.min !== undefined) params.set('min', String(choice.min));
  if (choice.max !== undefined) params.set('max', String(choice.max));
  if (choice.disponible) params.set('disponible', '1');
  for (const value of choice.talla) params.append('talla', value);
  for (const value of choice.color) params.append('color', value);
  for (const value of choice.duracion) params.append('duracion', String(value));
  for (const value of choice.intensidad) params.append('intensidad', value);
  return params;
}

const listingChoiceNames = ['orden', 'marca', 'min', 'max', 'disponible', 'talla', 'color', 'duracion', 'intensidad'];

/** The address's query with the choices replaced; what else it carries (a search's `q`) stays. */
export function withListingChoice(current: URLSearchParams, choice: ListingChoice): URLSearchParams {
  const params = new URLSearchParams([...current].filter(([name]) => !listingChoiceNames.includes(name)));
  for (const [name, value] of listingSearchParams(choice)) params.append(name, value);
  return params;
}

export function hasListingChoice(choice: ListingChoice): boolean {
  return listingSearchParams(choice).size > 0;
}

/** The `filter-product` body of a listing's scope and choices (the spec's names, extended). */
export function listingFilterBody(scope: ListingScope, choice: ListingChoice): ProductFilter {
  const min = choice.min;
  const max = choice.max;
  return {
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.q ? { q: scope.q } : {}),
    sort: choice.orden ?? (scope.q ? 'relevancia' : 'recientes'),
    ...(choice.marca.length ? { brand: choice.marca } : {}),
    ...(min !== undefined ? { minPrice: min } : {}),
    ...(max !== undefined ? { maxPrice: max } : {}),
    ...(choice.disponible ? { inStock: true } : {}),
    ...(choice.talla.length ? { size: choice.talla } : {}),
    ...(choice.color.length ? { color: choice.color } : {}),
    ...(choice.duracion.length ? { duration: choice.duracion } : {}),
    ...(choice.intensidad.length ? { intensity: choice.intensidad } : {}),
  };
}

/** A choice's list with one value added or taken out. */
export function toggled<V>(values: readonly V[], value: V, on: boolean): V[] {
  return on ? [...values.filter((item) => item !== value), value] : values.filter((item) => item !== value);
}
