import type { ReactNode } from 'react';
import './summary-list.css';

export interface SummaryItem {
  term: string;
  value: ReactNode;
  /** A class for the value (e.g. a monospaced reference). */
  valueClass?: string;
}

/** Terms and their values, in a grid of columns or one under another. */
export default function SummaryList({ items, grid = true }: { items: readonly (SummaryItem | false | null)[]; grid?: boolean }) {
  return (
    <dl className={grid ? 'admin-summary admin-summary-grid' : 'admin-summary'}>
      {items.map(
        (item) =>
          item && (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd className={item.valueClass}>{item.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
