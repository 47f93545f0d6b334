import AdminGate from '~/islands/admin/common/AdminGate.tsx';
import ClosuresSection from './ClosuresSection.tsx';
import WeekHoursForm from './WeekHoursForm.tsx';
import './schedule.css';

/** /admin-panel/horarios: the weekly hours, then the closures and special days (#cierres). */
export default function SchedulePage() {
  return (
    <AdminGate>
      <WeekHoursForm />
      <ClosuresSection />
    </AdminGate>
  );
}
