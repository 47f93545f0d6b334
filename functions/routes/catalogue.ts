import { Hono } from 'hono';
import { messages } from '../../src/domain/messages.ts';
import {
  categoryProductBodySchema,
  filterProductBodySchema,
  getProductQuerySchema,
  productDetailsBodySchema,
  productPricesQuerySchema,
  searchQuerySchema,
} from '../../src/domain/schemas.ts';
import type { AppEnv } from '../http/context.ts';
import { ok, readJson, readQuery } from '../http/envelope.ts';
import {
  filterProducts,
  getProduct,
  listCategories,
  listProducts,
  livePrices,
  productsInCategory,
  searchProducts,
} from '../services/catalogue.ts';

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/get-product', async (c) => {
    const query = readQuery(c, getProductQuerySchema);
    return ok(c, await listProducts(c.get('deps').store, query), messages.productsLoaded);
  })
  .post('/product-details', async (c) => {
    const { productId } = await readJson(c, productDetailsBodySchema);
    return ok(c, await getProduct(c.get('deps').store, productId));
  })
  .get('/get-categoryProduct', async (c) => ok(c, await listCategories(c.get('deps').store), messages.categoriesLoaded))
  .post('/category-product', async (c) => {
    const { category } = await readJson(c, categoryProductBodySchema);
    return ok(c, await productsInCategory(c.get('deps').store, category));
  })
  .get('/search', async (c) => {
    const { q, description } = readQuery(c, searchQuerySchema);
    return ok(c, await searchProducts(c.get('deps').store, q, description === 'true'));
  })
  .get('/product-prices', async (c) => {
    const { ids } = readQuery(c, productPricesQuerySchema);
    return ok(c, await livePrices(c.get('deps').store, ids));
  })
  .post('/filter-product', async (c) => {
    const filter = await readJson(c, filterProductBodySchema);
    return ok(c, await filterProducts(c.get('deps').store, filter));
  });
