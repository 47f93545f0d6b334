/**
 * Texts of the listings' filter bar (category pages, /productos, /servicios, search).
 */
import type { ProductSort } from './catalogue-schemas.ts';

export const listingFilterMessages = {
  disclosure: 'Filtrar y ordenar',
  heading: 'Filtros',
  sortLabel: 'Ordenar por',
  sorts: {
    relevancia: 'Relevancia',
    'precio-asc': 'Precio: menor a mayor',
    'precio-desc': 'Precio: mayor a menor',
    recientes: 'Más recientes',
    'mas-vendidos': 'Más vendidos',
  } satisfies Partial<Record<ProductSort, string>>,
  brand: 'Marca',
  price: 'Precio',
  minPrice: 'Precio mínimo',
  maxPrice: 'Precio máximo',
  applyPrice: 'Aplicar precio',
  inStock: 'Solo disponibles',
  size: 'Talla',
  color: 'Color',
  duration: 'Duración',
  durationValue: (minutes: number) => `${minutes} min`,
  intensity: 'Intensidad',
  clear: 'Quitar filtros',
  loading: 'Cargando productos…',
  failed: 'No pudimos aplicar los filtros. Intenta de nuevo.',
  none: 'Ningún producto coincide con estos filtros.',
  count: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
  withCount: (label: string, count: number) => `${label} (${count})`,
} as const;
