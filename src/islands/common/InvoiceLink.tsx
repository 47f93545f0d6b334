import type { InvoiceSummary } from '~/domain/invoicing/invoices.ts';
import { invoiceDocumentHref } from '~/domain/invoicing/invoice-links.ts';
import { invoiceLinkMessages as t } from '~/domain/invoicing/messages-invoice-links.ts';

interface Props {
  invoice: InvoiceSummary | undefined;
  /** A guest's receipt token; null when the signed-in owner reads it. */
  access: string | null;
  /** Says the invoice is on its way while it is pending (the receipt); /orders says nothing then. */
  announcePending?: boolean;
}

/** A payment's electronic invoice: its link once issued, or, on the receipt, that it comes by e-mail. */
export default function InvoiceLink({ invoice, access, announcePending = false }: Props) {
  if (invoice?.status === 'emitida' && invoice.pdfUrl && invoice.number)
    return (
      <a className="invoice-link" href={invoiceDocumentHref(invoice.pdfUrl, access)} target="_blank" rel="noopener">
        {t.link(invoice.number)}
      </a>
    );
  if (announcePending && invoice?.status === 'pendiente') return <p className="invoice-pending">{t.pending}</p>;
  return null;
}
