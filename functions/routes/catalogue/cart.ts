import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import {
  addToCartBodySchema,
  deleteCartLineBodySchema,
  mergeCartBodySchema,
  updateCartLineBodySchema,
} from '../../../src/domain/cart/cart-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import { addCartLine, cartCount, deleteCartLine, mergeGuestCart, updateCartLine, viewCart } from '../../services/catalogue/cart.ts';

export const cartRoutes = new Hono<AppEnv>()
  .use('/addtocart', requireUser)
  .use('/countAddToCartProduct', requireUser)
  .use('/view-cart-product', requireUser)
  .use('/update-cart-product', requireUser)
  .use('/delete-cart-product', requireUser)
  .use('/cart/merge', requireUser)
  .post('/addtocart', async (c) => {
    const { productId, variantId, quantity = 1 } = await readJson(c, addToCartBodySchema);
    const { store, clock } = c.get('deps');
    const userId = currentUser(c)._id;
    await addCartLine(store, userId, productId, variantId, quantity, clock());
    return ok(c, { count: await cartCount(store, userId) }, messages.cartUpdated);
  })
  .get('/countAddToCartProduct', async (c) => ok(c, { count: await cartCount(c.get('deps').store, currentUser(c)._id) }))
  .get('/view-cart-product', async (c) => ok(c, await viewCart(c.get('deps').store, currentUser(c)._id)))
  .post('/update-cart-product', async (c) => {
    const { _id, quantity } = await readJson(c, updateCartLineBodySchema);
    const { store, clock } = c.get('deps');
    await updateCartLine(store, currentUser(c)._id, _id, quantity, clock());
    return ok(c, await viewCart(store, currentUser(c)._id), messages.cartUpdated);
  })
  .post('/delete-cart-product', async (c) => {
    const { _id } = await readJson(c, deleteCartLineBodySchema);
    const { store } = c.get('deps');
    await deleteCartLine(store, currentUser(c)._id, _id);
    return ok(c, await viewCart(store, currentUser(c)._id), messages.cartLineRemoved);
  })
  .post('/cart/merge', async (c) => {
    const { items } = await readJson(c, mergeCartBodySchema);
    const { store, clock } = c.get('deps');
    await mergeGuestCart(store, currentUser(c)._id, items, clock());
    return ok(c, await viewCart(store, currentUser(c)._id), messages.cartMerged);
  });
