/**
 * The admin panel's API. Every route here checks the ADMIN role on the server.
 */
import { Hono } from 'hono';
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { manualReservationBodySchema } from '../../../src/domain/bookings/booking-schemas.ts';
import { contactMessageUpdateBodySchema } from '../../../src/domain/contact/contact-schemas.ts';
import { categoryInputSchema, productInputSchema, updateProductBodySchema } from '../../../src/domain/catalogue/product-input-schemas.ts';
import { transactionStatusBodySchema } from '../../../src/domain/records/record-schemas.ts';
import { objectIdSchema } from '../../../src/domain/shared/schema-basics.ts';
import { shippingRatesBodySchema } from '../../../src/domain/shipping/shipping-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { parseOrThrow } from '../../services/errors.ts';
import { currentUser, requireAdmin } from '../../http/session.ts';
import { countProducts } from '../../services/catalogue/catalogue.ts';
import { createCategory, createProduct, deleteProduct, updateProduct } from '../../services/catalogue/catalogue-admin.ts';
import { listContactMessages, setDataRequestClass } from '../../services/mail/contact.ts';
import { replaceShippingRates } from '../../services/catalogue/shipping.ts';
import { createManualReservation, deleteRecord } from '../../services/owner/records-admin.ts';
import { updateRecordStatus } from '../../services/owner/record-status.ts';

export const adminRoutes = new Hono<AppEnv>()
  .post('/categories', requireAdmin, async (c) => {
    const { name } = await readJson(c, categoryInputSchema);
    return ok(c, await createCategory(c.get('deps'), name), messages.categoryCreated, 201);
  })
  .post('/upload-product', requireAdmin, async (c) => {
    const input = await readJson(c, productInputSchema);
    const created = await createProduct(c.get('deps'), input);
    return ok(c, created, isServiceCategory(created.category) ? messages.serviceCreated : messages.productCreated, 201);
  })
  .post('/update-product', requireAdmin, async (c) => {
    const { _id, ...input } = await readJson(c, updateProductBodySchema);
    return ok(c, await updateProduct(c.get('deps'), _id, input), messages.productSaved);
  })
  .delete('/product/:id', requireAdmin, async (c) => {
    await deleteProduct(c.get('deps'), parseOrThrow(objectIdSchema, c.req.param('id')));
    return ok(c, undefined, messages.productDeleted);
  })
  .put('/shippingRates', requireAdmin, async (c) => {
    const { shippingRates } = await readJson(c, shippingRatesBodySchema);
    const { store, clock } = c.get('deps');
    await replaceShippingRates(store, shippingRates, clock());
    return ok(c, undefined, messages.shippingUpdated);
  })
  .patch('/transactions/:id', requireAdmin, async (c) => {
    const { status, shipment } = await readJson(c, transactionStatusBodySchema);
    const id = parseOrThrow(objectIdSchema, c.req.param('id'));
    const { record, message } = await updateRecordStatus(c.get('deps'), id, status, { viewer: currentUser(c) }, shipment);
    return ok(c, record, message);
  })
  .delete('/transactions/:id', requireAdmin, async (c) => {
    await deleteRecord(c.get('deps'), parseOrThrow(objectIdSchema, c.req.param('id')));
    return ok(c, undefined);
  })
  .post('/reservations/manual', requireAdmin, async (c) => {
    const input = await readJson(c, manualReservationBodySchema);
    return ok(c, await createManualReservation(c.get('deps'), input), messages.manualReservationCreated, 201);
  })
  .get('/admin/product-count', requireAdmin, async (c) => ok(c, { total: await countProducts(c.get('deps').store) }))
  .get('/contact-messages', requireAdmin, async (c) => ok(c, await listContactMessages(c.get('deps').store)))
  .patch('/admin/contact-messages/:id', requireAdmin, async (c) => {
    const id = parseOrThrow(objectIdSchema, c.req.param('id'));
    const { dataRequest } = await readJson(c, contactMessageUpdateBodySchema);
    const { item, message } = await setDataRequestClass(c.get('deps').store, id, dataRequest);
    return ok(c, item, message);
  })
  .get('/admin/publish-status', requireAdmin, async (c) => {
    const { publisher } = c.get('deps');
    return ok(c, { kind: publisher.kind, ...(await publisher.status()) });
  });
