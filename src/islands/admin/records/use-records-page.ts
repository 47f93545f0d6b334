/**
 * One page of reservations or sales as the server pages them, for the filters applied; loaded
 * again whenever the filters or the page change.
 */
import { useCallback, useEffect, useState } from 'react';
import { getRecordsPage } from '~/lib/api/admin/records.ts';
import { toast } from '~/lib/toast.ts';
import { noFilters, recordsQuery, referenceFromAddress, type RecordsFilters, type RecordsType } from './records.ts';
import type { PublicRecord } from '~/domain/records/records.ts';

export function useRecordsPage(type: RecordsType, failureMessage: string) {
  // Null until the address is read: the list waits for a `?ref=` rather than load everything first.
  const [filters, setFilters] = useState<RecordsFilters | null>(null);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ records: PublicRecord[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!filters) return;
    setLoading(true);
    try {
      const { data, meta } = await getRecordsPage(recordsQuery(type, filters, page));
      setAnswer({ records: data, total: meta.total });
      setLoadError(null);
    } catch {
      setLoadError(failureMessage);
      toast.error(failureMessage);
    } finally {
      setLoading(false);
    }
  }, [type, filters, page, failureMessage]);

  useEffect(() => {
    setFilters({ ...noFilters, reference: referenceFromAddress(window.location.search) });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** New filters start again from the first page. */
  const applyFilters = useCallback((next: RecordsFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  /** A record as the server now has it (after a status change). */
  const replaceRecord = useCallback((record: PublicRecord) => {
    setAnswer((current) => current && { ...current, records: current.records.map((item) => (item._id === record._id ? record : item)) });
  }, []);

  /** After a deletion: the last record of a page gone shows the page before it. */
  const afterDelete = useCallback(() => {
    if (answer && answer.records.length === 1 && page > 1) setPage(page - 1);
    else void load();
  }, [answer, page, load]);

  /** After a new record: the first page, where it shows. */
  const afterCreate = useCallback(() => {
    if (page === 1) void load();
    else setPage(1);
  }, [page, load]);

  return {
    filters: filters ?? noFilters,
    applyFilters,
    page,
    setPage,
    answer,
    loading,
    loadError,
    load,
    replaceRecord,
    afterDelete,
    afterCreate,
  };
}
