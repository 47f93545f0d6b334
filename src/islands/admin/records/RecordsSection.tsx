import { lazy, Suspense, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { deleteRecord, updateRecordStatus, type RecordStatus, type ShipmentInput } from '~/lib/api/admin/records.ts';
import { shipmentMessages } from '~/domain/shipments/messages-shipments.ts';
import { toast } from '~/lib/toast.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import { Loading, Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import Icon from '~/islands/ui/Icon.tsx';
import { downloadIcon, plusIcon } from '~/islands/ui/icons/admin.ts';
import Pagination from './Pagination.tsx';
import { exportCsvUrl, noFilters, pageCount, statusesOf, type RecordsType } from './records.ts';
import { recordsText } from './records-text.ts';
import RecordsFilters from './RecordsFilters.tsx';
import RecordsTable from './RecordsTable.tsx';
import CancelStatusDialog from './CancelStatusDialog.tsx';
import type { PublicRecord } from '~/domain/records/records.ts';
import ListState from '~/islands/ui/ListState.tsx';
import { useRecordsPage } from './use-records-page.ts';
import './records.css';

// Loaded when their dialogs first open: the list needs neither the detail nor the phone form.
const RecordDetail = lazy(() => import('~/islands/admin/records/detail/RecordDetail.tsx'));
const ManualReservationForm = lazy(() => import('~/islands/admin/records/phone/ManualReservationForm.tsx'));
const ShipSaleForm = lazy(() => import('~/islands/admin/records/ShipSaleForm.tsx'));

/** all-reservas (by appointment, soonest first) and all-Ventas (newest first): filters, pages, status, detail, delete and CSV. */
export default function RecordsSection({ type }: { type: RecordsType }) {
  const words = recordsText[type];
  const { filters, applyFilters, page, setPage, answer, loading, loadError, load, replaceRecord, afterDelete, afterCreate } =
    useRecordsPage(type, words.fetchError);
  const [detail, setDetail] = useState<PublicRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  // "cancelada" is asked first: it cancels for real and is never undone.
  const [cancelling, setCancelling] = useState<PublicRecord | null>(null);
  // "enviada" asks for the carrier and the guide the customer is sent.
  const [shipping, setShipping] = useState<PublicRecord | null>(null);

  function pickStatus(record: PublicRecord, status: RecordStatus) {
    if (status === 'cancelada' && record.status !== 'cancelada') setCancelling(record);
    else if (status === 'enviada' && type === 'ventas') setShipping(record);
    else void changeStatus(record, status);
  }

  async function changeStatus(record: PublicRecord, status: RecordStatus, shipment?: ShipmentInput) {
    setBusy(record._id);
    try {
      const { data, message } = await updateRecordStatus(record._id, status, shipment);
      replaceRecord(data);
      toast.success(message ?? messages.transactionUpdated);
    } catch (error) {
      toast.error(serverMessageOr(error, adminMessages.adminStatusUpdateError));
    } finally {
      setBusy(null);
    }
  }

  async function remove(record: PublicRecord) {
    setBusy(record._id);
    try {
      await deleteRecord(record._id);
      toast.success(words.deleted);
      afterDelete();
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
            <Icon path={plusIcon} />
            {adminMessages.adminNewReservation}
          </button>
        )}
        <a className="btn btn-outline" href={exportCsvUrl(type, filters)} download>
          <Icon path={downloadIcon} />
          {adminMessages.adminExportCsv}
        </a>
      </Toolbar>

      <RecordsFilters statuses={statusesOf(type)} agenda={type === 'reservas'} onApply={applyFilters} />
      {filters.reference && (
        <p className="admin-reference-filter" role="status">
          {adminMessages.adminShowingReference(filters.reference)}{' '}
          <button type="button" className="btn btn-secondary" onClick={() => applyFilters(noFilters)}>
            {adminMessages.adminShowAllRecords}
          </button>
        </p>
      )}

      <p className="field-hint admin-status-hint">
        {type === 'reservas' ? adminMessages.adminReservationStatusesHint : adminMessages.adminSaleStatusesHint}
      </p>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!answer && !loadError && adminMessages.adminLoading}
        empty={answer && answer.records.length === 0 && !loadError && words.empty}
      />
      {answer && answer.records.length > 0 && (
        <RecordsTable
          type={type}
          records={answer.records}
          loading={loading}
          busyId={busy}
          onStatus={pickStatus}
          onDetail={setDetail}
          onDelete={remove}
        />
      )}
      {answer && answer.total > 0 && (
        <Pagination
          page={page}
          pages={pages}
          summary={adminMessages.adminPageOf(page, pages, answer.total)}
          busy={loading}
          onPage={setPage}
        />
      )}

      <CancelStatusDialog
        type={type}
        record={cancelling}
        onConfirm={(record) => void changeStatus(record, 'cancelada')}
        onClose={() => setCancelling(null)}
      />
      {type === 'ventas' && (
        <Dialog
          open={shipping !== null}
          size="narrow"
          title={shipmentMessages.shipDialogTitle(shipping?.reference ?? '')}
          onClose={() => setShipping(null)}
        >
          {shipping && (
            <Suspense fallback={<Loading />}>
              <ShipSaleForm
                initial={shipping.shipment}
                onConfirm={(shipment) => void changeStatus(shipping, 'enviada', shipment)}
                onClose={() => setShipping(null)}
              />
            </Suspense>
          )}
        </Dialog>
      )}
      <Dialog
        open={detail !== null}
        size="wide"
        title={detail ? `${words.detailTitle} ${detail.reference}` : words.detailTitle}
        onClose={() => setDetail(null)}
      >
        {detail && (
          <Suspense fallback={<Loading />}>
            <RecordDetail record={detail} />
          </Suspense>
        )}
      </Dialog>
      {type === 'reservas' && (
        <Dialog open={creating} title={adminMessages.adminNewReservationTitle} onClose={() => setCreating(false)}>
          <Suspense fallback={<Loading />}>
            <ManualReservationForm
              onCancel={() => setCreating(false)}
              onCreated={() => {
                setCreating(false);
                afterCreate();
              }}
            />
          </Suspense>
        </Dialog>
      )}
    </>
  );
}
