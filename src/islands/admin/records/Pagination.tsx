import { adminMessages } from '~/domain/owner/messages-admin.ts';

interface Props {
  page: number;
  pages: number;
  /** What the pages hold, announced when it changes ("Página 2 de 5 · 93 registros"). */
  summary: string;
  busy: boolean;
  onPage: (page: number) => void;
}

/** "Anterior" and "Siguiente" around where the list stands. */
export default function Pagination({ page, pages, summary, busy, onPage }: Props) {
  return (
    <nav className="admin-pagination" aria-label={adminMessages.adminPagination}>
      <button type="button" className="btn btn-outline admin-btn-sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {adminMessages.adminPreviousPage}
      </button>
      <p aria-live="polite">{summary}</p>
      <button type="button" className="btn btn-outline admin-btn-sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {adminMessages.adminNextPage}
      </button>
    </nav>
  );
}
