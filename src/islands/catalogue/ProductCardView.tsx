import type { CardProduct } from '~/domain/catalogue/catalogue.ts';
import { categoryLabel } from '~/domain/catalogue/category-labels.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { variantMessages } from '~/domain/catalogue/messages-variants.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import { discountPercent, formatCop, formatUsdFromCop } from '~/domain/money/money.ts';
import AddToCartButton from './AddToCartButton.tsx';

interface Props {
  product: CardProduct;
  eager?: boolean;
  headingLevel?: 2 | 3;
}

/** The card of components/ProductCard.astro for lists rendered by islands: same markup, same classes. */
export default function ProductCardView({ product, eager = false, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownPrice = product.fromPrice ?? product.sellingPrice;
  const discount = product.fromPrice === undefined ? discountPercent(product.price, product.sellingPrice) : 0;
  return (
    <article className="product-card">
      <a href={`/product/${product._id}`} className="product-card-link">
        <span className="product-card-media">
          <img
            src={product.productImage[0] ?? '/images/placeholder.svg'}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <Heading className="product-card-title">{product.productName}</Heading>
      </a>
      <p className="product-card-meta">
        {categoryLabel(product.category)} · {product.brandName}
      </p>
      {product.pack && (
        <p className="product-card-meta product-card-pack">
          {packMessages.packBadge} · {packMessages.packSummary(product.pack.sessions, product.pack.validityDays)}
        </p>
      )}
      <p className="prices prices-card">
        <span className="price-line">
          <span className="price-now">
            {product.fromPrice === undefined ? formatCop(shownPrice) : variantMessages.fromPrice(formatCop(shownPrice))}
          </span>
          <span className="price-usd">≈ {formatUsdFromCop(shownPrice)}</span>
        </span>
        {discount > 0 && (
          <span className="price-line price-was">
            <s className="price-before">
              <span className="visually-hidden">{messages.previousPriceLabel} </span>
              <span>{formatCop(product.price)}</span>
            </s>
            <span className="discount-badge">{messages.discountLabel(discount)}</span>
          </span>
        )}
      </p>
      <AddToCartButton product={product} />
    </article>
  );
}

/** A grey card shape shown while a list has no data yet. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <span className="skeleton skeleton-media" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line skeleton-line-short" />
      <span className="skeleton skeleton-button" />
    </div>
  );
}
