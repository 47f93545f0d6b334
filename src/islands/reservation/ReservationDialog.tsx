import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../domain/messages.ts';
import { cartMessages } from '../../domain/messages-cart.ts';
import type { Product } from '../../domain/schemas.ts';
import { getProduct } from '../../lib/api/product.ts';
import { ApiError } from '../../lib/api/core.ts';
import ReservationPicker from './ReservationPicker.tsx';
import './fields.css';
import './reservation.css';

interface Props {
  productId: string;
  productName: string;
  onClose: () => void;
}

/**
 * The picker of a service card, in a modal dialog. It loads only when a card's "Añadir" is
 * pressed, and asks for the service's full details (description, duration, intensity) then.
 */
export default function ReservationDialog({ productId, productName, onClose }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [service, setService] = useState<Product | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getProduct(productId, controller.signal)
      .then(({ data }) => setService(data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(error instanceof ApiError ? error.message : messages.unexpectedResponse);
      });
    return () => controller.abort();
  }, [productId]);

  return (
    <dialog
      ref={ref}
      className="reservation-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className="reservation-dialog-body">
        <div className="reservation-dialog-head">
          <h2 id={titleId}>{cartMessages.reserveDialogTitle(productName)}</h2>
          <button type="button" className="dialog-close" aria-label={cartMessages.closeDialog} onClick={() => ref.current?.close()}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {service ? (
          <ReservationPicker service={service} />
        ) : failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : (
          <p className="field-hint" role="status">
            {cartMessages.loadingService}
          </p>
        )}
      </div>
    </dialog>
  );
}
