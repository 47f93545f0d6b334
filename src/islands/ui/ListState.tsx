import type { ReactNode } from 'react';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import EmptyState from './EmptyState.tsx';

/**
 * Where a list is told apart from its items: 'panel' is the admin panel (a spinner, a red box, a
 * dashed card), 'page' the shop's dashed message box, 'account' the same with a spinner while
 * loading. The rules are the panel's and the shop's own stylesheets; only the markup lives here.
 */
export type ListLook = 'panel' | 'page' | 'account';

export interface ListStateProps {
  look: ListLook;
  /** The announced loading text, while the list is on its way. */
  loading?: string | false | null | undefined;
  /** Why the list failed (shown as an alert), with a "Reintentar" button when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: (() => void) | undefined;
  /** The text of an empty list; a fragment of paragraphs (text and links) is framed as one box. */
  empty?: ReactNode;
  /** An extra class for the empty box, for a list whose empty state has its own layout. */
  emptyClassName?: string;
}

const looks = {
  panel: {
    loading: 'admin-loading',
    spinner: 'admin-spinner',
    error: 'admin-error',
    retry: 'btn btn-outline admin-btn-sm',
    empty: 'panel',
  },
  page: {
    loading: 'list-message',
    spinner: null,
    error: 'list-message list-message-error',
    retry: 'btn btn-secondary',
    empty: 'page',
  },
  account: {
    loading: 'account-loading',
    spinner: 'account-spinner',
    error: 'list-message list-message-error',
    retry: 'btn btn-secondary',
    empty: 'page',
  },
} as const;

/**
 * A list's loading, failed and empty states, in that order, each only while it applies: the
 * loading text in a status region, the failure in an alert (and its retry), the empty text. The
 * texts come from the caller, from src/domain/messages*.ts. Renders nothing when none applies.
 */
export default function ListState({ look, loading, error, onRetry, empty, emptyClassName }: ListStateProps) {
  const names = looks[look];
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasEmpty = empty !== undefined && empty !== null && empty !== false && empty !== '';
  return (
    <>
      {hasError &&
        (onRetry ? (
          <div className={names.error} role="alert">
            <p>{error}</p>
            <button type="button" className={names.retry} onClick={onRetry}>
              {messages.retry}
            </button>
          </div>
        ) : (
          <p className={names.error} role="alert">
            {error}
          </p>
        ))}
      {loading && (
        <p className={names.loading} role="status">
          {names.spinner && <span className={names.spinner} aria-hidden="true" />}
          {loading}
        </p>
      )}
      {hasEmpty && (
        <EmptyState look={names.empty} className={emptyClassName}>
          {empty}
        </EmptyState>
      )}
    </>
  );
}
