/**
 * The first seconds of a page: the header's cart link for everyone, taps and
 * typing that land before an island has its code (item 2), and the session area while the session
 * is checked, with no hydration error anywhere (item 10).
 *
 * "Before the island has its code" is made certain, not left to the machine's speed: the test holds
 * back the islands' React renderer (one file) until the tap is done, on a throttled phone.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { shopDay, signUpAndSignIn, waitForIslands } from './cart-helpers.ts';
import { cardOf, productNamed } from './storefront-helpers.ts';

const GOPRO = 'Cámara deportiva GoPro HERO13 Black';
const MASSAGE = 'Masaje relajante';

const banner = (page: Page) => page.getByRole('banner');
const headerCartLink = (page: Page) => banner(page).getByRole('link', { name: /^Carrito/ });
const headerLoginLink = (page: Page) => banner(page).getByRole('link', { name: 'Iniciar sesión', exact: true });

/**
 * Holds back the code every React island needs (the renderer) until `release` is called, so
 * whatever the test does meanwhile happens before any island has hydrated. `waitUntilAsked`
 * proves the hold took: the page asked for that file and got nothing yet.
 */
async function holdIslandCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return {
    release,
    waitUntilAsked: () => expect.poll(() => asked, { timeout: 30_000 }).toBe(true),
  };
}

/** A mid-range phone on a slow connection: the CPU 4× slower and 1.6 Mbps down. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Console errors and uncaught page errors (React's hydration errors among them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

// --- Item 1: the cart link

test.describe('the header links to the cart for everyone', () => {
  test('a guest finds the cart in the header once the notice is gone, and its count follows the cart', async ({ page }) => {
    await page.goto('/productos');
    await waitForIslands(page);
    await expect(headerCartLink(page)).toHaveAccessibleName('Carrito: 0 productos');
    await expect(headerCartLink(page)).toHaveAttribute('href', '/cart');

    const add = cardOf(page, GOPRO).getByRole('button', { name: 'Añadir al carrito', exact: true });
    await add.scrollIntoViewIfNeeded();
    await expect(add).toHaveAttribute('data-ready', 'true');
    await add.click();
    const notice = page.getByRole('alert').filter({ hasText: `«${GOPRO}» se añadió al carrito.` });
    await expect(notice).toBeVisible();
    await expect(headerCartLink(page)).toHaveAccessibleName('Carrito: 1 producto');
    // Once the notice is gone, the header's link stays.
    await page.getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect(notice).toHaveCount(0);

    // From the search box, the keyboard reaches the cart link in two steps.
    await banner(page).getByRole('searchbox').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(headerCartLink(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByRole('heading', { name: GOPRO })).toBeVisible();
  });

  test('the mobile drawer offers a guest the cart too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalogo');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Carrito (0 productos)' })).toHaveAttribute('href', '/cart');
    await expect(drawer.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the cart link is in the prebuilt page', async ({ page }) => {
      await page.goto('/');
      await expect(headerCartLink(page)).toHaveAccessibleName('Carrito');
      await expect(headerCartLink(page)).toHaveAttribute('href', '/cart');
      await expect(headerLoginLink(page)).toBeVisible();
    });
  });
});

// --- Item 2: early taps and typing

test.describe('a tap or a date before the island is ready is not lost', () => {
  test('on a slow phone, "Añadir al carrito" tapped 300 ms after the card appears adds the product', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await slowPhone(page);
    const islands = await holdIslandCode(page);
    await page.goto('/productos', { waitUntil: 'commit' });

    const card = cardOf(page, GOPRO);
    const add = card.getByRole('button', { name: 'Añadir al carrito', exact: true });
    await add.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    await page.waitForTimeout(300);
    await add.click();
    await islands.waitUntilAsked();
    // The island had no code yet when it was tapped.
    await expect(add).not.toHaveAttribute('data-ready', 'true');

    islands.release();
    await expect(page.getByRole('alert').filter({ hasText: `«${GOPRO}» se añadió al carrito.` })).toBeVisible({ timeout: 45_000 });
    await expect(headerCartLink(page)).toHaveAccessibleName('Carrito: 1 producto');
  });

  test('a service card\'s "Añadir" pressed at once opens the reservation dialog', async ({ page, request }) => {
    const massage = await productNamed(request, MASSAGE);
    const islands = await holdIslandCode(page);
    await page.goto('/servicios', { waitUntil: 'commit' });

    const add = cardOf(page, massage.productName).getByRole('button', { name: 'Añadir', exact: true });
    await add.click();
    await islands.waitUntilAsked();
    islands.release();
    const dialog = page.getByRole('dialog', { name: `Reservar: ${massage.productName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Fecha de la cita')).toBeVisible();
  });

  test("a date typed into a service page's picker before it is ready stays", async ({ page, request }) => {
    const massage = await productNamed(request, MASSAGE);
    const day = shopDay(3);
    const islands = await holdIslandCode(page);
    await page.goto(`/product/${massage._id}`, { waitUntil: 'commit' });

    const booking = page.getByRole('region', { name: 'Reservar este servicio' });
    const date = booking.getByLabel('Fecha de la cita');
    await date.scrollIntoViewIfNeeded();
    await date.fill(day);
    await islands.waitUntilAsked();
    islands.release();

    await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
    await expect(date).toHaveValue(day);
    // The picker knows the date: it shows that day's hours.
    await expect(booking.getByRole('radio').first()).toBeVisible();
  });
});

// --- Item 10: the session area and hydration

test.describe('the session area while the session is checked', () => {
  test('a signed-in visitor never sees "Iniciar sesión", and the header does not move when the avatar comes', async ({ page, baseURL }) => {
    const account = await signUpAndSignIn(page, baseURL);
    let answerSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    await page.route('**/api/user-details', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto('/');
    await waitForIslands(page);
    // The islands run, the session is not known yet.
    await expect(headerCartLink(page)).toHaveAccessibleName(/^Carrito: /);
    await expect(headerLoginLink(page)).toHaveCount(0);
    const cartBefore = await headerCartLink(page).boundingBox();

    answerSession();
    const menu = banner(page).getByRole('button', { name: `Menú de tu cuenta: ${account.name}` });
    await expect(menu).toBeVisible();
    await expect(headerLoginLink(page)).toHaveCount(0);
    expect(await headerCartLink(page).boundingBox()).toEqual(cartBefore);
  });
});

