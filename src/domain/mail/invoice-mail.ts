/**
 * The buyer's "Tu factura electrónica": the invoice's number and CUFE, and the links to the
 * document and its XML, once the invoice is issued.
 */
import { invoicingMessages as t } from '../invoicing/messages-invoicing.ts';
import { TEST_DOCUMENT_NOTICE } from '../invoicing/invoices.ts';
import { renderMail, type MailBlock, type RenderedMail } from './render.ts';

export interface InvoiceMailFacts {
  reference: string;
  number: string;
  cufe: string;
  documentUrl: string;
  xmlUrl: string;
  test: boolean;
}

export function invoiceMail(facts: InvoiceMailFacts, siteOrigin: string): RenderedMail {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.mailIntro(facts.reference) },
    {
      kind: 'facts',
      rows: [
        [t.mailNumber, facts.number],
        [t.mailCufe, facts.cufe],
      ],
    },
    { kind: 'button', label: t.mailDocument, href: facts.documentUrl },
    { kind: 'link', label: t.mailXml, href: facts.xmlUrl },
    ...(facts.test ? [{ kind: 'note', text: TEST_DOCUMENT_NOTICE } as const] : []),
  ];
  return renderMail({ subject: t.mailSubject(facts.number), title: t.mailTitle, blocks }, siteOrigin);
}
