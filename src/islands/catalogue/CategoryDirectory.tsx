import { useCallback, useEffect, useState } from 'react';
import { categoryHref } from '~/domain/catalogue/catalogue.ts';
import { categoryLabel } from '~/domain/catalogue/category-labels.ts';
import { messages } from '~/domain/shared/messages.ts';
import type { Category } from '~/domain/catalogue/catalogue-schemas.ts';
import { getCategories } from '~/lib/api/categories.ts';

interface Props {
  /** The categories the build saw; shown at once, then refreshed from the API. */
  initialCategories: Category[];
}

type Status = 'loading' | 'done' | 'failed';

/** Every category with its image. With none to show and a failed load, it offers a retry. */
export default function CategoryDirectory({ initialCategories }: Props) {
  const [categories, setCategories] = useState(initialCategories);
  const [status, setStatus] = useState<Status>('loading');

  const load = useCallback(async (signal?: AbortSignal) => {
    setStatus('loading');
    try {
      const { data } = await getCategories(signal);
      setCategories(data);
      setStatus('done');
    } catch (error) {
      if (signal?.aborted) return;
      // A failed category load is only logged; the page says there are none when it has none.
      console.error(error);
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (categories.length > 0) {
    return (
      <ul className="category-grid">
        {categories.map((category, index) => (
          <li key={category._id}>
            <a className="category-card" href={categoryHref(category)}>
              <img src={category.image} alt="" width={240} height={240} loading={index < 8 ? 'eager' : 'lazy'} decoding="async" />
              <span className="category-name">{categoryLabel(category.name)}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  if (status === 'loading') {
    return (
      <p className="list-message" role="status">
        {messages.loadingCategories}
      </p>
    );
  }

  return (
    <div className="list-message" role={status === 'failed' ? 'alert' : undefined}>
      <p>{messages.noCategories}</p>
      {status === 'failed' && (
        <button type="button" className="btn" onClick={() => void load()}>
          {messages.retry}
        </button>
      )}
    </div>
  );
}
