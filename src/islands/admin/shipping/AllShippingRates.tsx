import { lazy, Suspense, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { getShippingRates } from '~/lib/api/shipping.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import AdminGate, { Loading, Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import CityCard from './CityCard.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { editIcon } from '~/islands/ui/icons/admin.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import CarriersSection from './CarriersSection.tsx';

// Loaded when the dialog first opens: the cards need neither the editor nor its schema.
const ShippingEditor = lazy(() => import('./ShippingEditor.tsx'));

/** /admin-panel/all-shipping-rates: each city's fees, and the editor. */
export default function AllShippingRates() {
  return (
    <AdminGate>
      <ShippingSection />
      <CarriersSection />
    </AdminGate>
  );
}

function ShippingSection() {
  const { items: rates, loadError, load } = useAdminList(getShippingRates, () => messages.shippingLoadError);
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Toolbar>
        <button type="button" className="btn" onClick={() => setEditing(true)} disabled={!rates}>
          <Icon path={editIcon} />
          {messages.editShippingRates}
        </button>
      </Toolbar>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!rates && !loadError && adminMessages.adminLoading}
        empty={rates && rates.length === 0 && adminMessages.adminNoCities}
      />
      {rates && rates.length > 0 && (
        <ul className="admin-city-grid">
          {rates.map((rate) => (
            <li key={rate.city}>
              <CityCard rate={rate} />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing} size="wide" title={messages.editShippingRates} onClose={() => setEditing(false)}>
        {rates && (
          <Suspense fallback={<Loading />}>
            <ShippingEditor
              initial={rates}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                void load();
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
