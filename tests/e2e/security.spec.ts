import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const pages = ['/', '/productos', '/contacto', '/cart', '/login', '/reservar', '/search?q=camara&description=true'];

test('pages carry the security headers and a script policy without unsafe-inline', async ({ page }) => {
  for (const path of pages) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    // A prebuilt page carries its script policy in a <meta>; a page rendered on demand sends it as a header.
    const meta = page.locator('meta[http-equiv="content-security-policy"]');
    const policy = (await meta.count()) > 0 ? await meta.getAttribute('content') : headers['content-security-policy'];
    const scriptSrc = policy?.split(/[;,]/).find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).toMatch(/'sha256-/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(scriptSrc, path).not.toContain('unsafe-eval');
  }
});

test('no page breaks its own policy, toasts included', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A toast loads react-toastify and its stylesheet on demand.
  await page.goto('/productos');
  const add = page.getByRole('button', { name: 'Añadir al carrito' }).first();
  await expect(add).toHaveAttribute('data-ready', 'true');
  await add.click();
  const toast = page.getByRole('alert').filter({ hasText: 'se añadió al carrito' });
  await expect(toast).toBeVisible();
  // Styled by the stylesheet: react-toastify's container is positioned, not in the page flow.
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  expect(violations).toEqual([]);
});

test('a page on another site cannot sign the browser into an account (login CSRF)', async ({ page, baseURL }) => {
  // The attacker's page posts a text/plain form, shaped as JSON, to the shop's sign-in.
  const target = new URL('/api/signin', baseURL).href;
  const field = '{"email":"admin@tienda.local","password":"admin12345","x":"';
  const attack = `<!doctype html><title>Oferta</title>
    <form method="POST" action="${target}" enctype="text/plain"><input name='${field}' value='"}'></form>
    <script>document.forms[0].submit()</script>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attack);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const refused = page.waitForResponse((response) => response.url() === target);
    await page.goto(`http://127.0.0.1:${port}/`);
    expect((await refused).status()).toBe(403);
    const cookies = await page.context().cookies(baseURL);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('token');
    expect((await page.request.get('/api/user-details')).status()).toBe(401);
  } finally {
    server.close();
  }
});
