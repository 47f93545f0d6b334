import { useId } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import './search-no-match.css';

export interface SuggestedCategory {
  name: string;
  href: string;
}

interface Props {
  query: string;
  categories: readonly SuggestedCategory[];
  /** The links' heading: a few categories by default. */
  linksHeading?: string;
}

/**
 * Under "No encontrado...." (and on the page not found): a box to search again, and a few places
 * to look through instead. Rendered without scripts where nothing needs them (a plain form and links).
 */
export default function SearchNoMatch({ query, categories, linksHeading = messages.searchSuggestedCategories }: Props) {
  const id = useId();
  const headingId = `${id}-categories`;
  return (
    <div className="search-no-match">
      <form className="search-again" action="/search" method="get" role="search" aria-label={messages.searchAgainLabel}>
        <label htmlFor={`${id}-q`}>{messages.searchAgainField}</label>
        <div className="search-again-row">
          <input id={`${id}-q`} type="search" name="q" defaultValue={query} required maxLength={100} autoComplete="off" />
          <input type="hidden" name="description" value="true" />
          <button type="submit" className="btn">
            {messages.searchAgainSubmit}
          </button>
        </div>
      </form>
      {categories.length > 0 && (
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="search-again-title">
            {linksHeading}
          </h2>
          <ul className="search-categories">
            {categories.map((category) => (
              <li key={category.href}>
                <a href={category.href}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
