import { recordsTaxTotals, taxIncludedRows, type ChargedRecord } from '~/domain/invoicing/charged-tax.ts';
import { formatCop } from '~/domain/money/money.ts';

/**
 * "IVA incluido (IVA 19 %) $ 15.968": the IVA what a payment charged includes, per rate, as rows of
 * a `<dl>` (src/domain/invoicing/charged-tax.ts). The server gives every line its treatment.
 */
export default function TaxIncludedFacts({ records }: { records: readonly ChargedRecord[] }) {
  return (
    <>
      {taxIncludedRows(recordsTaxTotals(records)).map((row) => (
        <div key={row.label} className="tax-included-fact">
          <dt>{row.label}</dt>
          <dd>{formatCop(row.tax)}</dd>
        </div>
      ))}
    </>
  );
}
