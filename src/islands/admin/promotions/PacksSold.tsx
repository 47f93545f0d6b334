import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { packMessages as t } from '~/domain/promotions/messages-packs.ts';
import { listSoldPacks } from '~/lib/api/admin/packs.ts';
import ListState from '~/islands/ui/ListState.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { soldPackRows } from './packs-sold.ts';
import './promotions.css';

const columns = t.packColumns;

/** "Bonos vendidos": every pack paid, who bought it, and its sessions used and left (cards on phones). */
export default function PacksSold() {
  const { items: groups, loadError, load } = useAdminList(listSoldPacks, (error) => serverMessageOr(error, t.packsSoldLoadError));
  const rows = groups ? soldPackRows(groups) : null;

  return (
    <section className="promo-section" aria-labelledby="bonos-vendidos-title">
      <h2 id="bonos-vendidos-title">{t.packsSold}</h2>
      <p className="field-hint">{t.packsSoldIntro}</p>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!rows && !loadError && adminMessages.adminLoading}
        empty={rows && rows.length === 0 && t.packsSoldEmpty}
      />
      {rows && rows.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby="bonos-vendidos-title" tabIndex={0}>
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">{columns.customer}</th>
                <th scope="col">{columns.pack}</th>
                <th scope="col">{columns.bought}</th>
                <th scope="col">{columns.total}</th>
                <th scope="col">{columns.used}</th>
                <th scope="col">{columns.left}</th>
                <th scope="col">{columns.expires}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-reference={row.reference}>
                  <td data-label={columns.customer}>
                    {row.customerName}
                    {row.customerEmail && <span className="admin-sub">{row.customerEmail}</span>}
                  </td>
                  <th scope="row" className="admin-row-title" data-label={columns.pack}>
                    {row.packName}
                  </th>
                  <td data-label={columns.bought}>
                    <span className="admin-mono">{row.reference}</span>
                    <span className="admin-sub">{row.purchased}</span>
                  </td>
                  <td data-label={columns.total}>{row.total}</td>
                  <td data-label={columns.used}>
                    {row.used}
                    {row.held > 0 && <span className="promo-note">{t.packHeldNote(row.held)}</span>}
                  </td>
                  <td data-label={columns.left}>{row.left}</td>
                  <td data-label={columns.expires}>
                    <span className={row.expired ? 'promo-state' : undefined}>{row.expires}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
