import AdminGate from './AdminGate.tsx';
import RecordsSection from './RecordsSection.tsx';

/** /admin-panel/all-Ventas: product sales with their shipping details. */
export default function AllVentas() {
  return (
    <AdminGate>
      <RecordsSection type="ventas" />
    </AdminGate>
  );
}
