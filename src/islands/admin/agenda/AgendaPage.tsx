import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import AgendaBoard from './AgendaBoard.tsx';

/** /admin-panel/agenda: the day or week of appointments by hour. */
export default function AgendaPage() {
  return (
    <AdminGate>
      <AgendaBoard />
    </AdminGate>
  );
}
