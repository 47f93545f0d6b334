import { lazy, Suspense, useState } from 'react';
import { shipmentMessages as t } from '~/domain/shipments/messages-shipments.ts';
import { getCarriers } from '~/lib/api/admin/carriers.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import { Loading } from '~/islands/admin/common/AdminGate.tsx';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import './shipping-rates.css';

// Loaded when the dialog first opens: the list needs neither the editor nor its checks.
const CarriersEditor = lazy(() => import('./CarriersEditor.tsx'));

/** The shipping rates page's carriers: each with its tracking address, and their editor. */
export default function CarriersSection() {
  const { items: carriers, loadError, load } = useAdminList(getCarriers, () => t.carriersLoadError);
  const [editing, setEditing] = useState(false);
  return (
    <section className="admin-carriers" aria-labelledby="admin-carriers-title">
      <h2 id="admin-carriers-title">{t.carriersTitle}</h2>
      <p className="field-hint">{t.carriersIntro}</p>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!carriers && !loadError && adminMessages.adminLoading}
      />
      {carriers && (
        <table className="admin-table admin-table-compact">
          <thead>
            <tr>
              <th scope="col">{t.carrierName}</th>
              <th scope="col">{t.carrierPattern}</th>
            </tr>
          </thead>
          <tbody>
            {carriers.map((carrier) => (
              <tr key={carrier.id}>
                <th scope="row" className="admin-row-title">
                  {carrier.name}
                </th>
                <td className="admin-mono">{carrier.trackingUrl ?? t.carrierNoTracking}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="btn btn-outline" onClick={() => setEditing(true)} disabled={!carriers}>
        {t.carriersEdit}
      </button>
      <Dialog open={editing} size="wide" title={t.carriersEdit} onClose={() => setEditing(false)}>
        {carriers && (
          <Suspense fallback={<Loading />}>
            <CarriersEditor
              initial={carriers}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                void load();
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </section>
  );
}
