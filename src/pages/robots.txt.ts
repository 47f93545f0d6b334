/**
 * robots.txt is built rather than kept in public/: its Sitemap line must be an absolute address,
 * and the site's address is known only at build time.
 */
import type { APIRoute } from 'astro';

// /cart stays crawlable: a crawler sees the empty cart, and the page keeps its full SEO score.
// (/profile is no page: it redirects to /perfil.)
const privatePaths = ['/admin-panel', '/perfil', '/orders', '/payment-', '/reset-password'];

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt needs `site` in astro.config.mjs');
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
