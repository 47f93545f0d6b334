import { lazy, Suspense, useState } from 'react';
import { cashOnDeliveryMessages } from '~/domain/cash-on-delivery/messages-cash-on-delivery.ts';
import { adminCodMessages as t } from '~/domain/cash-on-delivery/messages-admin-cash-on-delivery.ts';
import { formatCop } from '~/domain/money/money.ts';
import { formatShortMoment } from '~/domain/shared/dates.ts';
import {
  cancelCashOnDeliveryOrder,
  collectCashOnDeliveryOrder,
  confirmCashOnDeliveryOrder,
  dispatchCashOnDeliveryOrder,
  listCashOnDelivery,
} from '~/lib/api/admin/cash-on-delivery.ts';
import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import { FormAlert, TextField } from '~/islands/ui/Field.tsx';
import ListState from '~/islands/ui/ListState.tsx';
import { toast } from '~/lib/toast.ts';
import { Loading } from '~/islands/admin/common/AdminGate.tsx';

// The carrier and guide form loads when "Marcar enviada" is first pressed.
const ShipSaleForm = lazy(() => import('~/islands/admin/records/ShipSaleForm.tsx'));

type OpenOrder = Awaited<ReturnType<typeof listCashOnDelivery>>['data'][number];

/** /admin-panel/contra-entrega: the open orders paid on delivery and their steps (the server checks the role and each state). */
export default function CashOnDeliveryOrders() {
  return (
    <AdminGate>
      <OrdersSection />
    </AdminGate>
  );
}

function OrdersSection() {
  const { items, loadError, load } = useAdminList(listCashOnDelivery, (error) => serverMessageOr(error, t.loadError));
  if (loadError && !items) return <FormAlert message={loadError} />;
  if (!items) return <ListState look="account" loading={t.title} />;
  if (items.length === 0) return <p>{t.empty}</p>;
  return (
    <ol className="admin-cod-orders">
      {items.map((order) => (
        <li key={order.reference}>
          <OrderCard order={order} onChange={() => void load()} />
        </li>
      ))}
    </ol>
  );
}

function OrderCard({ order, onChange }: { order: OpenOrder; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState(String(order.total));
  const [shipping, setShipping] = useState(false);
  const act = async (call: () => Promise<{ message?: string | undefined }>) => {
    setBusy(true);
    try {
      const result = await call();
      if (result.message) toast.success(result.message);
      onChange();
    } catch (error) {
      toast.error(serverMessageOr(error, t.actionFailed));
    } finally {
      setBusy(false);
    }
  };
  const { delivery, customer } = order;
  return (
    <article className="admin-cod-order" aria-label={order.reference}>
      <p className="admin-cod-head">
        <strong>{order.reference}</strong> · <span className="admin-cod-state">{cashOnDeliveryMessages.states.get(order.state)}</span>
        {order.confirmedBy && <> · {t.confirmedBy(order.confirmedBy)}</>}
      </p>
      <p>
        {customer.name} · {customer.phone} · {customer.email}
      </p>
      <p>{[delivery.address, delivery.neighborhood, delivery.city, delivery.deliveryTime].filter(Boolean).join(', ')}</p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.productName}>
            {line.quantity} × {line.productName} ({formatCop(line.lineTotal)})
          </li>
        ))}
      </ul>
      <p>
        <strong>{t.total(formatCop(order.total))}</strong>
        {order.fee > 0 && <> ({t.feeIncluded(formatCop(order.fee))})</>}
      </p>
      {order.state === 'por-confirmar' && order.releaseAt && (
        <p className="admin-cod-release">{t.releaseAt(formatShortMoment(order.releaseAt))}</p>
      )}
      {order.shipment && (
        <p className="admin-cod-shipment">
          {order.shipment.carrier} · {order.shipment.guide}
          {order.shipment.url && (
            <>
              {' · '}
              <a href={order.shipment.url} target="_blank" rel="noopener noreferrer">
                {order.shipment.url}
              </a>
            </>
          )}
        </p>
      )}
      {shipping && (
        <Suspense fallback={<Loading />}>
          <ShipSaleForm
            onConfirm={(shipment) => void act(() => dispatchCashOnDeliveryOrder(order.reference, shipment))}
            onClose={() => setShipping(false)}
          />
        </Suspense>
      )}
      <div className="admin-cod-actions">
        {order.state === 'por-confirmar' && (
          <button type="button" className="btn" disabled={busy} onClick={() => void act(() => confirmCashOnDeliveryOrder(order.reference))}>
            {t.confirm}
          </button>
        )}
        {order.state === 'confirmada' && !shipping && (
          <button type="button" className="btn" disabled={busy} onClick={() => setShipping(true)}>
            {t.dispatch}
          </button>
        )}
        {order.state !== 'por-confirmar' && (
          <form
            className="admin-cod-collect"
            onSubmit={(event) => {
              event.preventDefault();
              void act(() => collectCashOnDeliveryOrder(order.reference, Number(amount)));
            }}
          >
            <TextField
              inputId={`cod-amount-${order.reference}`}
              label={t.amountLabel(order.reference)}
              error={undefined}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <button type="submit" className="btn" disabled={busy}>
              {t.collect}
            </button>
          </form>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t.cancelAsk(order.reference))) void act(() => cancelCashOnDeliveryOrder(order.reference));
          }}
        >
          {t.cancel}
        </button>
      </div>
    </article>
  );
}
