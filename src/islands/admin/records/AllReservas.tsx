import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import RecordsSection from './RecordsSection.tsx';

/** /admin-panel/all-reservas: service reservations, plus manual reservations taken by phone. */
export default function AllReservas() {
  return (
    <AdminGate>
      <RecordsSection type="reservas" />
    </AdminGate>
  );
}
