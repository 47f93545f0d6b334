import { useEffect, useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { restockAlertAdminMessages as t } from '~/domain/restock-alerts/messages-restock-alerts.ts';
import { fetchWaitingAlerts } from '~/lib/api/admin/restock-alerts.ts';
import { ApiError } from '~/lib/api/core.ts';
import ListState from '~/islands/ui/ListState.tsx';

type Waiting = Awaited<ReturnType<typeof fetchWaitingAlerts>>['data'];

/**
 * The dashboard's "Avisos de existencias": how many shoppers wait for each sold-out product and
 * size, most awaited first (useful for restocking). Its own island beside the dashboard's.
 */
export default function WaitingAlerts() {
  const [items, setItems] = useState<Waiting | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    fetchWaitingAlerts()
      .then((answer) => setItems(answer.data))
      .catch((failure: unknown) => {
        // Signed out or not the owner: the dashboard's own gate says so.
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) return;
        setError(failure instanceof ApiError ? failure.message : String(failure));
      });
  }, []);

  return (
    <section className="admin-card dashboard-list" aria-labelledby="restock-alerts-title" data-waiting-alerts>
      <h2 id="restock-alerts-title">{t.title}</h2>
      <ListState
        look="panel"
        loading={!items && !error && adminMessages.adminLoading}
        error={error}
        empty={items?.length === 0 && t.empty}
      />
      {items && items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={`${item.productId}-${item.variantId ?? ''}`}>
              <a className="admin-strong" href={`/product/${item.productId}`}>
                {item.name}
              </a>{' '}
              <span className="dashboard-badge">{t.waiting(item.waiting)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
