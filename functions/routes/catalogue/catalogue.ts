import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { normalizeText } from '../../../src/domain/catalogue/catalogue.ts';
import {
  categoryProductBodySchema,
  filterProductBodySchema,
  getProductQuerySchema,
  productDetailsBodySchema,
  productPricesQuerySchema,
  searchQuerySchema,
} from '../../../src/domain/catalogue/catalogue-schemas.ts';
import { cachedCatalogueAnswer } from '../../http/catalogue-answers.ts';
import type { AppEnv } from '../../http/context.ts';
import { readJson, readQuery, successEnvelope } from '../../http/envelope.ts';
import { filterProducts, productFacets } from '../../services/catalogue/product-filters.ts';
import {
  getProduct,
  listCategories,
  listProducts,
  livePrices,
  productsInCategory,
  searchProducts,
} from '../../services/catalogue/catalogue.ts';

/** Every answer here is read from the catalogue alone, so it is cached per catalogue version. */
export const catalogueRoutes = new Hono<AppEnv>()
  .get('/get-product', async (c) => {
    const query = readQuery(c, getProductQuerySchema);
    return cachedCatalogueAnswer(c, `get-product ${JSON.stringify(query)}`, async () =>
      successEnvelope(await listProducts(c.get('deps').store, query), messages.productsLoaded),
    );
  })
  .post('/product-details', async (c) => {
    const { productId } = await readJson(c, productDetailsBodySchema);
    return cachedCatalogueAnswer(c, `product-details ${productId}`, async () =>
      successEnvelope(await getProduct(c.get('deps').store, productId)),
    );
  })
  .get('/get-categoryProduct', async (c) =>
    cachedCatalogueAnswer(c, 'get-categoryProduct', async () =>
      successEnvelope(await listCategories(c.get('deps').store), messages.categoriesLoaded),
    ),
  )
  .post('/category-product', async (c) => {
    const { category } = await readJson(c, categoryProductBodySchema);
    return cachedCatalogueAnswer(c, `category-product ${category}`, async () =>
      successEnvelope(await productsInCategory(c.get('deps').store, category)),
    );
  })
  .get('/search', async (c) => {
    const { q, description } = readQuery(c, searchQuerySchema);
    const withDescription = description === 'true';
    return cachedCatalogueAnswer(c, `search ${withDescription} ${normalizeText(q)}`, async () =>
      successEnvelope(await searchProducts(c.get('deps').store, q, withDescription)),
    );
  })
  .get('/product-prices', async (c) => {
    const { ids } = readQuery(c, productPricesQuerySchema);
    return cachedCatalogueAnswer(c, `product-prices ${[...ids].sort().join(',')}`, async () =>
      successEnvelope(await livePrices(c.get('deps').store, ids)),
    );
  })
  .post('/filter-product', async (c) => {
    const filter = await readJson(c, filterProductBodySchema);
    return cachedCatalogueAnswer(c, `filter-product ${JSON.stringify(filter)}`, async () =>
      successEnvelope(await filterProducts(c.get('deps').store, filter)),
    );
  })
  // The counts of each filter value for the same body (the listings' filter bar); the spec's answer stays a list.
  .post('/filter-product/facets', async (c) => {
    const filter = await readJson(c, filterProductBodySchema);
    return cachedCatalogueAnswer(c, `filter-product/facets ${JSON.stringify(filter)}`, async () =>
      successEnvelope(await productFacets(c.get('deps').store, filter)),
    );
  });
