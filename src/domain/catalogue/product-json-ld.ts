/**
 * The product page's structured data (schema.org, read by search engines): a `Product` with one
 * offer, or, for a garment with sizes and colours, a `ProductGroup` that `variesBy` its options
 * and lists each variant (`hasVariant`) with its SKU, price and availability; with its published
 * reviews' `aggregateRating` and `review` when it has any.
 */
import { reviewsJsonLd, type ReviewsForJsonLd } from '../reviews/review-json-ld.ts';
import { optionValue, variantLabel, variantPrices, type ProductOption, type ProductVariant } from './variants.ts';

interface LdProduct {
  _id: string;
  productName: string;
  description: string;
  brandName: string;
  productImage: string[];
  sellingPrice: number;
  price: number;
  stock: number;
  options?: ProductOption[] | undefined;
  variants?: ProductVariant[] | undefined;
}

interface LdContext {
  /** The site's origin, to make the images' addresses absolute. */
  site: URL | string;
  pageUrl: string;
  category: string;
  sellerName: string;
  /** Its published reviews: `aggregateRating` and `review` when there is at least one. */
  reviews?: ReviewsForJsonLd | undefined;
}

const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/** The schema.org property an option stands for: sizes and colours have their own; anything else is named as the owner wrote it. */
function variesByOf(option: ProductOption): string {
  const name = option.name.trim().toLowerCase();
  if (name === 'talla') return 'https://schema.org/size';
  if (name === 'color') return 'https://schema.org/color';
  return option.name;
}

function offer(url: string, price: number, stock: number, sellerName: string) {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'COP',
    price,
    availability: availability(stock),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: sellerName },
  };
}

export function productJsonLd(product: LdProduct, context: LdContext): Record<string, unknown> {
  const images = product.productImage.map((image) => new URL(image, context.site).href);
  const common = {
    '@context': 'https://schema.org',
    name: product.productName,
    description: product.description,
    image: images,
    brand: { '@type': 'Brand', name: product.brandName },
    category: context.category,
    ...reviewsJsonLd(context.reviews),
  };
  const options = product.options ?? [];
  if (!product.variants?.length || options.length === 0) {
    return {
      ...common,
      '@type': 'Product',
      sku: product._id,
      offers: offer(context.pageUrl, product.sellingPrice, product.stock, context.sellerName),
    };
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product._id,
    url: context.pageUrl,
    variesBy: options.map(variesByOf),
    hasVariant: product.variants.map((variant) => {
      const size = options.find((option) => variesByOf(option).endsWith('/size'));
      const color = options.find((option) => variesByOf(option).endsWith('/color'));
      return {
        '@type': 'Product',
        name: `${product.productName} — ${variantLabel(options, variant)}`,
        sku: variant.sku ?? variant._id,
        image: variant.image ? new URL(variant.image, context.site).href : images[0],
        ...(size ? { size: optionValue(variant, size.name) } : {}),
        ...(color ? { color: optionValue(variant, color.name) } : {}),
        offers: offer(context.pageUrl, variantPrices(product, variant).sellingPrice, variant.stock, context.sellerName),
      };
    }),
  };
}
