import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { transactionNoticeSchema } from '../../../src/domain/checkout/checkout-schemas.ts';
import { adminRecordsQuerySchema, transactionsQuerySchema } from '../../../src/domain/records/record-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson, readQuery } from '../../http/envelope.ts';
import { ServiceError } from '../../services/errors.ts';
import { currentUser, optionalUser, requireAdmin, requireUser } from '../../http/session.ts';
import { reservationCalendar } from '../../services/bookings/calendar.ts';
import { pageOfRecords, recordsCsv } from '../../services/owner/records-admin.ts';
import { recordsForReference, recordsOfUser } from '../../services/records/record-view.ts';

const kindOf = (type: 'reservas' | 'ventas') => (type === 'reservas' ? 'reserva' : 'venta');

export const recordRoutes = new Hono<AppEnv>()
  .post('/transactions', async (c) => {
    // The success page reports a payment; the store, not the body, says whether it happened.
    const { reference } = await readJson(c, transactionNoticeSchema);
    const order = await c.get('deps').store.collection('paymentOrders').findOne({ reference });
    if (!order || order.status !== 'COMPLETED') throw new ServiceError(404, messages.paymentNotCaptured);
    return ok(c, undefined, messages.transactionAcknowledged);
  })
  .get('/transactions', requireUser, async (c) => {
    const { type, mine } = readQuery(c, transactionsQuerySchema);
    const { store } = c.get('deps');
    const user = currentUser(c);
    if (mine || !type) return ok(c, await recordsOfUser(store, user._id));
    if (user.role !== 'ADMIN') throw new ServiceError(403, messages.adminOnly);
    // The admin lists: `data` stays the list (the original client reads it); `meta` pages it.
    const query = readQuery(c, adminRecordsQuerySchema);
    const page = await pageOfRecords(store, { ...query, kind: kindOf(query.type) }, query.page ?? 1, query.pageSize ?? 50);
    return c.json({ success: true, error: false, data: page.items, meta: { total: page.total, page: page.page, pageSize: page.pageSize } });
  })
  .get('/transactions/export.csv', requireAdmin, async (c) => {
    const query = readQuery(c, adminRecordsQuerySchema);
    const csv = await recordsCsv(c.get('deps').store, { ...query, kind: kindOf(query.type) });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${query.type}.csv"`,
    });
  })
  .get('/transactions/:reference/calendar.ics', optionalUser, async (c) => {
    const records = await recordsForReference(c.get('deps').store, c.req.param('reference'), c.get('user'), c.req.query('access'));
    const calendar = await reservationCalendar(records);
    if (!calendar) throw new ServiceError(404, messages.transactionNotFound);
    return c.body(calendar, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="reserva-${c.req.param('reference')}.ics"`,
    });
  })
  .get('/transactions/:reference', optionalUser, async (c) =>
    ok(c, await recordsForReference(c.get('deps').store, c.req.param('reference'), c.get('user'), c.req.query('access'))),
  );
