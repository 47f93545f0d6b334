// Tipos de los datos de muestra con los que se siembra el catálogo de la tienda.

export type ServiceIntensity = 'ligero' | 'medio' | 'intenso';

export interface SeedCategory {
  key: string;
  name: string;
  slug: string;
  image: string;
}

export interface SeedServiceFields {
  /** Duración en minutos. */
  serviceDuration: number;
  serviceIncludes: string;
  serviceRecommendations: string;
  serviceIntensity: ServiceIntensity;
  serviceAdditionalBenefits: string;
  serviceRecommendedFrequency: string;
  serviceDiscountsPromotions: string;
}

export interface SeedProduct {
  /** Clave estable en kebab-case, única, p. ej. 'samsung-galaxy-a55'. */
  key: string;
  productName: string;
  brandName: string;
  /** Exactamente un `SeedCategory.name`. */
  category: string;
  description: string;
  /** Precio original, entero en COP. */
  price: number;
  /** Precio de venta, entero en COP, menor o igual a `price`. */
  sellingPrice: number;
  stock: number;
  /** Rutas absolutas del sitio a archivos dentro de public/. */
  productImage: string[];
  /** Solo presente en los servicios. */
  service?: SeedServiceFields;
  /** Prendas con tallas y colores: sus opciones y variantes (el `stock` es entonces su suma). */
  options?: { name: string; values: string[] }[];
  variants?: SeedVariant[];
}

export interface SeedVariant {
  /** Clave estable de la variante dentro del producto, p. ej. 'm-negro'. */
  key: string;
  options: Record<string, string>;
  stock: number;
  sku: string;
  sellingPrice?: number;
  price?: number;
  image?: string;
}

export interface SeedShippingRate {
  city: string;
  default: number;
  neighborhoods: Record<string, number>;
}
