import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { RecordLine } from '~/domain/records/records.ts';
import { historyText, lineStateText } from './line-history.ts';
import './line-history.css';

/** Under an appointment: where it stands and what happened to it (moves, cancellation, refund). Nothing for an untouched line. */
export default function LineHistory({ line }: { line: RecordLine }) {
  const state = lineStateText(line);
  const history = line.history ?? [];
  if (!state && history.length === 0) return null;
  return (
    <>
      {state && <span className={`admin-line-state${line.cancelledAt ? ' admin-line-state-cancelled' : ''}`}>{state}</span>}
      {history.length > 0 && (
        <ul className="admin-line-history" aria-label={adminMessages.adminLineHistory(line.productName)}>
          {history.map((event) => (
            <li key={`${event.kind}-${event.at}`}>{historyText(event)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
