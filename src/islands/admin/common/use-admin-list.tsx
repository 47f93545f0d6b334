import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApiResult } from '~/lib/api/core.ts';
import { toast } from '~/lib/toast.ts';

/**
 * A section's list, loaded once and again on demand: null until it arrives; a failure is kept for
 * the page (in red) and shown as a toast. `fetchList` is one of the API client's reads.
 */
export function useAdminList<T>(fetchList: () => Promise<ApiResult<T[]>>, failureMessage: (error: unknown) => string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The section's message builder, read when a load fails: sections pass a new function on every
  // render, which must not make `load` (and so the first load) run again.
  const describeFailure = useRef(failureMessage);
  useEffect(() => {
    describeFailure.current = failureMessage;
  });

  const load = useCallback(async () => {
    try {
      const { data } = await fetchList();
      setItems(data);
      setLoadError(null);
    } catch (error) {
      const message = describeFailure.current(error);
      setLoadError(message);
      toast.error(message);
    }
  }, [fetchList]);

  useEffect(() => {
    void load();
  }, [load]);

  return { items, setItems: setItems as Dispatch<SetStateAction<T[] | null>>, loadError, load };
}
