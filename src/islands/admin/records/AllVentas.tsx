import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import PaymentReviews from '~/islands/admin/records/payments/PaymentReviews.tsx';
import RecordsSection from './RecordsSection.tsx';
import WithdrawalRequests from './withdrawals/WithdrawalRequests.tsx';
import './payments/pending-refunds.css';

/** /admin-panel/all-Ventas: the payments to review and the requests of withdrawal (when there are any), then product sales with their shipping details. */
export default function AllVentas() {
  return (
    <AdminGate>
      <PaymentReviews />
      <WithdrawalRequests />
      <RecordsSection type="ventas" />
    </AdminGate>
  );
}
