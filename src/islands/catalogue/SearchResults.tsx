import { useEffect, useState } from 'react';
import { business } from '~/domain/shared/business.ts';
import { toCardProduct, type CardProduct } from '~/domain/catalogue/catalogue.ts';
import { messages } from '~/domain/shared/messages.ts';
import { searchProducts } from '~/lib/api/search.ts';
import ProductCardView, { ProductCardSkeleton } from './ProductCardView.tsx';
import SearchNoMatch, { type SuggestedCategory } from './SearchNoMatch.tsx';
import ListingFilters from './ListingFilters.tsx';

const SKELETONS = 8;

type State =
  { status: 'loading' } | { status: 'no-query' } | { status: 'done'; products: CardProduct[] } | { status: 'failed'; message: string };

interface Props {
  /** A few categories to offer when nothing matches (from the catalogue the page was built from). */
  suggestions: readonly SuggestedCategory[];
}

/** Results for the `q` of the address, the same cards as the listings; with no match, a box to search again and a few categories. */
export default function SearchResults({ suggestions }: Props) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const q = (params.get('q') ?? '').trim();
    setQuery(q);
    if (q === '') {
      setState({ status: 'no-query' });
      return;
    }
    document.title = `${messages.searchHeading(q)} | ${business.name}`;
    const controller = new AbortController();
    searchProducts({ q, description: params.get('description') ?? 'true' }, controller.signal)
      .then(({ data }) => setState({ status: 'done', products: data.map(toCardProduct) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error ? error.message : messages.unexpectedResponse });
      });
    return () => controller.abort();
  }, []);

  return (
    <>
      <h1 className="page-title">{query ? messages.searchHeading(query) : messages.searchTitle}</h1>
      <div aria-live="polite">
        {state.status === 'done' && state.products.length > 0 && (
          <p className="page-intro">{messages.searchResultCount(state.products.length)}</p>
        )}
        {state.status === 'done' && state.products.length === 0 && <p className="list-message">{messages.searchEmpty}</p>}
        {state.status === 'no-query' && <p className="list-message">{messages.searchPrompt}</p>}
        {state.status === 'failed' && <p className="list-message list-message-error">{messages.categoryError(state.message)}</p>}
        {state.status === 'loading' && <p className="visually-hidden">{messages.loadingProducts}</p>}
      </div>
      {state.status === 'done' && state.products.length === 0 && <SearchNoMatch query={query} categories={suggestions} />}
      {state.status === 'loading' && (
        <ul className="product-grid" aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'done' && state.products.length > 0 && (
        <ListingFilters scope={{ q: query }} services={false}>
          <ul className="product-grid">
            {state.products.map((product, index) => (
              <li key={product._id}>
                <ProductCardView product={product} headingLevel={2} eager={index < 4} />
              </li>
            ))}
          </ul>
        </ListingFilters>
      )}
    </>
  );
}
