import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { adminMessages } from '../../domain/messages-admin.ts';
import { formatCop } from '../../domain/money.ts';
import { formatBogotaDate, formatBogotaDateTime } from '../../domain/schedule.ts';
import { deleteRecord, getRecordsPage, updateRecordStatus, type RecordStatus } from '../../lib/api/admin/records.ts';
import { toast } from '../../lib/toast.ts';
import { Loading, Toolbar } from './AdminGate.tsx';
import Dialog from './Dialog.tsx';
import { serverMessageOr } from './errors.ts';
import Icon, { icons } from './Icon.tsx';
import ManualReservationForm from './ManualReservationForm.tsx';
import RecordDetail from './RecordDetail.tsx';
import {
  customerOf,
  exportCsvUrl,
  filtersError,
  noFilters,
  pageCount,
  recordsQuery,
  shippingSummary,
  statusesOf,
  type RecordsFilters,
  type RecordsType,
} from './records.ts';
import type { AdminRecord } from './types.ts';

const text = {
  reservas: {
    fetchError: messages.reservationsFetchError,
    deleted: messages.reservationDeleted,
    deleteError: messages.reservationDeleteError,
    tableLabel: adminMessages.adminReservationsTableLabel,
    empty: adminMessages.adminNoReservations,
    detailTitle: adminMessages.adminReservationDetailTitle,
    statusOf: adminMessages.adminReservationStatusOf,
    confirmDelete: adminMessages.adminConfirmDeleteReservation,
  },
  ventas: {
    fetchError: messages.salesFetchError,
    deleted: messages.saleDeleted,
    deleteError: messages.saleDeleteError,
    tableLabel: adminMessages.adminSalesTableLabel,
    empty: adminMessages.adminNoSales,
    detailTitle: adminMessages.adminSaleDetailTitle,
    statusOf: adminMessages.adminSaleStatusOf,
    confirmDelete: adminMessages.adminConfirmDeleteSale,
  },
} as const;

