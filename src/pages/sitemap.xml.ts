/**
 * sitemap.xml: every public page and every product page, with absolute addresses.
 */
import type { APIRoute } from 'astro';
import { loadCatalogueForBuild } from '../../functions/build-catalogue.ts';
import { headerCategoryLinks, isHeaderCategorySlug } from '~/domain/catalogue/catalogue.ts';

const staticPaths = [
  '/',
  '/productos',
  '/servicios',
  '/catalogo',
  '/nosotros',
  '/contacto',
  '/blog',
  '/politica-de-datos',
  '/terminos',
  '/reversion-del-pago',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('sitemap.xml needs `site` in astro.config.mjs');
  const { products, categories } = await loadCatalogueForBuild();
  const entries: { path: string; lastmod?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...headerCategoryLinks.map((link) => ({ path: link.href })),
    // Header categories have their own page; the /product-category/{id} copy points to it.
    ...categories
      .filter((category) => !isHeaderCategorySlug(category.slug))
      .map((category) => ({ path: `/product-category/${category._id}` })),
    ...products.map((product) => ({ path: `/product/${product._id}`, lastmod: product.updatedAt.slice(0, 10) })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, site).href)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
