/**
 * What the result page shows. The address keeps the spec's query (`status`,
 * `reference`, `amount_in_cents`), but the server's records of the payment decide whenever they
 * can be read: records exist only for a captured payment, so they mean "approved", for the amount
 * they carry. The query speaks only when there is no record to read (none, or no receipt token).
 */
import { useEffect, useRef, useState } from 'react';
import { paymentOutcome, parseAmountInCents, type PaymentOutcome } from '~/domain/checkout.ts';
import { cartMessages } from '~/domain/messages-cart.ts';
import type { PublicRecord } from '~/domain/records.ts';
import { getPaymentRecords, sendPaymentNotice } from '~/lib/api/receipt.ts';
import { loadSession } from '~/stores/session.ts';
import { keepReceiptToken, receiptToken } from '~/islands/checkout/payment-notes.ts';

/** What the page reads of a record of the payment. */
export type ReceiptRecord = Pick<PublicRecord, 'kind' | 'reservationDetails' | 'shippingInfo' | 'amounts'> &
  Partial<Pick<PublicRecord, 'payment' | 'status'>>;

export interface ResultQuery {
  outcome: PaymentOutcome;
  status: string;
  reference: string;
  amountInCents: number | null;
}

export type ReceiptDetails = { state: 'loading' } | { state: 'none' } | { state: 'ready'; records: ReceiptRecord[] };

/** What to show: 'checking' while the records of a payment the query does not call approved are read. */
export interface ShownPayment {
  outcome: PaymentOutcome | 'checking';
  /** Null while the records are read, or when neither they nor the query say it. */
  amountInCents: number | null;
}

/** The spec's query; an approved status without a reference is only pending. */
export function readResultQuery(search: string): ResultQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const reference = (params.get('reference') ?? '').trim();
  const outcome = paymentOutcome(status || null);
  return {
    outcome: outcome === 'approved' && reference === '' ? 'pending' : outcome,
    status,
    reference,
    amountInCents: parseAmountInCents(params.get('amount_in_cents')),
  };
}

export function shownPayment(query: ResultQuery, details: ReceiptDetails): ShownPayment {
  if (details.state === 'ready') return { outcome: 'approved', amountInCents: details.records[0]?.amounts.totalNowUsdCents ?? null };
  if (details.state === 'loading') return { outcome: query.outcome === 'approved' ? 'approved' : 'checking', amountInCents: null };
  return { outcome: query.outcome, amountInCents: query.amountInCents };
}

/**
 * The receipt e-mail links here with the token as `access`: it is kept for the tab like the one a
 * capture leaves, and taken out of the address bar so it never travels in a Referer or a shared link.
 */
function keepReceiptTokenFromAddress() {
  const url = new URL(window.location.href);
  const access = url.searchParams.get('access');
  const reference = (url.searchParams.get('reference') ?? '').trim();
  if (access === null) return;
  if (reference && access) keepReceiptToken(reference, access);
  url.searchParams.delete('access');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The query, the payment's records (read with the guest's receipt token), and the spec's notice of an approved payment. */
export function usePaymentReceipt() {
  const [query, setQuery] = useState<ResultQuery | null>(null);
  const [details, setDetails] = useState<ReceiptDetails>({ state: 'loading' });
  const notified = useRef<string | null>(null);
  const reference = query?.reference ?? '';
  const access = reference ? receiptToken(reference) : null;

  useEffect(() => {
    keepReceiptTokenFromAddress();
    setQuery(readResultQuery(window.location.search));
  }, []);

  useEffect(() => {
    if (!query) return;
    if (!reference) {
      setDetails({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    setDetails({ state: 'loading' });
    getPaymentRecords(reference, access, controller.signal)
      .then(({ data }) => setDetails(data.length > 0 ? { state: 'ready', records: data } : { state: 'none' }))
      .catch(() => {
        if (!controller.signal.aborted) setDetails({ state: 'none' });
      });
    return () => controller.abort();
  }, [query, reference, access]);

  const shown = query ? shownPayment(query, details) : null;

  // An approved payment is reported once per reference and amount. The server
  // believes only the reference; a failure is only logged.
  const outcome = shown?.outcome;
  const amountInCents = shown?.amountInCents;
  useEffect(() => {
    if (outcome !== 'approved' || details.state === 'loading') return;
    const key = `${reference}|${amountInCents ?? ''}`;
    if (notified.current === key) return;
    notified.current = key;
    const records = details.state === 'ready' ? details.records : [];
    void loadSession()
      .then((user) =>
        sendPaymentNotice({
          reference,
          amountInCents,
          status: 'APPROVED',
          reservationDetails: records.flatMap((record) => record.reservationDetails),
          shippingInfo: records[0]?.shippingInfo ?? null,
          user: user?._id ?? null,
        }),
      )
      .catch((error: unknown) => console.error(cartMessages.paymentNoticeFailed, reference, error));
  }, [outcome, amountInCents, reference, details]);

  return { query, details, shown, reference, access };
}
