/**
 * The right of withdrawal (retracto): the customer's delivered sales and their requests (/orders),
 * a request, and the owner's list and approval.
 */
import { Hono } from 'hono';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import { withdrawalMessages } from '../../../src/domain/withdrawals/messages-withdrawals.ts';
import { withdrawalRequestBodySchema } from '../../../src/domain/withdrawals/withdrawal-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { currentUser, requireAdmin, requireUser } from '../../http/session.ts';
import {
  approveWithdrawal,
  listWithdrawals,
  markWithdrawalRefundDone,
  requestWithdrawal,
  withdrawalsOfUser,
} from '../../services/withdrawals/index.ts';

export const withdrawalRoutes = new Hono<AppEnv>()
  .get('/withdrawals/mine', requireUser, async (c) => ok(c, await withdrawalsOfUser(c.get('deps'), currentUser(c))))
  .post('/withdrawals', requireUser, async (c) => {
    const input = await readJson(c, withdrawalRequestBodySchema);
    const withdrawal = await requestWithdrawal(c.get('deps'), currentUser(c), input);
    return ok(c, withdrawal, withdrawalMessages.requested(withdrawal.radicado), 201);
  })
  .get('/admin/withdrawals', requireAdmin, async (c) => ok(c, await listWithdrawals(c.get('deps'))))
  .post('/admin/withdrawals/:id/approve', requireAdmin, async (c) => {
    const id = parseOrThrow(objectIdSchema, c.req.param('id'));
    const { withdrawal, message } = await approveWithdrawal(c.get('deps'), id, currentUser(c));
    return ok(c, withdrawal, message);
  })
  .post('/admin/withdrawals/:id/refund-done', requireAdmin, async (c) => {
    const id = parseOrThrow(objectIdSchema, c.req.param('id'));
    return ok(c, await markWithdrawalRefundDone(c.get('deps'), id, currentUser(c)), withdrawalMessages.refundDone);
  });
