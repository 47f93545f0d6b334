import { isServiceCategory } from '~/domain/catalogue/catalogue.ts';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import { formatCop } from '~/domain/money/money.ts';
import type { Product } from '~/domain/catalogue/catalogue-schemas.ts';
import ConfirmButton from '~/islands/ui/ConfirmButton.tsx';

interface Props {
  product: Product;
  /** The id its heading takes (the card is labelled by it). */
  headingId: string;
  onEdit: (product: Product) => void;
  /** Called once the admin confirmed in the dialog. */
  onDelete: (product: Product) => Promise<void>;
}

/** One product or service of the admin list: picture, name, price and stock (and what a pack gives), and its actions. */
export default function ProductCard({ product, headingId, onEdit, onDelete }: Props) {
  const { packSessions, packValidityDays } = product;
  const isPack = packSessions !== undefined && packValidityDays !== undefined;
  return (
    // Focusable from script only: "Cargar más" brings the focus to the first card it adds.
    <article className="admin-product-card" aria-labelledby={headingId} tabIndex={-1}>
      <div className="admin-product-media">
        <img src={product.productImage[0] ?? '/images/placeholder.svg'} alt="" width={240} height={240} loading="lazy" decoding="async" />
        {isServiceCategory(product.category) && <span className="admin-tag">{adminMessages.adminServiceTag}</span>}
        {isPack && <span className="admin-tag admin-tag-pack">{packMessages.packBadge}</span>}
      </div>
      <div className="admin-product-body">
        <h2 className="admin-product-name" id={headingId}>
          {product.productName}
        </h2>
        <p className="admin-product-meta">
          {product.category} · {product.brandName}
        </p>
        {isPack && <p className="admin-product-meta">{packMessages.packSummary(packSessions, packValidityDays)}</p>}
        <p className="admin-product-price">
          <span>{formatCop(product.sellingPrice)}</span>
          {product.price > product.sellingPrice && (
            <s>
              <span className="visually-hidden">{messages.previousPriceLabel} </span>
              {formatCop(product.price)}
            </s>
          )}
        </p>
        <p className={product.stock > 0 ? 'admin-stock' : 'admin-stock admin-stock-out'}>{adminMessages.adminStockValue(product.stock)}</p>
      </div>
      <div className="admin-product-actions">
        <a className="admin-link-sm" href={`/product/${product._id}`} target="_blank" rel="noopener">
          {adminMessages.adminViewInShop}
          <span className="visually-hidden">
            {' '}
            {adminMessages.adminOf(product.productName)} {adminMessages.adminOpensNewTab}
          </span>
        </a>
        <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => onEdit(product)}>
          {adminMessages.adminEdit}
          <span className="visually-hidden"> {product.productName}</span>
        </button>
        <ConfirmButton
          className="btn btn-danger admin-btn-sm"
          title={adminMessages.adminDeleteProductTitle}
          question={adminMessages.adminConfirmDeleteProduct(product.productName)}
          confirmLabel={adminMessages.adminDelete}
          onConfirm={() => onDelete(product)}
        >
          {adminMessages.adminDelete}
          <span className="visually-hidden"> {product.productName}</span>
        </ConfirmButton>
      </div>
    </article>
  );
}
