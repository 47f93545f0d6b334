/**
 * Accounts as a person uses them: sign-up with a photo, the header's user menu, logout and login,
 * refused and locked-out logins, the profile, the order history, the admin links, the mobile
 * drawer and the accessibility of the account pages. Every test makes its own account (a fresh
 * e-mail), so the tests share nothing and the login lock-out of one never touches another.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { formatCop } from '../../src/domain/money/money.ts';
import { formatDay, formatShortDayOf } from '../../src/domain/shared/dates.ts';
import { checkoutConsent, dataPolicyConsent, shopDay } from './cart-helpers.ts';
import { ownService } from './own-data.ts';

const PASSWORD = 'montaña-2026';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// --- Images: real PNGs, drawn here

function pngOf(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 48×48 portrait: a face over shoulders on a lilac background. */
const portrait = pngOf(48, 48, (x, y) =>
  Math.hypot(x - 24, y - 19) < 10 ? [240, 190, 150] : y > 36 && Math.abs(x - 24) < 18 ? [59, 47, 201] : [236, 235, 255],
);
/** A second photo, 40×40 and green, for the profile change. */
const secondPortrait = pngOf(40, 40, (x, y) => (Math.hypot(x - 20, y - 20) < 12 ? [6, 118, 71] : [230, 246, 238]));

const pngFile = (buffer: Buffer, name = 'yo.png') => ({ name, mimeType: 'image/png', buffer });
const dataUrl = (buffer: Buffer) => `data:image/png;base64,${buffer.toString('base64')}`;

// --- Accounts

