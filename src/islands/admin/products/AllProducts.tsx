import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { Category, Product } from '~/domain/catalogue/catalogue-schemas.ts';
import { deleteProduct } from '~/lib/api/admin/products.ts';
import { getCategories } from '~/lib/api/categories.ts';
import { toast } from '~/lib/toast.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import AdminGate, { Loading, Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import Icon from '~/islands/ui/Icon.tsx';
import { plusIcon } from '~/islands/ui/icons/admin.ts';
import { searchIcon } from '~/islands/ui/icons/navigation.ts';
import ProductCard from './ProductCard.tsx';
import TaxDefaultControl from './TaxDefaultControl.tsx';
import { countText, hasMore, visibleProducts } from './product-list.ts';
import { catalogueChanged } from '~/islands/admin/common/publish-status.ts';
import ListState from '~/islands/ui/ListState.tsx';
import { useProductList } from './use-product-list.ts';
import './product-list.css';

// Loaded when the dialog first opens: browsing the list needs neither the form nor its schemas.
const ProductForm = lazy(() => import('./ProductForm.tsx'));

/** /admin-panel/all-products: the catalogue as cards, a page at a time, with search, upload, edit and delete. */
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
  const [query, setQuery] = useState('');
  const { list, loading, loadError, more, reload, remove, searching } = useProductList(query);
  const [categories, setCategories] = useState<Category[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const grid = useRef<HTMLUListElement>(null);
  /** After "Cargar más": the position of the first card it added, which then takes the focus. */
  const focusFrom = useRef<number | null>(null);
  const shown = list ? visibleProducts(list) : [];

  useEffect(() => {
    getCategories()
      .then(({ data }) => setCategories(data))
      // The form still offers "Nueva categoría"; the list comes back with the next load.
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || from >= shown.length) return;
    focusFrom.current = null;
    grid.current?.querySelectorAll<HTMLElement>(':scope > li > article')[from]?.focus();
  }, [shown.length]);

  function openEdit(product: Product) {
    if (!product._id) toast.error(messages.productIdMissing);
    else setEditing({ mode: 'edit', product });
  }

  async function removeProduct(product: Product) {
    try {
      const { message } = await deleteProduct(product._id);
      toast.success(message ?? messages.productDeleted);
      catalogueChanged();
      remove(product._id);
    } catch (error) {
      toast.error(serverMessageOr(error, messages.productDeleteError));
    }
  }

  return (
    <>
      <Toolbar>
        <button type="button" className="btn" onClick={() => setEditing({ mode: 'create' })}>
          <Icon path={plusIcon} />
          {adminMessages.adminUploadProduct}
        </button>
        <div className="admin-search">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {adminMessages.adminSearchProducts}
          </label>
          <Icon path={searchIcon} />
          <input
            id={`${id}-search`}
            type="search"
            placeholder={adminMessages.adminSearchProducts}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <TaxDefaultControl />
      </Toolbar>

      <ListState look="panel" error={loadError} onRetry={reload} loading={!list && !loadError && adminMessages.adminLoading} />
      {list && (
        <p className="admin-count" aria-live="polite">
          {countText(list)}
        </p>
      )}
      <ListState
        look="panel"
        empty={list && list.total === 0 && (list.search ? adminMessages.adminNoMatches : adminMessages.adminNoProducts)}
      />
      {shown.length > 0 && (
        <ul className="admin-product-grid" ref={grid} aria-label={adminMessages.adminProductListLabel} aria-busy={loading || searching}>
          {shown.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} headingId={`${id}-${product._id}`} onEdit={openEdit} onDelete={removeProduct} />
            </li>
          ))}
        </ul>
      )}
      {list && hasMore(list) && (
        <div className="admin-load-more">
          <button
            type="button"
            className="btn btn-outline"
            disabled={loading}
            aria-busy={loading || undefined}
            onClick={() => {
              focusFrom.current = shown.length;
              more();
            }}
          >
            {adminMessages.adminLoadMore}
          </button>
        </div>
      )}

      <Dialog
        open={editing !== null}
        size="wide"
        title={editing?.mode === 'edit' ? adminMessages.adminEditProductTitle : adminMessages.adminUploadProductTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <Suspense fallback={<Loading />}>
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
                reload();
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
