import { useCallback } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { whatsappMessages as t } from '~/domain/whatsapp/messages-whatsapp.ts';
import { formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import { getWhatsAppNotices, type WhatsAppNoticeView } from '~/lib/api/admin/whatsapp.ts';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { useAdminList } from '~/islands/admin/common/use-admin-list.tsx';
import ListState from '~/islands/ui/ListState.tsx';

/** "Entregado", "Falló · Se reintentará.", "No enviado": the delivery once known, else the outbox's state. */
function statusOf(notice: WhatsAppNoticeView): string {
  const label = (notice.delivery && t.deliveryLabels.get(notice.delivery)) || t.stateLabels.get(notice.state) || notice.state;
  return notice.retryAt ? `${label} · ${t.willRetry}` : label;
}

/** The moment that matters: when it was delivered or read, else sent, else queued. */
const momentOf = (notice: WhatsAppNoticeView) => formatBogotaDateTime(notice.deliveryAt ?? notice.sentAt ?? notice.createdAt);

/** A reservation's WhatsApp notices, beside its lines: what went, to which number, and whether it arrived or why not. */
export default function WhatsAppNotices({ reference, headingId }: { reference: string; headingId: string }) {
  const fetchNotices = useCallback(() => getWhatsAppNotices(reference), [reference]);
  const { items, loadError, load } = useAdminList(fetchNotices, (error) => serverMessageOr(error, t.loadError));
  return (
    <>
      <ListState
        look="panel"
        error={loadError}
        onRetry={() => void load()}
        loading={!items && !loadError && adminMessages.adminLoading}
        empty={items && items.length === 0 && t.noneSent}
      />
      {items && items.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="admin-table admin-table-compact">
            <tbody>
              {items.map((notice) => (
                <tr key={notice.id} data-whatsapp-state={notice.delivery ?? notice.state}>
                  <th scope="row" className="admin-row-title">
                    <span className="admin-line-name">{t.kindLabels.get(notice.kind) ?? notice.kind}</span>
                    <span className="admin-sub">
                      {notice.service} · {notice.when}
                    </span>
                  </th>
                  <td>
                    <span>{statusOf(notice)}</span>
                    {notice.error && <span className="admin-sub">{notice.error}</span>}
                  </td>
                  <td>
                    <span className="admin-mono">{notice.to ? `+${notice.to}` : '—'}</span>
                    <span className="admin-sub">{momentOf(notice)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
