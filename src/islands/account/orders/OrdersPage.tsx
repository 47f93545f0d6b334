import { useCallback, useEffect, useMemo, useState } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { ordersMessages } from '~/domain/records/messages-orders.ts';
import { ApiError } from '~/lib/api/core.ts';
import { getMyRecords } from '~/lib/api/orders.ts';
import { fetchMyReviewableLines } from '~/lib/api/reviews.ts';
import { forgetEndedSession } from '~/stores/session.ts';
import ListState from '~/islands/ui/ListState.tsx';
import OrderCard from './OrderCard.tsx';
import type { ReviewableLines } from './LineReview.tsx';
import { ReviewsContext } from './reviews-context.ts';
import { WithdrawalsContext, type SaleWithdrawals } from './withdrawals-context.ts';
import { getMyWithdrawals } from '~/lib/api/withdrawals.ts';
import type { SaleWithdrawal } from '~/domain/withdrawals/withdrawals.ts';
import { ordersOf, type OwnOrder } from './orders.ts';
import { useSignedInUser } from '~/islands/account/use-signed-in-user.ts';
import './orders.css';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; orders: OwnOrder[] };

/** /orders: the user's own payments, newest first, each one card with its purchases and appointments. */
export default function OrdersPage() {
  const user = useSignedInUser();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    getMyRecords(signal)
      .then(({ data }) => setState({ status: 'done', orders: ordersOf(data) }))
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          forgetEndedSession();
          window.location.replace('/login');
          return;
        }
        setState({ status: 'failed', message: error instanceof ApiError ? error.message : messages.unexpectedResponse });
      });
  }, []);

  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [userId, load]);

  // Which lines may be rated ("Calificar"); without them the orders show as before.
  const [reviewLines, setReviewLines] = useState<ReviewableLines>(new Map());
  useEffect(() => {
    if (!userId) return;
    fetchMyReviewableLines()
      .then(({ data }) => setReviewLines(new Map(data.map((line) => [line.lineId, line]))))
      .catch(() => undefined);
  }, [userId]);
  const reviews = useMemo(
    () => ({
      lines: reviewLines,
      sent: (lineId: string, rating: number) =>
        setReviewLines((lines) => {
          const line = lines.get(lineId);
          return line ? new Map(lines).set(lineId, { ...line, canReview: false, review: { rating, status: 'pendiente' as const } }) : lines;
        }),
    }),
    [reviewLines],
  );

  // The delivered sales' retracto ("Solicitar retracto", or the request's radicado); without them the orders show as before.
  const [withdrawalSales, setWithdrawalSales] = useState<SaleWithdrawals>(new Map());
  useEffect(() => {
    if (!userId) return;
    getMyWithdrawals()
      .then(({ data }) => setWithdrawalSales(new Map(data.map((sale) => [sale.recordId, sale]))))
      .catch(() => undefined);
  }, [userId]);
  const withdrawals = useMemo(
    () => ({
      sales: withdrawalSales,
      sent: (sale: SaleWithdrawal) => setWithdrawalSales((all) => new Map(all).set(sale.recordId, sale)),
    }),
    [withdrawalSales],
  );

  if (!user || state.status === 'loading') {
    return <ListState look="account" loading={user ? ordersMessages.accountOrdersLoading : messages.loadingUser} />;
  }
  if (state.status === 'failed') {
    return <ListState look="account" error={`${ordersMessages.accountOrdersError} ${state.message}`} onRetry={() => load()} />;
  }
  if (state.orders.length === 0) {
    return (
      <ListState
        look="account"
        emptyClassName="orders-empty"
        empty={
          <>
            <p>{ordersMessages.accountOrdersEmpty}</p>
            <p className="orders-empty-actions">
              <a className="btn" href="/catalogo">
                {ordersMessages.accountOrdersBrowse}
              </a>
              <a className="btn btn-secondary" href="/servicios">
                {ordersMessages.accountOrdersBook}
              </a>
            </p>
          </>
        }
      />
    );
  }
  return (
    <>
      <p className="orders-count" role="status">
        {ordersMessages.accountOrdersCount(state.orders.length)}
      </p>
      <ReviewsContext.Provider value={reviews}>
        <WithdrawalsContext.Provider value={withdrawals}>
          <ol className="orders-list">
            {state.orders.map((order) => (
              <li key={order.reference}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
        </WithdrawalsContext.Provider>
      </ReviewsContext.Provider>
    </>
  );
}
