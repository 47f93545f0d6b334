/**
 * Copies one store into another through the store contract (so a data dir → data dir copy runs
 * the very code that writes to MongoDB). Ids are kept; a document already identical in the target
 * is left alone, so running it again changes nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import { collectionNames, type AnyDoc, type CollectionName, type Store } from './contract.ts';

export interface CollectionReport {
  collection: CollectionName;
  total: number;
  written: number;
  unchanged: number;
  failed: number;
}

/** Dates compared by instant; everything else as is. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, comparable(inner)]));
  }
  return value;
}

export async function copyStore(source: Store, target: Store, onError?: (collection: string, id: string, error: unknown) => void) {
  const reports: CollectionReport[] = [];
  for (const name of collectionNames) {
    const report: CollectionReport = { collection: name, total: 0, written: 0, unchanged: 0, failed: 0 };
    const from = source.collection(name);
    const to = target.collection(name);
    for (const doc of (await from.find({})) as AnyDoc[]) {
      report.total += 1;
      const existing = (await to.findOne({ _id: doc._id })) as AnyDoc | null;
      if (existing && isDeepStrictEqual(comparable(existing), comparable(doc))) {
        report.unchanged += 1;
        continue;
      }
      const { _id, ...fields } = doc as AnyDoc & Record<string, unknown>;
      const stale = existing ? Object.keys(existing).filter((key) => key !== '_id' && !Object.hasOwn(fields, key)) : [];
      try {
        await to.updateOne(
          { _id },
          { $set: fields, ...(stale.length ? { $unset: Object.fromEntries(stale.map((key) => [key, ''] as const)) } : {}) },
          { upsert: true },
        );
        report.written += 1;
      } catch (error) {
        report.failed += 1;
        onError?.(name, _id, error);
      }
    }
    reports.push(report);
  }
  return reports;
}
