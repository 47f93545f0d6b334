/**
 * What /payment-success shows comes from the server alone: the address gives only the reference
 * to ask about (its `status` and `amount_in_cents` stay for the spec's links, and are never
 * believed). The server answers the order's owner — this browser, the signed-in user who paid, or
 * the receipt token — and anyone else gets the spec's "No se encontraron detalles".
 * A pending payment is asked about again, with growing waits, and on every reload.
 */
import { useEffect, useRef, useState } from 'react';
import { cartMessages } from '~/domain/cart/messages-cart.ts';
import { PENDING_RECHECK_DELAYS_MS, type PaymentResultView } from '~/domain/checkout/payment-result.ts';
import type { PublicRecord } from '~/domain/records/records.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getPaymentResult, sendPaymentNotice } from '~/lib/api/receipt.ts';
import { loadSession } from '~/stores/session.ts';
import { removePaidItems } from '~/stores/cart-actions.ts';
import { keepReceiptToken, receiptToken } from '~/islands/checkout/payment-notes.ts';

/** What the page reads of a record of the payment. */
export type ReceiptRecord = Pick<PublicRecord, 'kind' | 'reservationDetails' | 'shippingInfo' | 'amounts'> &
  Partial<Pick<PublicRecord, 'payment' | 'status' | 'invoice' | 'shipment'>>;

export type ReceiptDetails = { state: 'loading' } | { state: 'none' } | { state: 'ready'; records: ReceiptRecord[] };

export type ShownResult =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'approved'; reference: string; access: string; details: ReceiptDetails }
  | { kind: 'declined'; freedHours: boolean }
  | { kind: 'pending'; review: boolean; checking: boolean; gaveUp: boolean; failed: boolean };

/** The reference the page asks about: the one thing it takes from the address. */
export function readReference(search: string): string {
  return (new URLSearchParams(search).get('reference') ?? '').trim();
}

/** What the server's answer shows. */
export function shownResult(view: PaymentResultView): ShownResult {
  switch (view.status) {
    case 'APPROVED':
      return {
        kind: 'approved',
        reference: view.reference,
        access: view.accessToken,
        details: view.records.length > 0 ? { state: 'ready', records: view.records } : { state: 'none' },
      };
    case 'DECLINED':
      return { kind: 'declined', freedHours: view.freedHours };
    default:
      return { kind: 'pending', review: view.status === 'REVIEW', checking: false, gaveUp: false, failed: false };
  }
}

/**
 * The receipt e-mail links here with the token as `access`: it is kept for the tab like the one a
 * capture leaves, and taken out of the address bar so it never travels in a Referer or a shared link.
 */
function keepReceiptTokenFromAddress() {
  const url = new URL(window.location.href);
  const access = url.searchParams.get('access');
  const reference = readReference(url.search);
  if (access === null) return;
  if (reference && access) keepReceiptToken(reference, access);
  url.searchParams.delete('access');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A settled payment this browser made: its lines leave the cart, and the spec's notice is sent. */
function settledHere(view: Extract<PaymentResultView, { status: 'APPROVED' }>) {
  keepReceiptToken(view.reference, view.accessToken);
  if (view.fromThisBrowser) removePaidItems(view.items);
  const records = view.records;
  // The server believes only the reference; a failure is only logged.
  void loadSession()
    .then((user) =>
      sendPaymentNotice({
        reference: view.reference,
        amountInCents: records[0]?.amounts.totalNowUsdCents ?? null,
        status: 'APPROVED',
        reservationDetails: records.flatMap((record) => record.reservationDetails),
        shippingInfo: records[0]?.shippingInfo ?? null,
        user: user?._id ?? null,
      }),
    )
    .catch((error: unknown) => console.error(cartMessages.paymentNoticeFailed, view.reference, error));
}

/** Asks the server about the payment; while it is pending, again after each wait of PENDING_RECHECK_DELAYS_MS. */
export function usePaymentResult(): ShownResult {
  const [shown, setShown] = useState<ShownResult>({ kind: 'loading' });
  const settled = useRef(false);

  useEffect(() => {
    keepReceiptTokenFromAddress();
    const reference = readReference(window.location.search);
    if (!reference) {
      setShown({ kind: 'not-found' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let round = 0;

    const again = (after: (current: ShownResult) => ShownResult) => {
      const delay = PENDING_RECHECK_DELAYS_MS[round];
      round += 1;
      if (delay === undefined) {
        setShown((current) => (current.kind === 'pending' ? { ...current, checking: false, gaveUp: true } : { kind: 'not-found' }));
        return;
      }
      setShown(after);
      timer = setTimeout(ask, delay);
    };

    function ask() {
      setShown((current) => (current.kind === 'pending' ? { ...current, checking: true } : current));
      getPaymentResult(reference, receiptToken(reference), controller.signal)
        .then(({ data }) => {
          const next = shownResult(data);
          if (data.status === 'APPROVED' && !settled.current) {
            settled.current = true;
            settledHere(data);
          }
          if (next.kind === 'pending') again(() => next);
          else setShown(next);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) return setShown({ kind: 'not-found' });
          // The connection or the server away for a moment: ask again after the next wait.
          again((current) => (current.kind === 'pending' ? { ...current, checking: false, failed: true } : current));
        });
    }

    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return shown;
}
