import { useEffect, useEffectEvent, useState } from 'react';
import { isServiceCategory, toCardProduct, type CardProduct } from '~/domain/catalogue/catalogue.ts';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { getCategoryProducts, getProducts } from '~/lib/api/catalogue.ts';
import ListState from '~/islands/ui/ListState.tsx';
import ProductCardView, { ProductCardSkeleton } from './ProductCardView.tsx';

export type ProductSource = { kind: 'category'; category: string } | { kind: 'listing'; listing: 'products' | 'services' };

interface Props {
  source: ProductSource;
  /** What the build saw; the list shows it at once and replaces it with the server's answer. */
  initialProducts: CardProduct[];
  layout: 'grid' | 'track';
  /** Placeholders shown only while there is no data yet (8 on listings, 13 in carousels). */
  skeletons: number;
  /** Category pages say when a category is empty or failed to load; listings stay silent. */
  announceEmpty: boolean;
  headingLevel?: 2 | 3;
  listId?: string;
}

async function fetchProducts(source: ProductSource, signal: AbortSignal): Promise<CardProduct[]> {
  if (source.kind === 'category') {
    const { data } = await getCategoryProducts({ category: source.category }, signal);
    return data.map(toCardProduct);
  }
  const { data } = await getProducts(signal);
  const wantServices = source.listing === 'services';
  return data.filter((product) => isServiceCategory(product.category) === wantServices).map(toCardProduct);
}

/** A product list that renders what the build saw and refreshes it from the API. */
export default function LiveProductList({ source, initialProducts, layout, skeletons, announceEmpty, headingLevel = 3, listId }: Props) {
  const [products, setProducts] = useState(initialProducts);
  const [state, setState] = useState<{ status: 'loading' | 'done' } | { status: 'failed'; message: string }>({ status: 'loading' });
  const sourceKey = JSON.stringify(source);

  const fetchFresh = useEffectEvent((signal: AbortSignal) => fetchProducts(source, signal));
  useEffect(() => {
    const controller = new AbortController();
    fetchFresh(controller.signal)
      .then((fresh) => {
        setProducts(fresh);
        setState({ status: 'done' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : messages.unexpectedResponse });
      });
    return () => controller.abort();
    // The source is compared by value: a new object with the same content must not refetch.
  }, [sourceKey]);

  const listClass = layout === 'grid' ? 'product-grid' : 'carousel-track';

  if (products.length > 0) {
    return (
      <ul className={listClass} id={listId}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCardView product={product} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    );
  }

  if (state.status === 'loading') {
    return (
      <>
        <p className="visually-hidden" role="status">
          {messages.loadingProducts}
        </p>
        <ul className={listClass} id={listId} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (!announceEmpty) return <ul className={listClass} id={listId} />;
  if (state.status === 'failed') return <ListState look="page" error={messages.categoryError(state.message)} />;
  return <ListState look="page" empty={messages.categoryEmpty} />;
}
