import { useState } from 'react';
import { formatCop } from '~/domain/money/money.ts';
import { formatDay } from '~/domain/shared/dates.ts';
import { withdrawalMessages as t } from '~/domain/withdrawals/messages-withdrawals.ts';
import type { PublicWithdrawal } from '~/domain/withdrawals/withdrawals.ts';
import { approveWithdrawal, getWithdrawals, markWithdrawalRefundDone } from '~/lib/api/admin/withdrawals.ts';
import { toast } from '~/lib/toast.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';

/**
 * The sales page's requests of withdrawal (retracto), when there are any: each with its radicado,
 * the sale, the products, the reason, the amount and the last day; "Aprobar (producto recibido)"
 * refunds, restocks and queues the credit note once the product is back.
 */
export default function WithdrawalRequests() {
  const { items, load } = useAdminList(getWithdrawals, () => t.adminLoadError);
  const [busy, setBusy] = useState<string | null>(null);
  if (!items || items.length === 0) return null;

  async function act(withdrawal: PublicWithdrawal, action: 'approve' | 'refund-done') {
    setBusy(withdrawal._id);
    try {
      const { message } = action === 'approve' ? await approveWithdrawal(withdrawal._id) : await markWithdrawalRefundDone(withdrawal._id);
      toast.success(message ?? t.approved);
      await load();
    } catch (error) {
      toast.error(serverMessageOr(error, t.refundFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="admin-withdrawals" aria-labelledby="admin-withdrawals-title">
      <h2 id="admin-withdrawals-title">{t.adminTitle}</h2>
      <ul className="admin-refunds">
        {items.map((withdrawal) => (
          <li key={withdrawal._id}>
            <p>
              <span className="admin-strong">
                {t.requestState(withdrawal.radicado, t.statusLabels.get(withdrawal.status) ?? withdrawal.status)}
              </span>
              {` · ${withdrawal.reference} · ${withdrawal.customer.name} · ${withdrawal.productNames.join(', ')}`}
            </p>
            <p>
              {`${t.mailReason}: ${withdrawal.reason} · ${t.adminAmount}: ${formatCop(withdrawal.amount)} · ${t.adminLastDay}: ${formatDay(withdrawal.lastDay)}`}
              {withdrawal.refundPending ? ` · ${withdrawal.refundDoneAt ? t.adminRefundDone : t.adminRefundPending}` : ''}
            </p>
            {withdrawal.status !== 'aprobado' && (
              <button
                type="button"
                className="btn btn-outline admin-btn-sm"
                onClick={() => void act(withdrawal, 'approve')}
                disabled={busy === withdrawal._id}
              >
                {t.adminApprove}
                <span className="visually-hidden"> {withdrawal.radicado}</span>
              </button>
            )}
            {withdrawal.refundPending && !withdrawal.refundDoneAt && (
              <button
                type="button"
                className="btn btn-outline admin-btn-sm"
                onClick={() => void act(withdrawal, 'refund-done')}
                disabled={busy === withdrawal._id}
              >
                {t.adminMarkRefundDone}
                <span className="visually-hidden"> {withdrawal.radicado}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
