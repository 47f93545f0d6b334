import { useId } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { formatCop } from '~/domain/money/money.ts';
import type { ShippingRate } from '~/domain/shipping/shipping-schemas.ts';
import { sortedNeighborhoods } from '~/domain/shipping/shipping-editor.ts';
import './shipping-rates.css';

/** A city's shipping fees as saved: the default one and each neighbourhood's. */
export default function CityCard({ rate }: { rate: ShippingRate }) {
  const neighborhoods = sortedNeighborhoods(rate);
  const headingId = useId();
  return (
    <article className="admin-card admin-city" aria-labelledby={headingId}>
      <header className="admin-city-head">
        <h2 id={headingId}>{rate.city}</h2>
        <p>
          {adminMessages.adminDefaultFee}: <span className="admin-strong">{formatCop(rate.default)}</span>
        </p>
      </header>
      {neighborhoods.length === 0 ? (
        <p className="admin-muted">{messages.noNeighborhoods}</p>
      ) : (
        <table className="admin-table admin-table-compact">
          <caption className="visually-hidden">{adminMessages.adminNeighborhoodsOf(rate.city)}</caption>
          <thead>
            <tr>
              <th scope="col">{adminMessages.adminNeighborhood}</th>
              <th scope="col" className="admin-amount">
                {adminMessages.adminFee}
              </th>
            </tr>
          </thead>
          <tbody>
            {neighborhoods.map(([name, fee]) => (
              <tr key={name}>
                <th scope="row" className="admin-row-title">
                  {name}
                </th>
                <td className="admin-amount">{formatCop(fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
