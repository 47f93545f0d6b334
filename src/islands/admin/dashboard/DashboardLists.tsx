/**
 * What needs the owner now: products running out (with the threshold, which the owner sets here),
 * sales paid and not yet sent, sales paid and waiting at the shop, today's appointments and unread
 * contact messages (a PQR or a personal-data request first, with the date to answer by), and the
 * reviews waiting to be published or hidden. Each item
 * opens its own page; each list links to its section.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { dashboardMessages as t } from '~/domain/owner/messages-dashboard.ts';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { formatBogotaDate, formatBogotaDateTime } from '~/domain/schedule/schedule.ts';
import { MAX_LOW_STOCK_THRESHOLD } from '~/domain/owner/stats.ts';
import { markContactMessageRead, saveLowStockThreshold, type Dashboard } from '~/lib/api/admin/stats.ts';
import { toast } from '~/lib/toast.ts';
import { TextField } from '~/islands/ui/Field.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { cop } from './dashboard-format.ts';
import EmptyState from '~/islands/ui/EmptyState.tsx';

interface ListCardProps {
  id: string;
  title: string;
  intro?: string;
  /** The empty list's sentence; null when there are items. */
  empty: string | null;
  more?: string | null;
  link: { href: string; label: string };
  /** Shown under the list (the threshold's form). */
  extra?: ReactNode;
  /** One list item each. */
  items: ReactNode[];
}

/** How many items a list shows before its "Ver los N" button. */
const FIRST_ITEMS = 5;

/**
 * A list shows its first five items and, when it has more, a button that shows them all (and then
 * hides them again): no item is ever hidden without a word about it.
 */
function ListCard({ id, title, intro, empty, more, link, extra, items }: ListCardProps) {
  const [open, setOpen] = useState(false);
  const listId = `${id}-items`;
  const hidden = items.length - FIRST_ITEMS;
  return (
    <section className="admin-card dashboard-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="dashboard-note">{intro}</p>}
      {empty ? (
        <EmptyState look="panel">{empty}</EmptyState>
      ) : (
        <ul id={listId} aria-labelledby={id}>
          {open ? items : items.slice(0, FIRST_ITEMS)}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className="btn btn-outline admin-btn-sm dashboard-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t.showFewerItems : t.showAllItems(items.length)}
        </button>
      )}
      {more && <p className="dashboard-note">{more}</p>}
      {extra}
      <a className="dashboard-more" href={link.href}>
        {link.label}
      </a>
    </section>
  );
}

const recordLink = (page: 'all-Ventas' | 'all-reservas', reference: string) => `/admin-panel/${page}?ref=${encodeURIComponent(reference)}`;
const moreOf = (shown: number, total: number) => (total > shown ? t.moreItems(shown, total) : null);

function ThresholdForm({ threshold, onSaved }: { threshold: number; onSaved: () => void }) {
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const { message } = await saveLowStockThreshold(Number(value));
      setError(undefined);
      if (message) toast.success(message);
      onSaved();
    } catch (failure) {
      setError(serverMessageOr(failure, t.thresholdSaveError));
    } finally {
      setSaving(false);
    }
  }
  return (
    <form className="dashboard-threshold" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        inputId="low-stock-threshold"
        label={t.thresholdLabel}
        error={error}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LOW_STOCK_THRESHOLD}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn-outline admin-btn-sm" disabled={saving}>
        {t.thresholdSave}
      </button>
    </form>
  );
}

function paidSaleItems(sales: Dashboard['toSend']['items']) {
  return sales.map((sale) => (
    <li key={sale._id}>
      <a href={recordLink('all-Ventas', sale.reference)}>{sale.reference}</a> · {sale.customer} · {cop(sale.total)}
      <span className="dashboard-muted"> · {formatBogotaDateTime(sale.createdAt)}</span>
    </li>
  ));
}

