import { useState, type ReactNode } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import Dialog from './Dialog.tsx';

interface Props {
  /** The button's own content and accessible name. */
  children: ReactNode;
  label?: string;
  /** A tooltip for a button that shows only an icon. */
  tooltip?: string;
  className?: string;
  disabled?: boolean;
  /** The dialog's title and the question it asks. */
  title: string;
  question: ReactNode;
  /** The confirming button's text (e.g. "Eliminar"). */
  confirmLabel?: string;
  /** The dismissing button's text, where "Cancelar" would read as the action itself (e.g. "Volver"). */
  dismissLabel?: string;
  onConfirm: () => void | Promise<void>;
}

/**
 * A button for an action that cannot be undone: it asks first, in the shop's own dialog, and acts
 * only on "confirm". Cancelling, Escape or the close button change nothing.
 */
export default function ConfirmButton({
  children,
  label,
  tooltip,
  className = 'btn',
  disabled,
  title,
  question,
  confirmLabel = messages.confirm,
  dismissLabel = messages.cancel,
  onConfirm,
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <button type="button" className={className} aria-label={label} title={tooltip} disabled={disabled} onClick={() => setOpen(true)}>
        {children}
      </button>
      <Dialog open={open} title={title} size="narrow" onClose={() => setOpen(false)}>
        <p>{question}</p>
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            {dismissLabel}
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
            {confirmLabel}
          </button>
        </div>
      </Dialog>
    </>
  );
}
