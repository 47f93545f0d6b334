// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { isServiceCategory, normalizeText } from '../../domain/catalogue.ts';
import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { formatCop } from '../../domain/money.ts';
import type { Category, Product } from '../../domain/schemas.ts';
import { deleteProduct } from '../../lib/api/admin/products.ts';
import { getProducts } from '../../lib/api/catalogue.ts';
import { getCategories } from '../../lib/api/categories.ts';
import { toast } from '../../lib/toast.ts';
import AdminGate, { Loading, Toolbar } from './AdminGate.tsx';
import Dialog from './Dialog.tsx';
import { serverMessageOr } from './errors.ts';
import Icon, { icons } from './Icon.tsx';
import ProductForm from './ProductForm.tsx';
import { catalogueChanged } from './publish-status.ts';

/** /admin-panel/all-products: the catalogue as cards, with upload, edit and delete. */
export default function AllProducts() {
  return (
    <AdminGate>
      <ProductsSection />
    </AdminGate>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

function ProductsSection() {
  const id = useId();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);

  const loadProducts = useCallback(async () => {
    try {
      const { data } = await getProducts();
      setProducts(data);
      setLoadError(null);
    } catch (error) {
      const message = serverMessageOr(error, adminMessages.adminProductsFetchError);
      setLoadError(message);
      toast.error(message);
    }
  }, []);

  const loadCategories = useCallback(async () => {
    try {
      const { data } = await getCategories();
      setCategories(data);
    } catch {
      // The form still offers "Nueva categoría"; the list comes back with the next load.
    }
  }, []);

  useEffect(() => {
    void loadProducts();
    void loadCategories();
  }, [loadProducts, loadCategories]);

  const shown = useMemo(() => {
    const key = normalizeText(query);
    if (!products || key === '') return products ?? [];
    return products.filter((product) => normalizeText(`${product.productName} ${product.brandName} ${product.category}`).includes(key));
  }, [products, query]);

  function openEdit(product: Product) {
    if (!product._id) {
      toast.error(messages.productIdMissing);
      return;
    }
    setEditing({ mode: 'edit', product });
  }

  async function remove(product: Product) {
    if (!product._id) {
      toast.error(messages.productIdMissing);
      return;
    }
    if (!window.confirm(adminMessages.adminConfirmDeleteProduct(product.productName))) return;
    setDeleting(product._id);
    try {
      const { message } = await deleteProduct(product._id);
      toast.success(message ?? messages.productDeleted);
      catalogueChanged();
      setProducts((current) => current?.filter((item) => item._id !== product._id) ?? null);
    } catch (error) {
      toast.error(serverMessageOr(error, messages.productDeleteError));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <Toolbar>
        <button type="button" className="btn" onClick={() => setEditing({ mode: 'create' })}>
          <Icon path={icons.plus} />
          {adminMessages.adminUploadProduct}
        </button>
        <div className="admin-search">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {adminMessages.adminSearchProducts}
          </label>
          <Icon path={icons.search} />
          <input
            id={`${id}-search`}
            type="search"
            placeholder={adminMessages.adminSearchProducts}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
      </Toolbar>

      {loadError && (
        <div className="admin-error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => void loadProducts()}>
            {messages.retry}
          </button>
        </div>
      )}
      {!products && !loadError && <Loading />}
      {products && (
        <p className="admin-count" aria-live="polite">
          {adminMessages.adminProductCount(shown.length, products.length)}
        </p>
      )}
      {products && shown.length === 0 && <p className="admin-empty">{products.length === 0 ? adminMessages.adminNoProducts : adminMessages.adminNoMatches}</p>}
      {shown.length > 0 && (
        <ul className="admin-product-grid">
          {shown.map((product) => (
            <li key={product._id}>
              <article className="admin-product-card" aria-labelledby={`${id}-${product._id}`}>
                <div className="admin-product-media">
                  <img src={product.productImage[0] ?? '/images/placeholder.svg'} alt="" width={240} height={240} loading="lazy" decoding="async" />
                  {isServiceCategory(product.category) && <span className="admin-tag">{adminMessages.adminServiceTag}</span>}
                </div>
                <div className="admin-product-body">
                  <h2 className="admin-product-name" id={`${id}-${product._id}`}>
                    {product.productName}
                  </h2>
                  <p className="admin-product-meta">
                    {product.category} · {product.brandName}
                  </p>
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
                    <span className="visually-hidden"> {adminMessages.adminOf(product.productName)} {adminMessages.adminOpensNewTab}</span>
                  </a>
                  <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => openEdit(product)}>
                    {adminMessages.adminEdit}
                    <span className="visually-hidden"> {product.productName}</span>
                  </button>
                  <button
                    type="button"
                    className="btn admin-btn-danger admin-btn-sm"
                    onClick={() => void remove(product)}
                    disabled={deleting === product._id}
                  >
                    {adminMessages.adminDelete}
                    <span className="visually-hidden"> {product.productName}</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        wide
        title={editing?.mode === 'edit' ? adminMessages.adminEditProductTitle : adminMessages.adminUploadProductTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ProductForm
            product={editing.mode === 'edit' ? editing.product : null}
            categories={categories}
            onCategoryCreated={(category) => {
              setCategories((current) => [...current, category]);
              catalogueChanged();
            }}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              catalogueChanged();
              void loadProducts();
            }}
          />
        )}
      </Dialog>
    </>
  );
}