let counter = 0;
/** Unique across workers, runs and retries. */
function freshEmail(tag: string): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@correo.co`;
}

interface Account {
  name: string;
  email: string;
  tel: string;
  password: string;
}

function newAccount(tag: string, name = 'Camila Restrepo'): Account {
  return { name, email: freshEmail(tag), tel: '300 555 1234', password: PASSWORD };
}

function siteOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The e2e config sets baseURL');
  return new URL(baseURL).origin;
}

/** Creates the account through the API (the sign-up form has its own test). */
async function createAccount(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/signup', {
    data: { ...account, confirmPassword: account.password, profilePic: dataUrl(portrait), ...dataPolicyConsent },
  });
  expect(response.status()).toBe(201);
}

/** Signs the page's browser in through the API: the cookie lands in the page's context. */
async function signInByApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/signin', { data: { email, password }, headers: { Origin: siteOrigin() } });
  expect(response.status()).toBe(200);
}

// --- Pages

/** Goes to a page and waits until its islands (all but the ones waiting to be scrolled to) have hydrated. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

const loginForm = (page: Page) => page.getByRole('form', { name: 'Iniciar sesión' });
const signupForm = (page: Page) => page.getByRole('form', { name: 'Crear cuenta' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (Alt+T)' });
const menuButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: `Menú de tu cuenta: ${name}` });
const headerLoginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión', exact: true });

async function fillLogin(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
}

/** Submits the login form and waits for the server's answer. */
async function submitLogin(page: Page) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/signin'));
  await loginForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  return answer;
}

/** The image has really been loaded and decoded (not only given a src). */
async function expectLoaded(image: Locator, width: number) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBe(width);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

// --- Tests

test.describe('sign-up, header menu, logout and login', () => {
  test('a visitor signs up with a photo, sees it in the header and on the profile, logs out and logs in again', async ({ page }) => {
    const account = newAccount('alta');
    await openPage(page, '/sign-up');
    await expect(page).toHaveTitle('Crear cuenta | Tienda Medellín');
    // Signed out: a login link, and the guest's cart link.
    await expect(headerLoginLink(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito: 0 productos' })).toBeVisible();

    const form = signupForm(page);
    await form.getByLabel('Nombre').fill(account.name);
    await form.getByLabel('Correo electrónico').fill(account.email);
    await form.getByLabel('Teléfono').fill(account.tel);
    await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await form.getByLabel('Confirmar contraseña').fill(account.password);
    await form.getByLabel('Foto de perfil').setInputFiles(pngFile(portrait));
    await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await expectLoaded(form.getByRole('img', { name: 'Vista previa de la foto elegida' }), 48);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();

    // Signed in at once, on the home page.
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText(`¡Hola, ${account.name}! Tu cuenta quedó creada y ya iniciaste sesión.`)).toBeVisible();
    const button = menuButton(page, account.name);
    const headerPhoto = button.locator('img');
    await expect(headerPhoto).toHaveAttribute('src', /^\/api\/media\/[a-f0-9]{32}\.png$/);
    await expectLoaded(headerPhoto, 48);
    const photoUrl = await headerPhoto.getAttribute('src');
    await expect(headerLoginLink(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito: 0 productos' })).toBeVisible();

    // The menu of a GENERAL user: profile and orders, no admin pages.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/orders');
    await expect(banner.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/perfil');
    await banner.getByRole('link', { name: 'Mi perfil' }).click();

    // The menu leads to the one profile page (/profile only redirects there).
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { name: account.name, level: 2 })).toBeVisible();
    const profilePhoto = page.getByRole('main').getByRole('img', { name: `Foto de perfil de ${account.name}` });
    await expect(profilePhoto).toHaveAttribute('src', photoUrl ?? '');
    await expectLoaded(profilePhoto, 48);
    const facts = page.getByRole('main').getByRole('definition');
    await expect(facts).toContainText([account.email, account.tel, 'Cliente']);
    const details = await (await page.request.get('/api/user-details')).json();
    await expect(facts.nth(3)).toHaveText(formatShortDayOf(details.data.createdAt));

    // Logout: back home, signed out.
    await menuButton(page, account.name).click();
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Sesión cerrada correctamente.')).toBeVisible();
    await expect(headerLoginLink(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Menú de tu cuenta/ })).toHaveCount(0);
    // The account's cart stays on the server; the guest's is empty.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito: 0 productos' })).toBeVisible();
    expect((await page.request.get('/api/user-details')).status()).toBe(401);

    // And in again, from the header's link.
    await headerLoginLink(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await fillLogin(page, account.email, account.password);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Inicio de sesión exitoso.')).toBeVisible();
    await expectLoaded(menuButton(page, account.name).locator('img'), 48);
  });

  test('the user menu works with the keyboard and closes on Escape and outside clicks', async ({ page, request }) => {
    const account = newAccount('teclado', 'Mateo Gómez');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await openPage(page, '/contacto');
    const button = menuButton(page, account.name);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Mi perfil' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(banner.getByRole('link', { name: 'Mis pedidos' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link', { name: 'Mi perfil' })).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('login', () => {
  test('a wrong password is refused with the server message, in the form and as a toast', async ({ page, request }) => {
    const account = newAccount('clave');
    await createAccount(request, account);
    await openPage(page, '/login');
    await expect(page).toHaveTitle('Iniciar sesión | Tienda Medellín');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(loginForm(page).getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
    await expect(loginForm(page).getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/sign-up');

    await fillLogin(page, account.email, 'equivocada-1');
    // The show/hide toggle.
    const password = loginForm(page).getByLabel('Contraseña', { exact: true });
    const toggle = loginForm(page).getByRole('button', { name: 'Mostrar contraseña' });
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');

    expect((await submitLogin(page)).status()).toBe(401);
    await expect(loginForm(page).getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await expect(toasts(page).getByText('Correo o contraseña incorrectos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(headerLoginLink(page)).toBeVisible();
  });

  test('after 5 failures the e-mail is locked out: the 6th try, even with the right password, gets the 429 message', async ({
    page,
    request,
  }) => {
    const account = newAccount('bloqueo');
    await createAccount(request, account);
    await openPage(page, '/login');
    await fillLogin(page, account.email, 'equivocada-1');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await submitLogin(page)).status(), `attempt ${attempt}`).toBe(401);
      await expect(loginForm(page).getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
      await expect(loginForm(page).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    }
    await loginForm(page).getByLabel('Contraseña', { exact: true }).fill(account.password);
    expect((await submitLogin(page)).status()).toBe(429);
    const locked = 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.';
    await expect(loginForm(page).getByRole('alert')).toHaveText(locked);
    await expect(toasts(page).getByText(locked)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a request that never reaches the server says "Error en la solicitud de login"', async ({ page }) => {
    await openPage(page, '/login');
    await page.route('**/api/signin', (route) => route.abort('internetdisconnected'));
    await fillLogin(page, freshEmail('red'), 'cualquiera-1');
    await loginForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(loginForm(page).getByRole('alert')).toHaveText('Error en la solicitud de login');
    await expect(toasts(page).getByText('Error en la solicitud de login')).toBeVisible();
  });

  test('the browser checks the fields before sending anything', async ({ page }) => {
    await openPage(page, '/login');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/signin')) sent += 1;
    });
    await loginForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    const email = loginForm(page).getByLabel('Correo electrónico');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ingresa un correo electrónico válido.');
    await expect(email).toBeFocused();
    await expect(loginForm(page).getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription('La contraseña es obligatoria.');
    expect(sent).toBe(0);
  });
});

test.describe('sign-up rules', () => {
  test('every field but the photo is required, passwords must match and be 8 long, the e-mail must look like one', async ({ page }) => {
    await openPage(page, '/sign-up');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/signup')) sent += 1;
    });
    const form = signupForm(page);
    const submit = form.getByRole('button', { name: 'Crear cuenta' });
    await submit.click();
    const expected: [string, string][] = [
      ['Nombre', 'El nombre es obligatorio.'],
      ['Correo electrónico', 'Ingresa un correo electrónico válido.'],
      ['Teléfono', 'El teléfono es obligatorio.'],
      ['Confirmar contraseña', 'Confirma tu contraseña.'],
      ['Acepto la política de tratamiento de datos', 'Debes aceptar la política de tratamiento de datos.'],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabel(label);
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(message);
    }
    // The photo is optional: no complaint beside it.
    const photo = form.getByLabel('Foto de perfil (opcional)');
    await expect(photo).not.toHaveAttribute('aria-invalid', 'true');
    await expect(photo).toHaveAccessibleDescription('PNG, JPG, GIF o WEBP de hasta 2 MB. Si no subes una, mostramos tus iniciales.');
    const password = form.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAccessibleDescription('Mínimo 8 caracteres. La contraseña es obligatoria.');
    await expect(form.getByLabel('Nombre')).toBeFocused();

    await form.getByLabel('Correo electrónico').fill('sin-arroba');
    await password.fill('corta');
    await form.getByLabel('Confirmar contraseña').fill('distinta');
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Ingresa un correo electrónico válido.');
    await expect(password).toHaveAccessibleDescription('Mínimo 8 caracteres. La contraseña debe tener al menos 8 caracteres.');
    await expect(form.getByLabel('Confirmar contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    await password.fill('distinta-larga');
    await form.getByLabel('Confirmar contraseña').fill('distinta-larga');
    await expect(form.getByLabel('Confirmar contraseña')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Mínimo 8 caracteres.');
    expect(sent).toBe(0);
  });

  test('on a phone, a visitor signs up without a photo and the header shows the initials', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = newAccount('sinfoto', 'Valentina Ríos');
    await openPage(page, '/sign-up');
    const form = signupForm(page);
    await expect(form.getByText('Todos los campos son obligatorios, salvo la foto de perfil.')).toBeVisible();
    await form.getByLabel('Nombre').fill(account.name);
    await form.getByLabel('Correo electrónico').fill(account.email);
    await form.getByLabel('Teléfono').fill(account.tel);
    await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await form.getByLabel('Confirmar contraseña').fill(account.password);
    await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/signup'));
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page).toHaveURL(/\/$/);
    const button = menuButton(page, account.name);
    await expect(button).toBeVisible();
    await expect(button.locator('img')).toHaveCount(0);
    await expect(button.getByText('VR', { exact: true })).toBeVisible();
  });

  test('a file that is not an image, or is over 2 MB, is refused in the browser', async ({ page }) => {
    await openPage(page, '/sign-up');
    const photo = signupForm(page).getByLabel('Foto de perfil');
    // Named and typed as a PNG, but its bytes are text.
    await photo.setInputFiles(pngFile(Buffer.from('definitivamente no es una imagen'), 'falsa.png'));
    await expect(photo).toHaveAccessibleDescription(/El archivo no es una imagen válida \(PNG, JPG, GIF o WEBP\)\.$/);
    await expect(photo).toHaveAttribute('aria-invalid', 'true');
    // A real PNG header padded past 2 MB.
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    portrait.copy(big, 0, 0, 16);
    await photo.setInputFiles(pngFile(big, 'enorme.png'));
    await expect(photo).toHaveAccessibleDescription(/La imagen no puede superar 2 MB\.$/);
    // A real one is accepted and previewed.
    await photo.setInputFiles(pngFile(portrait));
    await expect(photo).not.toHaveAttribute('aria-invalid', 'true');
    await expectLoaded(signupForm(page).getByRole('img', { name: 'Vista previa de la foto elegida' }), 48);
  });

  test('a known e-mail is refused beside the e-mail field', async ({ page, request }) => {
    const account = newAccount('repetido');
    await createAccount(request, account);
    await openPage(page, '/sign-up');
    const form = signupForm(page);
    await form.getByLabel('Nombre').fill('Otra Persona');
    await form.getByLabel('Correo electrónico').fill(account.email.toUpperCase());
    await form.getByLabel('Teléfono').fill('301 222 3344');
    await form.getByLabel('Contraseña', { exact: true }).fill('otra-clave-123');
    await form.getByLabel('Confirmar contraseña').fill('otra-clave-123');
    await form.getByLabel('Foto de perfil').setInputFiles(pngFile(portrait));
    await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await expect(form.getByRole('img', { name: 'Vista previa de la foto elegida' })).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/signup'));
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    expect((await answer).status()).toBe(409);
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription('El correo ya está registrado.');
    await expect(toasts(page).getByText('El correo ya está registrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});

test.describe('forgot-password', () => {
  test('shows that a reset link was sent after asking the server once, and says the same for an unknown e-mail', async ({ page }) => {
    await openPage(page, '/forgot-password');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(new URL(request.url()).pathname);
    });
    const form = page.getByRole('form', { name: 'Recuperar contraseña' });
    await form.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Ingresa un correo electrónico válido.');
    expect(posts).toEqual([]);
    await form.getByLabel('Correo electrónico').fill('nadie-registrado@correo.co');
    await form.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
    );
    await expect(form.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(posts).toEqual(['/api/forgot-password']);
  });
});

test.describe('profile', () => {
  test('signed out, /perfil, /profile and /orders go to /login; the page says it is loading until then', async ({ page, request }) => {
    const html = await (await request.get('/perfil')).text();
    expect(html).toContain('Cargando datos del usuario...');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const legacy = await request.get('/profile', { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(new URL(legacy.headers().location ?? '', 'http://localhost').pathname).toBe('/perfil');
    for (const path of ['/perfil', '/profile', '/orders']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('a user edits their name, phone and photo', async ({ page, request }) => {
    const account = newAccount('perfil', 'Sofía Vélez');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await openPage(page, '/perfil');
    await expect(page).toHaveTitle('Mi perfil | Tienda Medellín');
    await expect(page.getByRole('heading', { name: 'Sofía Vélez', level: 2 })).toBeVisible();

    const editor = page.getByRole('form', { name: 'Editar perfil' });
    await editor.getByLabel('Nombre').fill('');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(editor.getByLabel('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio.');

    await editor.getByLabel('Nombre').fill('Sofía Vélez Arango');
    await editor.getByLabel('Teléfono').fill('310 444 5566');
    await editor.getByLabel('Cambiar foto de perfil').setInputFiles(pngFile(secondPortrait, 'nueva.png'));
    await expectLoaded(editor.getByRole('img', { name: 'Vista previa de la foto elegida' }), 40);
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(toasts(page).getByText('Perfil actualizado correctamente.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sofía Vélez Arango', level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('definition').nth(1)).toHaveText('310 444 5566');
    await expectLoaded(page.getByRole('main').getByRole('img', { name: 'Foto de perfil de Sofía Vélez Arango' }), 40);
    // The header follows at once…
    await expectLoaded(menuButton(page, 'Sofía Vélez Arango').locator('img'), 40);
    // …and the change is stored.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sofía Vélez Arango', level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('definition').nth(1)).toHaveText('310 444 5566');
  });
});

// --- Orders

interface ApiProduct {
  _id: string;
  productName: string;
  category: string;
  stock: number;
  sellingPrice: number;
}

/** Pays an order through the shop's own checkout API (sandbox payments in the e2e server). */
async function payOrder(page: Page, items: unknown[], shippingInfo: Record<string, string>) {
  const headers = { Origin: siteOrigin() };
  const created = await page.request.post('/api/payment/create-order', { headers, data: { items, shippingInfo, ...checkoutConsent } });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: string; reference: string };
  const captured = await page.request.post('/api/payment/capture-order', { headers, data: { orderID: order.id } });
  expect(captured.status(), await captured.text()).toBe(200);
  return order.reference;
}

test.describe('orders', () => {
  test('the history is empty at first, then shows paid reservations and purchases, newest first, with their details', async ({
    page,
    request,
  }) => {
    const account = newAccount('pedidos', 'Juliana Mejía');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await openPage(page, '/orders');
    await expect(page).toHaveTitle('Mis pedidos | Tienda Medellín');
    await expect(page.getByText('Todavía no tienes reservas ni compras.')).toBeVisible();

    // A service of the test's own: its hour is free whatever else runs.
    const service = await ownService(request);
    const products = ((await (await request.get('/api/get-product')).json()) as { data: ApiProduct[] }).data;
    const product = products.find((product) => !product.category.startsWith('Servicios') && product.stock >= 3);
    if (!product) throw new Error('The sample catalogue has products in stock');

    const contact = { name: account.name, email: account.email, phone: '3005551234', address: 'Calle 10 # 43-20', deliveryTime: 'Tarde' };
    const day = shopDay(14);
    const firstReference = await payOrder(page, [{ productId: service._id, reservationDate: day, reservationTime: '10:00' }], {
      ...contact,
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
    });
    const secondReference = await payOrder(page, [{ productId: product._id, quantity: 2 }], {
      ...contact,
      shippingMethod: 'delivery',
      city: 'Medellín',
      neighborhood: 'El Poblado',
    });

    await page.reload();
    const orders = page.getByRole('main').getByRole('article');
    await expect(orders).toHaveCount(2);
    // Newest first: the purchase, then the reservation.
    const purchase = orders.nth(0);
    const reservation = orders.nth(1);
    await expect(purchase.getByRole('heading', { level: 2 })).toHaveText(`Compra ${secondReference}`);
    await expect(reservation.getByRole('heading', { level: 2 })).toHaveText(`Reserva ${firstReference}`);

    await expect(purchase.getByRole('heading', { name: product.productName })).toBeVisible();
    await expect(purchase).toContainText(`2 × ${formatCop(product.sellingPrice)}`);
    await expect(purchase).toContainText('Pagada');
    await expect(purchase.getByRole('heading', { name: 'A domicilio', exact: true })).toBeVisible();
    await expect(purchase).toContainText('Calle 10 # 43-20');
    await expect(purchase).toContainText('El Poblado, Medellín');

    await expect(reservation.getByRole('heading', { name: service.productName })).toBeVisible();
    await expect(reservation).toContainText('Confirmada');
    await expect(reservation).toContainText(`Cita: ${formatDay(day)}`);
    await expect(reservation).toContainText(formatCop(service.sellingPrice));
    await expect(reservation.getByRole('link', { name: 'Añadir la cita a mi calendario' })).toHaveAttribute(
      'href',
      `/api/transactions/${firstReference}/calendar.ics`,
    );
  });
});

// --- Roles

test.describe('roles', () => {
  test('an admin sees the four admin links in the user menu', async ({ page }) => {
    await openPage(page, '/login');
    await fillLogin(page, 'admin@tienda.local', 'admin12345');
    expect((await submitLogin(page)).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    const button = page.getByRole('banner').getByRole('button', { name: /^Menú de tu cuenta/ });
    await button.click();
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Tu cuenta' });
    await expect(menu.getByText('Administración')).toBeVisible();
    const links: [string, string][] = [
      ['Productos', '/admin-panel/all-products'],
      ['Reservas', '/admin-panel/all-reservas'],
      ['Ventas', '/admin-panel/all-Ventas'],
      ['Usuarios', '/admin-panel/all-users'],
    ];
    for (const [name, href] of links) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  test('a GENERAL user who types /admin-panel/all-users is sent to the home page', async ({ page, request }) => {
    const account = newAccount('general');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await page.goto('/admin-panel/all-users');
    await expect(page).toHaveURL(/\/$/);
    await expect(menuButton(page, account.name)).toBeVisible();
  });
});

// --- Mobile drawer

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offers the same account items as the header, signed out and signed in', async ({ page, request }) => {
    await openPage(page, '/catalogo');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    let drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('heading', { name: 'Tu cuenta' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/sign-up');

    const account = newAccount('movil', 'Andrés Zapata');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await openPage(page, '/catalogo');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByText(account.email)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Carrito (0 productos)' })).toHaveAttribute('href', '/cart');
    await expect(drawer.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/perfil');
    await expect(drawer.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/orders');
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(headerLoginLink(page)).toBeVisible();
  });
});

// --- Accessibility

test.describe('accessibility (axe) of the account pages', () => {
  test('/login, also with its errors shown', async ({ page }) => {
    await openPage(page, '/login');
    await expectNoAxeViolations(page);
    await loginForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(loginForm(page).getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('/sign-up, also with its errors shown', async ({ page }) => {
    await openPage(page, '/sign-up');
    await expectNoAxeViolations(page);
    await signupForm(page).getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(signupForm(page).getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('/perfil signed in, with the user menu open', async ({ page, request }) => {
    const account = newAccount('axe');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await openPage(page, '/perfil');
    await expect(page.getByRole('heading', { name: account.name, level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await menuButton(page, account.name).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mi perfil' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/forgot-password and /orders', async ({ page, request }) => {
    await openPage(page, '/forgot-password');
    await expectNoAxeViolations(page);
    const account = newAccount('axe-pedidos');
    await createAccount(request, account);
    await signInByApi(page, account.email, account.password);
    await openPage(page, '/orders');
    await expect(page.getByText('Todavía no tienes reservas ni compras.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
