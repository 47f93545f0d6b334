/**
 * Discount codes: the owner's list and form (every route under /admin checks the ADMIN role on the
 * server), and the cart's check of a code.
 */
import { Hono } from 'hono';
import { promotionMessages } from '../../../src/domain/promotions/messages-promotions.ts';
import {
  discountCheckBodySchema,
  discountCodeInputSchema,
  discountCodeUpdateSchema,
} from '../../../src/domain/promotions/promotion-schemas.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, updateDiscountCode } from '../../services/promotions/discount-codes.ts';
import { previewDiscount } from '../../services/promotions/discount-pricing.ts';

export const discountCodeRoutes = new Hono<AppEnv>()
  .get('/admin/discount-codes', requireAdmin, async (c) => ok(c, await listDiscountCodes(c.get('deps'))))
  .post('/admin/discount-codes', requireAdmin, async (c) => {
    const input = await readJson(c, discountCodeInputSchema);
    return ok(c, await createDiscountCode(c.get('deps'), input), promotionMessages.codeCreated, 201);
  })
  .patch('/admin/discount-codes/:id', requireAdmin, async (c) => {
    const id = parseOrThrow(objectIdSchema, c.req.param('id'));
    const changes = await readJson(c, discountCodeUpdateSchema);
    return ok(c, await updateDiscountCode(c.get('deps'), id, changes), promotionMessages.codeSaved);
  })
  .delete('/admin/discount-codes/:id', requireAdmin, async (c) => {
    await deleteDiscountCode(c.get('deps'), parseOrThrow(objectIdSchema, c.req.param('id')));
    return ok(c, undefined, promotionMessages.codeDeleted);
  })
  .post('/discount-codes/check', async (c) => {
    const { code, items } = await readJson(c, discountCheckBodySchema);
    const preview = await previewDiscount(c.get('deps'), code, items, clientIp(c));
    return ok(c, preview, promotionMessages.codeApplies(preview.code));
  });
