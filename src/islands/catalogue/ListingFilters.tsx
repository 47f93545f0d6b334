/**
 * A listing's filter bar: sort, brand, price, "Solo disponibles", and sizes and colours (garments) or
 * duration and intensity (services). The page's own grid is the first paint; once the address
 * carries choices, the island shows the server's filtered list instead and hides that grid. An Astro
 * page puts its grid right after the island, in an element marked `data-listing-grid` (not as the
 * island's children: the add-to-cart islands inside a React island's slot would never hydrate); a
 * React parent (search) passes its list as children. Every choice is
 * written to the address (history.pushState), so a filtered listing can be shared and reloaded, and
 * the back button brings the previous choice back (popstate).
 */
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toCardProduct, type CardProduct } from '~/domain/catalogue/catalogue.ts';
import type { ProductFacets } from '~/domain/catalogue/product-facets.ts';
import { intensityName } from '~/domain/catalogue/intensity.ts';
import {
  hasListingChoice,
  listingFilterBody,
  listingSearchParams,
  listSorts,
  readListingChoice,
  toggled,
  type ListingChoice,
  type ListingScope,
  withListingChoice,
} from '~/domain/catalogue/listing-query.ts';
import { listingFilterMessages as t } from '~/domain/catalogue/messages-listing-filters.ts';
import { getFilteredProducts, getProductFacets } from '~/lib/api/listing-filters.ts';
import ProductCardView, { ProductCardSkeleton } from './ProductCardView.tsx';
import './listing-filters.css';

interface Props {
  scope: ListingScope;
  /** Services filter by duration and intensity; products by brand, size and colour. */
  services: boolean;
  /** A React parent's own list; an Astro page's grid follows the island instead (`data-listing-grid`). */
  children?: ReactNode;
}

/** The Astro page's own grid, right after the island. */
const PAGE_GRID = '[data-listing-grid]';
/** The choices (as the address writes them) the page's grid already answers, rendered by the server. */
const pageApplied = () => document.querySelector<HTMLElement>(PAGE_GRID)?.dataset.listingApplied ?? '';

type Results = { status: 'idle' | 'loading' } | { status: 'done'; products: CardProduct[] } | { status: 'failed' };

const WIDE = '(min-width: 48rem)';

/** Placeholder cards where a filtered list is on its way; as many of its first cards load their image at once. */
const PLACEHOLDER_CARDS = 4;

function CheckList<V extends string | number>(props: {
  legend: string;
  counts: { value: V; count: number }[];
  chosen: readonly V[];
  label?: (value: V) => string;
  onToggle: (value: V, on: boolean) => void;
}) {
  if (props.counts.length === 0 && props.chosen.length === 0) return null;
  const values = [
    ...props.counts,
    ...props.chosen.filter((value) => !props.counts.some((count) => count.value === value)).map((value) => ({ value, count: 0 })),
  ];
  return (
    <fieldset className="listing-filters__group">
      <legend>{props.legend}</legend>
      {values.map(({ value, count }) => (
        <label key={String(value)} className="listing-filters__check">
          <input
            type="checkbox"
            checked={props.chosen.includes(value)}
            onChange={(event) => props.onToggle(value, event.currentTarget.checked)}
          />
          {t.withCount(props.label ? props.label(value) : String(value), count)}
        </label>
      ))}
    </fieldset>
  );
}

