/**
 * Catalogue rules shared by the pages, the islands and the API.
 */
import type { PackFields, PackTerms } from '../promotions/packs.ts';
import { sellingPriceRange, type WithVariants } from './variants.ts';

/** The category links of the header, in the order the shop lists them. */
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

/** The category of the services done at the customer's address (a massage at home…). */
export const homeServiceCategoryName = 'Servicios-Home';
/** Categories whose services feed the reservation page. */
export const reservationCategoryNames = ['Servicios', homeServiceCategoryName] as const;
/** Categories shown as carousels on the home page. */
export const homeCarouselCategoryNames = ['Destacados', 'Productos'] as const;

/** Lower-case, accent-free form used for every comparison and search. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** A category whose name contains "servicio" holds services. */
export function isServiceCategory(categoryName: string): boolean {
  return normalizeText(categoryName).includes('servicio');
}

/** A service of this category is done at the customer's address, so it needs one. */
export function isHomeServiceCategory(categoryName: string): boolean {
  return categoryName === homeServiceCategoryName;
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

/** What a product card needs: enough to show it and to add it to the cart, nothing more. */
export type CardProduct = Pick<
  import('./catalogue-schemas.ts').Product,
  '_id' | 'productName' | 'brandName' | 'category' | 'productImage' | 'price' | 'sellingPrice' | 'stock' | 'taxTreatment'
> & {
  /** A garment with sizes or colours: its card links to the page to choose instead of adding blindly. */
  hasVariants?: true;
  /** Its lowest selling price, when its variants' prices differ ("Desde $…"). */
  fromPrice?: number;
  /** A session pack ("bono"): what it gives; its card says so and only a signed-in customer can buy it. */
  pack?: PackTerms;
};

/** `packTermsOf` of packs.ts, repeated here: packs.ts reads the schedule, which reads this file. */
function cardPackTerms({ packSessions, packServiceIds, packValidityDays }: PackFields): PackTerms | null {
  if (!packSessions || !packServiceIds?.length || !packValidityDays) return null;
  return { sessions: packSessions, serviceIds: packServiceIds, validityDays: packValidityDays };
}

export function toCardProduct(product: CardProduct & Pick<WithVariants, 'variants'> & PackFields): CardProduct {
  const { _id, productName, brandName, category, productImage, price, sellingPrice, stock, taxTreatment } = product;
  const pack = product.pack ?? cardPackTerms(product);
  // Cards show only the first image; the rest would only weigh on the page's props.
  const card: CardProduct = {
    _id,
    productName,
    brandName,
    category,
    productImage: productImage.slice(0, 1),
    price,
    sellingPrice,
    stock,
    ...(pack ? { pack } : {}),
    // Its own IVA treatment, for the cart's "IVA incluido"; missing: it follows the shop's default.
    ...(taxTreatment ? { taxTreatment } : {}),
  };
  if (product.variants?.length) {
    const range = sellingPriceRange(product);
    return { ...card, hasVariants: true, ...(range.min !== range.max ? { fromPrice: range.min } : { sellingPrice: range.min }) };
  }
  if (product.hasVariants)
    return { ...card, hasVariants: true, ...(product.fromPrice !== undefined ? { fromPrice: product.fromPrice } : {}) };
  return card;
}

/** The /productos listing holds everything that is not a service. */
export function isListedProduct(product: { category: string }): boolean {
  return !isServiceCategory(product.category);
}

export type HeaderCategorySlug = (typeof headerCategoryLinks)[number]['slug'];

export function isHeaderCategorySlug(slug: string): slug is HeaderCategorySlug {
  return headerCategoryLinks.some((link) => link.slug === slug);
}

/** Where a category's products are shown: its header page when it has one, else /product-category/{id}. */
export function categoryHref(category: { _id: string; slug: string }): string {
  return isHeaderCategorySlug(category.slug) ? `/${category.slug}` : `/product-category/${category._id}`;
}

/** Splits ids into groups the live price endpoint accepts (at most `size` per call). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += size) groups.push(items.slice(index, index + size));
  return groups;
}
