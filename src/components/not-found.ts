/**
 * A page rendered on demand whose item does not exist answers the shop's 404 page with status 404.
 * The 404 page is prebuilt, so it is read from the site itself (the CDN on Netlify, the local
 * server under `npm start`), as Astro reads its own prebuilt error pages.
 */
export async function notFoundPage(astro: { url: URL }): Promise<Response> {
  const page = await fetch(new URL('/404.html', astro.url)).catch(() => null);
  const body = page?.ok ? await page.text() : 'Página no encontrada';
  return new Response(body, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
