import { expect, test } from '@playwright/test';

const pages = ['/', '/productos', '/contacto', '/cart', '/login', '/reservar', '/search?q=camara&description=true'];

test('pages carry the security headers and a script policy without unsafe-inline', async ({ page }) => {
  for (const path of pages) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
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
