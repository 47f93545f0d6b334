import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { messages } from '~/domain/messages.ts';
import type { ApiResult } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';

/**
 * A section's list, loaded once and again on demand: null until it arrives; a failure is kept for
 * the page (in red) and shown as a toast. `fetchList` is one of the API client's reads.
 */
export function useAdminList<T>(fetchList: () => Promise<ApiResult<T[]>>, failureMessage: (error: unknown) => string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await fetchList();
      setItems(data);
      setLoadError(null);
    } catch (error) {
      const message = failureMessage(error);
      setLoadError(message);
      toast.error(message);
    }
    // The message builder is a plain function of the section, fixed for its lifetime.
  }, [fetchList]);

  useEffect(() => {
    void load();
  }, [load]);

  return { items, setItems: setItems as Dispatch<SetStateAction<T[] | null>>, loadError, load };
}

/** The red load failure with its retry button. */
export function LoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  if (!message) return null;
  return (
    <div className="admin-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline admin-btn-sm" onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
