import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
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
