/**
 * The shop's default IVA treatment (ADMIN): read by the products page and its form, set by the owner.
 */
import { Hono } from 'hono';
import { taxDefaultBodySchema } from '../../../src/domain/invoicing/tax-schemas.ts';
import { taxMessages } from '../../../src/domain/invoicing/messages-taxes.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/session.ts';
import { defaultTaxTreatment, setDefaultTaxTreatment } from '../../services/records/index.ts';

export const taxDefaultRoutes = new Hono<AppEnv>()
  .get('/admin/tax-default', requireAdmin, async (c) => ok(c, { taxTreatment: await defaultTaxTreatment(c.get('deps').store) }))
  .put('/admin/tax-default', requireAdmin, async (c) => {
    const { taxTreatment } = await readJson(c, taxDefaultBodySchema);
    return ok(c, await setDefaultTaxTreatment(c.get('deps'), taxTreatment), taxMessages.defaultTreatmentSaved);
  });
