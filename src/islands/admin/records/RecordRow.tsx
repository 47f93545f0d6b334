import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { formatCop } from '~/domain/money/money.ts';
import { paymentFigures } from '~/domain/money/payment-figures.ts';
import { formatBogotaDate, formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import type { RecordStatus } from '~/lib/api/admin/records.ts';
import ConfirmButton from '~/islands/ui/ConfirmButton.tsx';
import { SelectField } from '~/islands/ui/Field.tsx';
import EmailText from '~/islands/admin/common/EmailText.tsx';
import Icon from '~/islands/ui/Icon.tsx';
import { eyeIcon, trashIcon } from '~/islands/ui/icons/admin.ts';
import LineHistory from '~/islands/admin/records/detail/LineHistory.tsx';
import { customerOf, shippingSummary, statusesOf, type RecordsType } from './records.ts';
import { recordsText } from './records-text.ts';
import type { PublicRecord } from '~/domain/records/records.ts';

interface Props {
  type: RecordsType;
  record: PublicRecord;
  /** The prefix of the status select's id. */
  idPrefix: string;
  busy: boolean;
  onStatus: (record: PublicRecord, status: RecordStatus) => void;
  onDetail: (record: PublicRecord) => void;
  onDelete: (record: PublicRecord) => Promise<void>;
}

/** One reservation or sale: reference and date, customer, lines, a sale's delivery and shipping fee, total, its status and its actions. */
export default function RecordRow({ type, record, idPrefix, busy, onStatus, onDetail, onDelete }: Props) {
  const words = recordsText[type];
  const customer = customerOf(record);
  const figures = paymentFigures([record]);
  return (
    <tr>
      <th scope="row" className="admin-row-title">
        <span className="admin-mono">{record.reference}</span>
        <time className="admin-sub" dateTime={record.createdAt}>
          {formatBogotaDateTime(record.createdAt)}
        </time>
      </th>
      <td data-label={adminMessages.adminColCustomer}>
        <span className="admin-strong">{customer.name}</span>
        <span className="admin-sub admin-nowrap">{customer.tel}</span>
        {customer.email && (
          <span className="admin-sub">
            <EmailText email={customer.email} />
          </span>
        )}
      </td>
      <td data-label={words.linesColumn}>
        <ul className="admin-lines">
          {record.reservationDetails.map((line, index) => (
            <li key={index} className={line.cancelledAt ? 'admin-line-cancelled' : undefined}>
              <span className="admin-strong admin-line-name">
                {line.productName}
                {type === 'ventas' && ` × ${line.quantity}`}
              </span>
              {line.reservationDate && (
                <span className="admin-sub admin-line-when">
                  {formatBogotaDate(line.reservationDate)} · {line.reservationTime}
                </span>
              )}
              <LineHistory line={line} />
            </li>
          ))}
        </ul>
      </td>
      {type === 'ventas' && (
        <td className="admin-shipping-cell" data-label={adminMessages.adminColDelivery}>
          {shippingSummary(record)}
        </td>
      )}
      {type === 'ventas' && (
        <td className="admin-nowrap" data-label={adminMessages.adminColShipping}>
          {formatCop(figures.shipping)}
        </td>
      )}
      <td className="admin-nowrap" data-label={adminMessages.adminColTotal}>
        <span className="admin-strong">{formatCop(figures.total)}</span>
        {figures.paid !== figures.total && <span className="admin-sub">{adminMessages.adminPaidNow(formatCop(figures.paid))}</span>}
        {figures.refunded > 0 && <span className="admin-sub">{adminMessages.adminRefundedAmount(formatCop(figures.refunded))}</span>}
        {figures.refundPending > 0 && (
          <span className="admin-sub">{adminMessages.adminRefundPendingAmount(formatCop(figures.refundPending))}</span>
        )}
        {figures.balance > 0 && <span className="admin-sub">{adminMessages.adminBalanceAmount(formatCop(figures.balance))}</span>}
      </td>
      <td data-label={adminMessages.adminColStatus}>
        <SelectField
          inputId={`${idPrefix}-${record._id}-status`}
          className="admin-status-field"
          label={words.statusOf(record.reference)}
          hideLabel
          // A failed change is announced as a toast, and the select keeps the stored status.
          error={undefined}
          value={record.status}
          data-status={record.status.replace(/\s+/g, '-')}
          disabled={busy}
          // The select offers only this kind's statuses.
          onChange={(event) => onStatus(record, event.target.value as RecordStatus)}
        >
          {statusesOf(type).map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
      </td>
      <td className="admin-actions-cell">
        <div className="admin-row-actions">
          <button
            type="button"
            className="admin-icon-btn"
            title={adminMessages.adminViewDetail}
            aria-label={`${adminMessages.adminViewDetail} ${record.reference}`}
            onClick={() => onDetail(record)}
          >
            <Icon path={eyeIcon} />
          </button>
          <ConfirmButton
            className="admin-icon-btn admin-icon-danger"
            label={`${adminMessages.adminDelete} ${record.reference}`}
            tooltip={adminMessages.adminDelete}
            disabled={busy}
            title={words.deleteTitle}
            question={words.confirmDelete(record.reference)}
            confirmLabel={adminMessages.adminDelete}
            onConfirm={() => onDelete(record)}
          >
            <Icon path={trashIcon} />
          </ConfirmButton>
        </div>
      </td>
    </tr>
  );
}
