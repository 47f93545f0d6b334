/**
 * The owner's notice that a sale left a product at or below the low-stock threshold.
 */
import { mailMessages as t } from './messages-mail.ts';
import { renderMail, type RenderedMail } from './render.ts';

export interface LowStockFacts {
  productName: string;
  stock: number;
  threshold: number;
  /** The admin dashboard, where the low-stock list is. */
  dashboardUrl: string;
}

export function lowStockNoticeMail(facts: LowStockFacts, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.lowStockSubject(facts.productName, facts.stock),
      title: t.lowStockTitle,
      blocks: [
        { kind: 'paragraph', text: t.lowStockIntro(facts.threshold) },
        {
          kind: 'facts',
          rows: [
            [t.lowStockProduct, facts.productName],
            [t.lowStockLeft, String(facts.stock)],
            [t.lowStockThreshold, String(facts.threshold)],
          ],
        },
        { kind: 'button', label: t.lowStockButton, href: facts.dashboardUrl },
      ],
    },
    siteOrigin,
  );
}
