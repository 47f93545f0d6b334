import { useId } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { RecordStatus } from '~/lib/api/admin/records.ts';
import RecordRow from './RecordRow.tsx';
import type { RecordsType } from './records.ts';
import { recordsText } from './records-text.ts';
import type { PublicRecord } from '~/domain/records/records.ts';

interface Props {
  type: RecordsType;
  records: readonly PublicRecord[];
  loading: boolean;
  /** The record whose change is under way (its controls wait). */
  busyId: string | null;
  onStatus: (record: PublicRecord, status: RecordStatus) => void;
  onDetail: (record: PublicRecord) => void;
  onDelete: (record: PublicRecord) => Promise<void>;
}

/** The page's records as a table (a list of cards on phones). */
export default function RecordsTable({ type, records, loading, busyId, onStatus, onDetail, onDelete }: Props) {
  const id = useId();
  const words = recordsText[type];
  return (
    <div className="admin-table-wrap" role="region" aria-label={words.tableLabel} tabIndex={0} aria-busy={loading}>
      <table className="admin-table admin-table-stack">
        <thead>
          <tr>
            <th scope="col">{adminMessages.adminColReferenceAndDate}</th>
            <th scope="col">{adminMessages.adminColCustomer}</th>
            <th scope="col">{words.linesColumn}</th>
            {type === 'ventas' && <th scope="col">{adminMessages.adminColDelivery}</th>}
            {type === 'ventas' && <th scope="col">{adminMessages.adminColShipping}</th>}
            <th scope="col">{adminMessages.adminColTotal}</th>
            <th scope="col">{adminMessages.adminColStatus}</th>
            <th scope="col">
              <span className="visually-hidden">{adminMessages.adminColActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <RecordRow
              key={record._id}
              type={type}
              record={record}
              idPrefix={id}
              busy={busyId === record._id}
              onStatus={onStatus}
              onDetail={onDetail}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
