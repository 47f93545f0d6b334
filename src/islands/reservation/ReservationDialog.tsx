import { useEffect, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import type { Product } from '~/domain/catalogue/catalogue-schemas.ts';
import { getProduct } from '~/lib/api/product.ts';
import { ApiError } from '~/lib/api/core.ts';
import Dialog from '~/islands/ui/Dialog.tsx';
import ReservationPicker from './ReservationPicker.tsx';

interface Props {
  productId: string;
  productName: string;
  onClose: () => void;
}

/**
 * The picker of a service card, in the shop's modal dialog (a click on the backdrop closes it: it
 * holds no typing to lose). It loads only when a card's "Añadir" is pressed, and asks for the
 * service's full details (description, duration, intensity) then.
 */
export default function ReservationDialog({ productId, productName, onClose }: Props) {
  const [service, setService] = useState<Product | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
    <Dialog open title={cartMessages.reserveDialogTitle(productName)} onClose={onClose} closeOnBackdrop>
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
    </Dialog>
  );
}
