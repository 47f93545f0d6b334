import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import PaymentReviews from '~/islands/admin/records/payments/PaymentReviews.tsx';
import RecordsSection from './RecordsSection.tsx';

/** /admin-panel/all-Ventas: the payments to review (when there are any), then product sales with their shipping details. */
export default function AllVentas() {
  return (
    <AdminGate>
      <PaymentReviews />
      <RecordsSection type="ventas" />
    </AdminGate>
  );
}
