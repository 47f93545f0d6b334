import { Hono } from 'hono';
import { messages } from '../../src/domain/messages.ts';
import { getProductQuerySchema, productDetailsBodySchema } from '../../src/domain/schemas.ts';
import type { AppEnv } from '../http/context.ts';
import { ok, readJson, readQuery } from '../http/envelope.ts';
import { getProduct, listCategories, listProducts } from '../services/catalogue.ts';

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/get-product', async (c) => {
    const query = readQuery(c, getProductQuerySchema);
    return ok(c, await listProducts(c.get('deps').store, query), messages.productsLoaded);
  })
  .post('/product-details', async (c) => {
    const { productId } = await readJson(c, productDetailsBodySchema);
    return ok(c, await getProduct(c.get('deps').store, productId));
  })
  .get('/get-categoryProduct', async (c) => ok(c, await listCategories(c.get('deps').store), messages.categoriesLoaded));
