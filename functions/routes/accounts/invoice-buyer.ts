/**
 * "Datos de facturación" on /perfil: the signed-in customer's own invoice buyer, read, kept or forgotten.
 */
import { Hono } from 'hono';
import { profileInvoiceBuyerSchema } from '../../../src/domain/invoicing/buyer-schemas.ts';
import { invoiceBuyerMessages } from '../../../src/domain/invoicing/messages-invoice-buyer.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import { forgetInvoiceBuyer, keptInvoiceBuyer, saveInvoiceBuyer } from '../../services/accounts/invoice-buyer.ts';

export const invoiceBuyerRoutes = new Hono<AppEnv>()
  .get('/profile/invoice-buyer', requireUser, (c) => ok(c, { invoiceBuyer: keptInvoiceBuyer(currentUser(c)) }))
  .put('/profile/invoice-buyer', requireUser, async (c) => {
    const { invoiceBuyer } = await readJson(c, profileInvoiceBuyerSchema);
    const kept = await saveInvoiceBuyer(c.get('deps'), currentUser(c), invoiceBuyer);
    return ok(c, { invoiceBuyer: kept }, invoiceBuyerMessages.profileSaved);
  })
  .delete('/profile/invoice-buyer', requireUser, async (c) => {
    await forgetInvoiceBuyer(c.get('deps'), currentUser(c));
    return ok(c, { invoiceBuyer: null }, invoiceBuyerMessages.profileRemoved);
  });
