import { Hono } from 'hono';
import { adminInvoicesQuerySchema } from '../../../src/domain/invoicing/invoice-schemas.ts';
import { invoicingMessages as t } from '../../../src/domain/invoicing/messages-invoicing.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readQuery } from '../../http/envelope.ts';
import { optionalUser, requireAdmin } from '../../http/session.ts';
import { invoiceDocument, listInvoices, retryInvoice } from '../../services/invoicing/index.ts';

/** An issued document for its owner or an admin, and the owner's "Facturas" with its retry. */
export const invoiceRoutes = new Hono<AppEnv>()
  .get('/invoices/:key/documento', optionalUser, async (c) => {
    const html = await invoiceDocument(c.get('deps'), c.req.param('key'), 'html', c.get('user'), c.req.query('access'));
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
  })
  .get('/invoices/:key/xml', optionalUser, async (c) => {
    const key = c.req.param('key');
    const xml = await invoiceDocument(c.get('deps'), key, 'xml', c.get('user'), c.req.query('access'));
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `attachment; filename="${key.replace(/[^\w-]/g, '-')}.xml"`,
    });
  })
  .get('/admin/invoices', requireAdmin, async (c) => {
    const page = await listInvoices(c.get('deps'), readQuery(c, adminInvoicesQuerySchema));
    return c.json({ success: true, error: false, data: page.items, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
  })
  .post('/admin/invoices/:key/retry', requireAdmin, async (c) => ok(c, await retryInvoice(c.get('deps'), c.req.param('key')), t.retried));
