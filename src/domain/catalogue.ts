/**
 * Catalogue rules shared by the pages, the islands and the API.
 */

/** The category links of the header, in the spec's order (spec §2). */
export const headerCategoryLinks = [
  { href: '/moviles', label: 'Móviles', slug: 'moviles' },
  { href: '/fundas', label: 'Fundas', slug: 'fundas' },
  { href: '/cargadores', label: 'Cargadores', slug: 'cargadores' },
  { href: '/auriculares', label: 'Auriculares', slug: 'auriculares' },
  { href: '/computadoras', label: 'Computadoras', slug: 'computadoras' },
  { href: '/teclados', label: 'Teclados', slug: 'teclados' },
  { href: '/webcams', label: 'Webcams', slug: 'webcams' },
  { href: '/almacenamiento', label: 'Almacenamiento', slug: 'almacenamiento' },
  { href: '/componentes', label: 'Componentes', slug: 'componentes' },
  { href: '/tarjetas', label: 'Tarjetas de video', slug: 'tarjetas' },
  { href: '/ram', label: 'Memoria RAM', slug: 'ram' },
  { href: '/ssd', label: 'Discos SSD', slug: 'ssd' },
  { href: '/hogar', label: 'Hogar', slug: 'hogar' },
  { href: '/inteligentes', label: 'Inteligentes', slug: 'inteligentes' },
  { href: '/camaras', label: 'Cámaras', slug: 'camaras' },
] as const;

export const mainNavLinks = [
  { href: '/', label: 'Inicio' },
  { href: '/nosotros', label: 'Nosotros' },
  { href: '/servicios', label: 'Servicios' },
  { href: '/productos', label: 'Productos' },
] as const;

/** Categories whose services feed the reservation page (spec §9). */
export const reservationCategoryNames = ['Servicios', 'Servicios-Home'] as const;
/** Categories shown as carousels on the home page (spec §9). */
export const homeCarouselCategoryNames = ['Destacados', 'Productos'] as const;

/** Lower-case, accent-free form used for every comparison and search. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** A category whose name contains "servicio" holds services (spec §9). */
export function isServiceCategory(categoryName: string): boolean {
  return normalizeText(categoryName).includes('servicio');
}

/** URL slug for a category name: "Tarjetas de video" → "tarjetas-de-video". */
export function slugify(name: string): string {
  return normalizeText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes every regular-expression meta-character so user text matches literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The text a product is found by: name, brand and category, accent- and case-free. */
export function productSearchText(product: { productName: string; brandName: string; category: string }): string {
  return normalizeText(`${product.productName} ${product.brandName} ${product.category}`);
}
