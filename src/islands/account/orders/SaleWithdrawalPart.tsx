import { lazy, Suspense, useState } from 'react';
import { withdrawalMessages as t } from '~/domain/withdrawals/messages-withdrawals.ts';
import type { OwnRecord } from './orders.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import { useSaleWithdrawals } from './withdrawals-context.ts';

// Loaded when the customer asks: the cards need neither the form nor its texts' checks.
const WithdrawalForm = lazy(() => import('./WithdrawalForm.tsx'));

/** A delivered sale's retracto: "Solicitar retracto" while it may be asked, or the request's radicado and state. */
export default function SaleWithdrawalPart({ sale }: { sale: OwnRecord }) {
  const context = useSaleWithdrawals();
  const [asking, setAsking] = useState(false);
  const withdrawal = context?.sales.get(sale._id);
  if (!context || !withdrawal) return null;
  if (withdrawal.request)
    return (
      <p className="order-withdrawal" role="status">
        {t.requestState(withdrawal.request.radicado, t.statusLabels.get(withdrawal.request.status) ?? withdrawal.request.status)}
      </p>
    );
  if (!withdrawal.open || withdrawal.lines.length === 0) return null;
  return (
    <>
      <p className="order-section-links">
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
          {t.ask}
        </button>
      </p>
      <Dialog open={asking} title={t.askTitle(sale.reference)} onClose={() => setAsking(false)}>
        {asking && (
          <Suspense fallback={null}>
            <WithdrawalForm
              sale={sale}
              withdrawal={withdrawal}
              onDone={(sent) => {
                setAsking(false);
                context.sent(sent);
              }}
              onCancel={() => setAsking(false)}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
