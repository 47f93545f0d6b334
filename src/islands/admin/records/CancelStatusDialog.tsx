import { adminMessages } from '~/domain/owner/messages-admin.ts';
import type { PublicRecord } from '~/domain/records/records.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import type { RecordsType } from './records.ts';

interface Props {
  type: RecordsType;
  /** The record whose status the owner set to "cancelada"; null while nothing is asked. */
  record: PublicRecord | null;
  onConfirm: (record: PublicRecord) => void;
  onClose: () => void;
}

/**
 * "cancelada" chosen in a list's status select has consequences the other statuses lack (the real
 * cancellation of a reservation's appointments, or a sold pack's sessions voided), and is never
 * undone: the owner reads what it does and confirms before it is sent.
 */
export default function CancelStatusDialog({ type, record, onConfirm, onClose }: Props) {
  const reference = record?.reference ?? '';
  const reservation = type === 'reservas';
  return (
    <Dialog
      open={record !== null}
      size="narrow"
      title={reservation ? adminMessages.adminCancelReservationTitle(reference) : adminMessages.adminCancelSaleTitle(reference)}
      onClose={onClose}
    >
      <p>{reservation ? adminMessages.adminCancelReservationBody : adminMessages.adminCancelSaleBody}</p>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            if (record) onConfirm(record);
            onClose();
          }}
        >
          {adminMessages.adminCancelConfirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {adminMessages.adminCancelBack}
        </button>
      </div>
    </Dialog>
  );
}