test.describe('no hydration error on any page', () => {
  interface Visit {
    path: string;
    /** Where the page sends the visitor (a signed-out one's /orders and /perfil go to /login). */
    landsOn: RegExp;
  }

  async function visitAll(page: Page, visits: Visit[]) {
    for (const { path, landsOn } of visits) {
      await page.goto(path);
      await expect(page).toHaveURL(landsOn);
      await waitForIslands(page);
      // Islands that wait to be scrolled to hydrate too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    }
  }

  async function pagesToVisit(page: Page, signedIn: boolean): Promise<Visit[]> {
    const gopro = await productNamed(page.request, GOPRO);
    const account = (path: string) => ({ path, landsOn: signedIn ? new RegExp(`${path}$`) : /\/login$/ });
    return [
      { path: '/', landsOn: /\/$/ },
      { path: '/camaras', landsOn: /\/camaras$/ },
      { path: `/product/${gopro._id}`, landsOn: new RegExp(`/product/${gopro._id}$`) },
      { path: '/cart', landsOn: /\/cart$/ },
      account('/orders'),
      account('/perfil'),
    ];
  }

  test('signed out', async ({ page }) => {
    const errors = collectErrors(page);
    await visitAll(page, await pagesToVisit(page, false));
    expect(errors).toEqual([]);
  });

  test('signed in through the login form, with products in the cart', async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const account = await signUpAndSignIn(page, baseURL);
    const gopro = await productNamed(page.request, GOPRO);
    const added = await page.request.post('/api/addtocart', {
      data: { productId: gopro._id, quantity: 2 },
      headers: { Origin: new URL(baseURL ?? 'http://localhost').origin },
    });
    expect(added.ok()).toBe(true);
    // Signed in again as a person does: the home page then greets with a toast.
    await page.context().clearCookies();
    await page.goto('/login');
    await waitForIslands(page);
    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(account.email);
    await login.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Inicio de sesión exitoso.')).toBeVisible();
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');

    await visitAll(page, await pagesToVisit(page, true));
    await expect(headerCartLink(page)).toHaveAccessibleName('Carrito: 2 productos');
    expect(errors).toEqual([]);
  });
});