/** all-reservas and all-Ventas: newest first, filters, pages, status, detail, delete and CSV. */
export default function RecordsSection({ type }: { type: RecordsType }) {
  const id = useId();
  const words = text[type];
  const [draft, setDraft] = useState<RecordsFilters>(noFilters);
  const [filters, setFilters] = useState<RecordsFilters>(noFilters);
  const [filterProblem, setFilterProblem] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ records: AdminRecord[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [detail, setDetail] = useState<AdminRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const statuses = statusesOf(type);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data, meta } = await getRecordsPage(recordsQuery(type, filters, page));
      setAnswer({ records: data, total: meta.total });
      setLoadError(null);
    } catch {
      setLoadError(words.fetchError);
      toast.error(words.fetchError);
    } finally {
      setLoading(false);
    }
  }, [type, filters, page, words.fetchError]);

  useEffect(() => {
    void load();
  }, [load]);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = filtersError(draft);
    setFilterProblem(problem ?? '');
    if (problem) return;
    setFilters(draft);
    setPage(1);
  }

  function clearFilters() {
    setDraft(noFilters);
    setFilters(noFilters);
    setFilterProblem('');
    setPage(1);
  }

  async function changeStatus(record: AdminRecord, status: RecordStatus) {
    setBusy(record._id);
    try {
      const { data, message } = await updateRecordStatus(record._id, status);
      setAnswer((current) => current && { ...current, records: current.records.map((item) => (item._id === data._id ? data : item)) });
      toast.success(message ?? messages.transactionUpdated);
    } catch (error) {
      toast.error(serverMessageOr(error, adminMessages.adminStatusUpdateError));
    } finally {
      setBusy(null);
    }
  }

  async function remove(record: AdminRecord) {
    if (!window.confirm(words.confirmDelete(record.reference))) return;
    setBusy(record._id);
    try {
      await deleteRecord(record._id);
      toast.success(words.deleted);
      // The last record of a page gone: show the page before it.
      if (answer && answer.records.length === 1 && page > 1) setPage(page - 1);
      else await load();
    } catch {
      toast.error(words.deleteError);
    } finally {
      setBusy(null);
    }
  }

  const pages = answer ? pageCount(answer.total) : 1;

  return (
    <>
      <Toolbar>
        {type === 'reservas' && (
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            <Icon path={icons.plus} />
            {adminMessages.adminNewReservation}
          </button>
        )}
        <a className="btn btn-outline" href={exportCsvUrl(type, filters)} download>
          <Icon path={icons.download} />
          {adminMessages.adminExportCsv}
        </a>
      </Toolbar>

      <form className="admin-filters" onSubmit={applyFilters} aria-label={adminMessages.adminFiltersLabel} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-from`}>{adminMessages.adminFrom}</label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-to`}>{adminMessages.adminTo}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            aria-invalid={filterProblem ? true : undefined}
            aria-describedby={`${id}-filter-error`}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-status`}>{adminMessages.adminColStatus}</label>
          <select id={`${id}-status`} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
            <option value="">{adminMessages.adminAllStatuses}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filter-actions">
          <button type="submit" className="btn admin-btn-sm">
            {adminMessages.adminApplyFilters}
          </button>
          <button type="button" className="btn btn-outline admin-btn-sm" onClick={clearFilters}>
            {adminMessages.adminClearFilters}
          </button>
        </div>
        <p className="admin-field-error admin-filters-error" id={`${id}-filter-error`} aria-live="polite">
          {filterProblem}
        </p>
      </form>

      {loadError && (
        <div className="admin-error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => void load()}>
            {messages.retry}
          </button>
        </div>
      )}
      {!answer && !loadError && <Loading />}
      {answer && answer.records.length === 0 && !loadError && <p className="admin-empty">{words.empty}</p>}
      {answer && answer.records.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-label={words.tableLabel} tabIndex={0} aria-busy={loading}>
          <table className="admin-table admin-table-stack">
            <thead>
              <tr>
                <th scope="col">{adminMessages.adminColReferenceAndDate}</th>
                <th scope="col">{adminMessages.adminColCustomer}</th>
                <th scope="col">{type === 'reservas' ? adminMessages.adminColAppointment : adminMessages.adminColProducts}</th>
                {type === 'ventas' && <th scope="col">{adminMessages.adminColShipping}</th>}
                <th scope="col">{adminMessages.adminColTotal}</th>
                <th scope="col">{adminMessages.adminColStatus}</th>
                <th scope="col">
                  <span className="visually-hidden">{adminMessages.adminColActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.records.map((record) => {
                const customer = customerOf(record);
                return (
                  <tr key={record._id}>
                    <th scope="row" className="admin-row-title">
                      <span className="admin-mono">{record.reference}</span>
                      <time className="admin-sub" dateTime={record.createdAt}>
                        {formatBogotaDateTime(record.createdAt)}
                      </time>
                    </th>
                    <td data-label={adminMessages.adminColCustomer}>
                      <span className="admin-strong">{customer.name}</span>
                      <span className="admin-sub admin-nowrap">{customer.tel}</span>
                      {customer.email && <span className="admin-sub">{customer.email}</span>}
                    </td>
                    <td data-label={type === 'reservas' ? adminMessages.adminColAppointment : adminMessages.adminColProducts}>
                      <ul className="admin-lines">
                        {record.reservationDetails.map((line, index) => (
                          <li key={index}>
                            <span className="admin-strong">
                              {line.productName}
                              {type === 'ventas' && ` × ${line.quantity}`}
                            </span>
                            {line.reservationDate && (
                              <span className="admin-sub">
                                {formatBogotaDate(line.reservationDate)} · {line.reservationTime}
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </td>
                    {type === 'ventas' && (
                      <td className="admin-shipping-cell" data-label={adminMessages.adminColShipping}>
                        {shippingSummary(record)}
                      </td>
                    )}
                    <td className="admin-nowrap" data-label={adminMessages.adminColTotal}>
                      <span className="admin-strong">{formatCop(record.amounts.lines + record.amounts.shipping)}</span>
                      {record.amounts.payNow !== record.amounts.lines + record.amounts.shipping && (
                        <span className="admin-sub">{adminMessages.adminPaidNow(formatCop(record.amounts.payNow))}</span>
                      )}
                    </td>
                    <td data-label={adminMessages.adminColStatus}>
                      <label className="visually-hidden" htmlFor={`${id}-${record._id}-status`}>
                        {words.statusOf(record.reference)}
                      </label>
                      <select
                        id={`${id}-${record._id}-status`}
                        className={`admin-status admin-status-${record.status.replace(/\s+/g, '-')}`}
                        value={record.status}
                        disabled={busy === record._id}
                        // The select offers only this kind's statuses.
                        onChange={(event) => void changeStatus(record, event.target.value as RecordStatus)}
                      >
                        {statuses.map((status) => (
                          <option key={status} value={status}>
                            {status}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="admin-actions-cell">
                      <div className="admin-row-actions">
                        <button
                          type="button"
                          className="admin-icon-btn"
                          title={adminMessages.adminViewDetail}
                          aria-label={`${adminMessages.adminViewDetail} ${record.reference}`}
                          onClick={() => setDetail(record)}
                        >
                          <Icon path={icons.eye} />
                        </button>
                        <button
                          type="button"
                          className="admin-icon-btn admin-icon-danger"
                          title={adminMessages.adminDelete}
                          aria-label={`${adminMessages.adminDelete} ${record.reference}`}
                          disabled={busy === record._id}
                          onClick={() => void remove(record)}
                        >
                          <Icon path={icons.trash} />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {answer && answer.total > 0 && (
        <nav className="admin-pagination" aria-label={adminMessages.adminPagination}>
          <button type="button" className="btn btn-outline admin-btn-sm" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            {adminMessages.adminPreviousPage}
          </button>
          <p aria-live="polite">{adminMessages.adminPageOf(page, pages, answer.total)}</p>
          <button type="button" className="btn btn-outline admin-btn-sm" disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
            {adminMessages.adminNextPage}
          </button>
        </nav>
      )}

      <Dialog open={detail !== null} wide title={detail ? `${words.detailTitle} ${detail.reference}` : words.detailTitle} onClose={() => setDetail(null)}>
        {detail && <RecordDetail record={detail} />}
      </Dialog>
      {type === 'reservas' && (
        <Dialog open={creating} title={adminMessages.adminNewReservationTitle} onClose={() => setCreating(false)}>
          <ManualReservationForm
            onCancel={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              if (page === 1) void load();
              else setPage(1);
            }}
          />
        </Dialog>
      )}
    </>
  );
}