export default function ListingFilters({ scope, services, children }: Props) {
  const [choice, setChoice] = useState<ListingChoice>(() => readListingChoice(new URLSearchParams()));
  const [facets, setFacets] = useState<ProductFacets | null>(null);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const [applied, setApplied] = useState('');
  const details = useRef<HTMLDetailsElement>(null);
  const scopeKey = JSON.stringify(scope);

  // The address's choices once the page runs, and again whenever the back or forward button moves it.
  useEffect(() => {
    const fromAddress = () => setChoice(readListingChoice(new URLSearchParams(window.location.search)));
    setApplied(pageApplied());
    fromAddress();
    if (details.current && window.matchMedia(WIDE).matches) details.current.open = true;
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  const choiceKey = listingSearchParams(choice).toString();
  const load = useEffectEvent((signal: AbortSignal) => {
    const body = listingFilterBody(scope, choice);
    getProductFacets(body, signal)
      .then(({ data }) => setFacets(data))
      .catch(() => undefined);
    if (!hasListingChoice(choice) || choiceKey === applied) {
      setResults({ status: 'idle' });
      return;
    }
    setResults({ status: 'loading' });
    getFilteredProducts(body, signal)
      .then(({ data }) => setResults({ status: 'done', products: data.map(toCardProduct) }))
      .catch(() => {
        if (!signal.aborted) setResults({ status: 'failed' });
      });
  });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
    // The scope and the choice are compared by value.
  }, [scopeKey, choiceKey, applied]);

  const choose = (next: ListingChoice) => {
    const query = withListingChoice(new URLSearchParams(window.location.search), next).toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    setChoice(next);
  };

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = String(form.get(name) ?? '').replace(/\D/g, '');
      return value === '' ? undefined : Number(value);
    };
    let min = read('min');
    let max = read('max');
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    choose({ ...choice, min, max });
  };

  const sorts = listSorts.filter((sort) => sort !== 'relevancia' || scope.q);
  const filtered = hasListingChoice(choice);
  // The island's own list replaces the page's grid, unless the page was rendered for this very choice.
  const replacing = filtered && choiceKey !== applied;
  const pending = replacing && (results.status === 'idle' || results.status === 'loading');
  useEffect(() => {
    document.querySelector<HTMLElement>(PAGE_GRID)?.toggleAttribute('hidden', replacing);
  }, [replacing]);

  return (
    <>
      <details ref={details} className="listing-filters">
        <summary>{t.disclosure}</summary>
        <div className="listing-filters__body">
          <label className="listing-filters__sort">
            {t.sortLabel}
            <select
              value={choice.orden ?? (scope.q ? 'relevancia' : 'recientes')}
              onChange={(event) => choose({ ...choice, orden: sorts.find((sort) => sort === event.currentTarget.value) })}
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort as keyof typeof t.sorts]}
                </option>
              ))}
            </select>
          </label>
          <form className="listing-filters__group listing-filters__price" onSubmit={applyPrice} key={`${choice.min}-${choice.max}`}>
            <fieldset>
              <legend>{t.price}</legend>
              <label>
                {t.minPrice}
                <input
                  name="min"
                  inputMode="numeric"
                  defaultValue={choice.min ?? ''}
                  placeholder={facets?.price ? String(facets.price.min) : ''}
                />
              </label>
              <label>
                {t.maxPrice}
                <input
                  name="max"
                  inputMode="numeric"
                  defaultValue={choice.max ?? ''}
                  placeholder={facets?.price ? String(facets.price.max) : ''}
                />
              </label>
              <button type="submit" className="btn btn-outline">
                {t.applyPrice}
              </button>
            </fieldset>
          </form>
          <label className="listing-filters__check">
            <input
              type="checkbox"
              checked={choice.disponible}
              onChange={(event) => choose({ ...choice, disponible: event.currentTarget.checked })}
            />
            {facets ? t.withCount(t.inStock, facets.inStock) : t.inStock}
          </label>
          {!services && (
            <>
              <CheckList
                legend={t.brand}
                counts={facets?.brands ?? []}
                chosen={choice.marca}
                onToggle={(value, on) => choose({ ...choice, marca: toggled(choice.marca, value, on) })}
              />
              <CheckList
                legend={t.size}
                counts={facets?.sizes ?? []}
                chosen={choice.talla}
                onToggle={(value, on) => choose({ ...choice, talla: toggled(choice.talla, value, on) })}
              />
              <CheckList
                legend={t.color}
                counts={facets?.colors ?? []}
                chosen={choice.color}
                onToggle={(value, on) => choose({ ...choice, color: toggled(choice.color, value, on) })}
              />
            </>
          )}
          {services && (
            <>
              <CheckList
                legend={t.duration}
                counts={facets?.durations ?? []}
                chosen={choice.duracion}
                label={t.durationValue}
                onToggle={(value, on) => choose({ ...choice, duracion: toggled(choice.duracion, value, on) })}
              />
              <CheckList
                legend={t.intensity}
                counts={facets?.intensities ?? []}
                chosen={choice.intensidad}
                label={intensityName}
                onToggle={(value, on) => choose({ ...choice, intensidad: toggled(choice.intensidad, value, on) })}
              />
            </>
          )}
          {filtered && (
            <button type="button" className="btn btn-outline" onClick={() => choose(readListingChoice(new URLSearchParams()))}>
              {t.clear}
            </button>
          )}
        </div>
      </details>
      <div className="listing-results" data-filtered={replacing || undefined}>
        <p className="listing-filters__count" role="status">
          {results.status === 'loading' ? t.loading : facets ? t.count(facets.total) : ''}
        </p>
        {/* The page's own list stays in the page (its islands keep running), hidden while a choice applies. */}
        {children !== undefined && <div hidden={replacing}>{children}</div>}
        {pending && (
          <ul className="product-grid" aria-hidden="true">
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {replacing && results.status === 'failed' && <p className="listing-filters__empty">{t.failed}</p>}
        {replacing && results.status === 'done' && results.products.length === 0 && <p className="listing-filters__empty">{t.none}</p>}
        {replacing && results.status === 'done' && results.products.length > 0 && (
          <ul className="product-grid" data-testid="filtered-products">
            {results.products.map((product, index) => (
              <li key={product._id}>
                <ProductCardView product={product} eager={index < PLACEHOLDER_CARDS} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
