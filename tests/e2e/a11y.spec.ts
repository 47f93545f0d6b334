/**
 * axe (WCAG 2.0/2.1 A and AA) on the main public pages, once their islands have loaded.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { productNamed } from './storefront-helpers.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Every island that does not wait to be scrolled to has hydrated (Astro drops the `ssr` mark then). */
async function waitForIslands(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

test.describe('accessibility (axe)', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await expectNoViolations(page);
  });

  test('/productos', async ({ page }) => {
    await page.goto('/productos');
    await waitForIslands(page);
    await expectNoViolations(page);
  });

  test('a product page and a service page', async ({ page, request }) => {
    for (const name of ['Cámara deportiva GoPro HERO13 Black', 'Bronceado en cámara UV']) {
      const product = await productNamed(request, name);
      await page.goto(`/product/${product._id}`);
      await waitForIslands(page);
      await expectNoViolations(page);
    }
  });

  test('/contacto, also with its validation errors shown', async ({ page }) => {
    await page.goto('/contacto');
    await waitForIslands(page);
    await expectNoViolations(page);
    const form = page.getByRole('form', { name: 'Formulario de Contacto' });
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByText('El nombre es obligatorio.')).toBeVisible();
    await expectNoViolations(page);
  });

  test('/search?q=camara', async ({ page }) => {
    await page.goto('/search?q=camara&description=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «camara»');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await waitForIslands(page);
    await expectNoViolations(page);
  });

  test('the mobile drawer, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalogo');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    await expectNoViolations(page);
  });
});
