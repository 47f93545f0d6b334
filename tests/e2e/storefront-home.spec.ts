import { expect, test } from '@playwright/test';
import { hoursMessages } from '../../src/domain/schedule/messages-hours.ts';
import { specHeaderLinks } from './storefront-helpers.ts';

test.describe('home page', () => {
  test('the banner advances every 5 seconds and holds still while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Promociones' });
    const dot = (n: number) => banner.getByRole('button', { name: `Ir a la diapositiva ${n}`, exact: true });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('group', { name: '1 de 6' })).toBeVisible();

    await page.clock.runFor(5_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('group', { name: '2 de 6' })).toBeVisible();

    await banner.getByRole('link', { name: 'Ver componentes' }).hover();
    await page.clock.runFor(12_000);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');

    await page.mouse.move(1, 1);
    await page.clock.runFor(5_000);
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    await banner.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('link', { name: 'Ver componentes' })).toHaveAttribute('href', '/componentes');
  });

  test('the banner stays still for visitors who prefer reduced motion, and its pause button resumes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Promociones' });
    await page.clock.runFor(11_000);
    await expect(banner.getByRole('button', { name: 'Ir a la diapositiva 1', exact: true })).toHaveAttribute('aria-current', 'true');

    await banner.getByRole('button', { name: 'Reanudar carrusel' }).click();
    // Clicking plain text takes the pointer and the focus out of the banner, which would hold it.
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(5_000);
    await expect(banner.getByRole('button', { name: 'Ir a la diapositiva 2', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
  });

  test('the Destacados carousel scrolls with its next button', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destacados' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const track = carousel.getByRole('list');
    await expect(track.getByRole('article').first()).toBeVisible();
    const atStart = await track.evaluate((element) => element.scrollLeft);
    expect(atStart).toBeLessThan(10);

    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(atStart + 100);
    const afterOne = await track.evaluate((element) => element.scrollLeft);

    await carousel.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(afterOne);
  });

  test('the home page links to the catalogue and to the contact page, and shows the Productos carousel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Tienda Medellín');
    await expect(page.getByRole('main').getByRole('link', { name: 'Ver el catálogo completo' })).toHaveAttribute('href', '/catalogo');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
    await expect(page.getByRole('region', { name: 'Productos' }).getByRole('article').first()).toBeVisible();
  });
});

test.describe('header, footer and floating chat', () => {
  test('every header link of the spec is there and answers 200', async ({ page, request }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Principal' });
    const hrefs = await navigation.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expect.arrayContaining(specHeaderLinks));
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the category mega-menu opens, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Categorías' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cameras = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cámaras', exact: true });
    await expect(cameras).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(cameras).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Memoria RAM', exact: true }).click();
    await expect(page).toHaveURL(/\/ram$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memoria RAM');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer holds the same links, traps focus and closes with Escape', async ({ page }) => {
      await page.goto('/');
      const open = page.getByRole('button', { name: 'Abrir menú' });
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
      await open.click();
      const drawer = page.getByRole('dialog', { name: 'Menú' });
      await expect(drawer).toBeVisible();
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
      const hrefs = await drawer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toEqual(expect.arrayContaining(specHeaderLinks));

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(open).toBeFocused();

      await open.click();
      await drawer.getByRole('link', { name: 'Servicios', exact: true }).click();
      await expect(page).toHaveURL(/\/servicios$/);
    });
  });

  test('the floating WhatsApp link is on every page and opens a chat in a new tab', async ({ page }) => {
    for (const path of ['/', '/productos', '/contacto', '/blog']) {
      await page.goto(path);
      const chat = page.getByRole('link', { name: /Chatea con nosotros por WhatsApp/ });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the footer shows the social profiles and the opening hours', async ({ page }) => {
    await page.goto('/nosotros');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Instagram de Tienda Medellín' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Facebook de Tienda Medellín' })).toBeVisible();
    // The counter's hours and the appointments' each say the closed day.
    await expect(footer.getByRole('list', { name: hoursMessages.counterListLabel }).getByText('Cerrado todos los martes')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
  });

  test('the blog shows only the word Blog', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main')).toHaveText('Blog');
  });
});
