import { useCallback, useEffect, useState } from 'react';
import type { InvoiceListItem, InvoiceStatus } from '~/domain/invoicing/invoices.ts';
import { invoiceStatuses } from '~/domain/invoicing/invoices.ts';
import { adminInvoiceMessages as t } from '~/domain/invoicing/messages-admin-invoices.ts';
import { formatCop } from '~/domain/money/money.ts';
import { invoiceDocumentHref } from '~/domain/invoicing/invoice-links.ts';
import { getInvoicesPage, retryInvoice, type InvoicesQuery } from '~/lib/api/admin/invoices.ts';
import AdminGate, { Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { FormAlert, SelectField, TextField } from '~/islands/ui/Field.tsx';
import ListState from '~/islands/ui/ListState.tsx';

const PAGE_SIZE = 25;

/**
 * /admin-panel/facturas: every electronic invoice and credit note, newest first, filtered by status
 * and by the days they were queued, paged; "Reintentar" on a failed one (the server checks the role).
 */
export default function InvoicesList() {
  return (
    <AdminGate>
      <InvoicesSection />
    </AdminGate>
  );
}

function InvoicesSection() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<InvoiceListItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);

  const load = useCallback(async () => {
    setLoadError('');
    const query: InvoicesQuery = {
      page,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
    try {
      const answer = await getInvoicesPage(query);
      setItems(answer.data);
      setTotal(answer.meta.total);
    } catch (error) {
      setLoadError(serverMessageOr(error, t.loadError));
    }
  }, [status, from, to, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = async (key: string) => {
    setNotice(null);
    try {
      const answer = await retryInvoice(key);
      setItems((current) => current && current.map((item) => (item.key === key ? answer.data : item)));
      setNotice({ text: answer.message ?? t.retried, tone: 'success' });
    } catch (error) {
      setNotice({ text: serverMessageOr(error, t.retryFailed), tone: 'error' });
    }
  };

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <Toolbar>
        <SelectField
          inputId="invoices-status"
          label={t.filterStatus}
          error={undefined}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as InvoiceStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t.filterAll}</option>
          {invoiceStatuses.map((value) => (
            <option key={value} value={value}>
              {t.statusLabels[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          inputId="invoices-from"
          label={t.filterFrom}
          error={undefined}
          type="date"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setPage(1);
          }}
        />
        <TextField
          inputId="invoices-to"
          label={t.filterTo}
          error={undefined}
          type="date"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
        />
        {items && <p className="admin-count">{t.count(total)}</p>}
      </Toolbar>
      {notice && <FormAlert message={notice.text} tone={notice.tone} />}
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!items && !loadError && t.loading}
        empty={items && items.length === 0 && t.empty}
      />
      {items && items.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t.columnDocument}</th>
                <th>{t.columnOrder}</th>
                <th>{t.columnBuyer}</th>
                <th>{t.columnTotal}</th>
                <th>{t.columnNumber}</th>
                <th>{t.columnStatus}</th>
                <th>{t.columnCufe}</th>
                <th>{t.columnError}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <InvoiceRow key={item.key} item={item} onRetry={retry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="admin-pagination">
          <button type="button" className="btn btn-outline admin-btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </button>
          <p aria-live="polite">{t.page(page, pages)}</p>
          <button type="button" className="btn btn-outline admin-btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </button>
        </nav>
      )}
    </>
  );
}

function InvoiceRow({ item, onRetry }: { item: InvoiceListItem; onRetry: (key: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <tr data-invoice={item.key}>
      <td>{t.kindLabels[item.kind]}</td>
      <td className="admin-mono">{item.reference}</td>
      <td>{item.buyer}</td>
      <td>{formatCop(item.total)}</td>
      <td>
        {item.number ?? '—'}
        {item.pdfUrl && (
          <span className="admin-sub">
            {' '}
            <a href={invoiceDocumentHref(item.pdfUrl, null)} target="_blank" rel="noopener">
              {t.viewDocument}
            </a>
            {item.xmlUrl && (
              <>
                {' · '}
                <a href={invoiceDocumentHref(item.xmlUrl, null)} download>
                  {t.downloadXml}
                </a>
              </>
            )}
          </span>
        )}
      </td>
      <td>
        {t.statusLabels[item.status]}
        {item.status === 'fallida' && (
          <>
            {' '}
            <button
              type="button"
              className="btn btn-outline admin-btn-sm"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onRetry(item.key).finally(() => setBusy(false));
              }}
            >
              {busy ? t.retrying : t.retry}
            </button>
          </>
        )}
      </td>
      <td className="admin-mono">{item.cufe ? `${item.cufe.slice(0, 12)}…` : '—'}</td>
      <td>{item.error ?? ''}</td>
    </tr>
  );
}