export default function DashboardLists({ dashboard, reload }: { dashboard: Dashboard; reload: () => void }) {
  const { lowStock, lowStockTotal, toSend, toPickUp, appointments, unread, reviews, threshold } = dashboard;
  async function markRead(messageId: string) {
    try {
      await markContactMessageRead(messageId);
      reload();
    } catch (failure) {
      toast.error(serverMessageOr(failure, t.markReadError));
    }
  }
  return (
    <div className="dashboard-lists">
      <ListCard
        id="dashboard-low-stock"
        title={t.lowStockTitle}
        intro={t.lowStockIntro(threshold)}
        empty={lowStock.length ? null : t.lowStockEmpty}
        more={moreOf(lowStock.length, lowStockTotal)}
        link={{ href: '/admin-panel/all-products', label: t.seeAllProducts }}
        extra={<ThresholdForm key={threshold} threshold={threshold} onSaved={reload} />}
        items={lowStock.map((product) => (
          <li key={`${product._id}${product.variantId ?? ''}`}>
            <span className="admin-strong">{product.productName}</span> <span className="dashboard-muted">{product.brandName}</span>
            <span className="dashboard-badge">{t.lowStockUnits(product.stock)}</span>
          </li>
        ))}
      />
      <ListCard
        id="dashboard-to-send"
        title={t.toSendTitle}
        intro={t.toSendIntro}
        empty={toSend.items.length ? null : t.toSendEmpty}
        more={moreOf(toSend.items.length, toSend.total)}
        link={{ href: '/admin-panel/all-Ventas', label: t.seeAllSales }}
        items={paidSaleItems(toSend.items)}
      />
      <ListCard
        id="dashboard-to-pick-up"
        title={t.toPickUpTitle}
        intro={t.toPickUpIntro}
        empty={toPickUp.items.length ? null : t.toPickUpEmpty}
        more={moreOf(toPickUp.items.length, toPickUp.total)}
        link={{ href: '/admin-panel/all-Ventas', label: t.seeAllSales }}
        items={paidSaleItems(toPickUp.items)}
      />
      <ListCard
        id="dashboard-appointments"
        title={t.appointmentsTitle}
        empty={appointments.length ? null : t.appointmentsEmpty}
        link={{ href: '/admin-panel/agenda', label: t.seeAgenda }}
        items={appointments.map((appointment) => (
          <li key={`${appointment.reference} ${appointment.time} ${appointment.service}`}>
            <span className="admin-strong">{appointment.time}</span> {appointment.service} · {appointment.customer} ·{' '}
            <a href={recordLink('all-reservas', appointment.reference)}>{appointment.reference}</a>
          </li>
        ))}
      />
      <ListCard
        id="dashboard-reviews"
        title={t.reviewsTitle}
        empty={reviews.items.length ? null : t.reviewsEmpty}
        more={moreOf(reviews.items.length, reviews.total)}
        link={{ href: '/admin-panel/resenas', label: t.seeReviews }}
        items={reviews.items.map((review) => (
          <li key={review._id}>
            <span className="admin-strong">{t.reviewItem(review.rating, review.productName)}</span> · {review.authorName}
            <span className="dashboard-muted"> · {formatBogotaDateTime(review.createdAt)}</span>
          </li>
        ))}
      />
      <ListCard
        id="dashboard-unread"
        title={t.unreadTitle}
        empty={unread.items.length ? null : t.unreadEmpty}
        more={moreOf(unread.items.length, unread.total)}
        link={{ href: '/admin-panel/mensajes', label: t.seeMessages }}
        items={unread.items.map((message) => (
          <li key={message._id} className="dashboard-message">
            <span>
              {message.kind !== 'general' && <span className="dashboard-flag">{legalMessages.inboxKindLabels.get(message.kind)}</span>}
              <span className="admin-strong">{message.subject || t.noSubject}</span> · {message.name}
              <span className="dashboard-muted"> · {formatBogotaDateTime(message.createdAt)}</span>
              {message.answerBy && (
                <span className="dashboard-deadline">
                  {' · '}
                  <time dateTime={message.answerBy}>{legalMessages.inboxAnswerBy(formatBogotaDate(message.answerBy))}</time>
                </span>
              )}
            </span>
            <button type="button" className="btn btn-outline admin-btn-sm" onClick={() => void markRead(message._id)}>
              {t.markRead}
              <span className="visually-hidden"> {message.subject || message.name}</span>
            </button>
          </li>
        ))}
      />
    </div>
  );
}
