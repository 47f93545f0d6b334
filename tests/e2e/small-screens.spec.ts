/**
 * Every control of the shop's busiest screens can be tapped where a person taps it, at its centre,
 * from a 320 px phone to a laptop: the cart's stepper beside a seven-digit total, its remove,
 * shipping and payment controls, /reservar's "Continuar al carrito", the cards' "Añadir al carrito"
 * and the footer's newsletter. Nothing lies over them: no price, no floating WhatsApp button
 * (the page keeps its room free at its end), no toast (on small screens they show at the bottom,
 * clear of the header's cart link and menu).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartMessages } from '../../src/domain/cart/messages-cart.ts';
import { formatCop } from '../../src/domain/money/money.ts';
import { saveShipping, valentina, waitForIslands } from './cart-helpers.ts';
import { ownProduct } from './own-data.ts';
import { cardOf, readyAddButton } from './storefront-helpers.ts';
import { controlsIn, describeControl, expectPageEndKeepsFloatRoom, expectTappableAtCentre, type ScrollPlace } from './tap-targets.ts';

const WIDTHS = [320, 390, 1280] as const;
const PLACES: ScrollPlace[] = ['center', 'end'];
const LAPTOP_PRICE = 7_299_000;

async function expectAllTappable(controls: Locator[]) {
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const what = await describeControl(control);
    for (const place of PLACES) await expectTappableAtCentre(control, place, what);
  }
}

/** Taps a control at its centre, as a finger does (no scrolling or retargeting by the test runner). */
async function tapCentre(page: Page, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 740 : 800 } });

    test('every control of the cart is tapped at its centre, the stepper beside a seven-digit total too', async ({ page, request }) => {
      const laptop = await ownProduct(request, { label: 'Portátil de pantalla', sellingPrice: LAPTOP_PRICE, stock: 5 });
      // The search finds a new product at once (the listings wait for the next rebuild).
      await page.goto(`/search?q=${encodeURIComponent(laptop.productName)}&description=true`);
      await (await readyAddButton(cardOf(page, laptop.productName), 'Añadir al carrito')).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: `«${laptop.productName}» se añadió al carrito.` })
          .first(),
      ).toBeVisible();

      await page.goto('/cart');
      await waitForIslands(page);
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: laptop.productName }) });
      await expect(line).toContainText(formatCop(LAPTOP_PRICE));

      // A tap in the middle of "+" raises the quantity: the total no longer lies over it.
      await tapCentre(page, line.getByRole('button', { name: cartMessages.cartIncrease(laptop.productName) }));
      await expect(line.getByRole('spinbutton')).toHaveValue('2');
      await expect(line).toContainText(formatCop(2 * LAPTOP_PRICE));

      // The lines and the shipping form.
      await expectAllTappable(await controlsIn(page.getByRole('main')));
      await expectPageEndKeepsFloatRoom(page);

      // Once the shipping details are saved: their summary and the payment panel.
      await saveShipping(page, valentina);
      await expect(page.getByRole('region', { name: 'Pago' })).toBeVisible();
      await expectAllTappable(await controlsIn(page.getByRole('main')));
      await expectPageEndKeepsFloatRoom(page);

      // "Quitar" works at its centre too.
      await tapCentre(page, line.getByRole('button', { name: cartMessages.cartRemoveLabel(laptop.productName) }));
      await expect(page.getByText('No hay productos en tu carrito.')).toBeVisible();
    });

    test("/reservar's «Continuar al carrito», the cards' «Añadir al carrito» and the footer's newsletter are tapped at their centre", async ({
      page,
    }) => {
      await page.goto('/reservar');
      await expectAllTappable([page.getByRole('button', { name: 'Continuar al carrito' })]);
      await expectPageEndKeepsFloatRoom(page);

      await page.goto('/productos');
      const addButtons = page.getByRole('button', { name: 'Añadir al carrito', exact: true });
      await expect(addButtons.first()).toBeVisible();
      await expectAllTappable((await addButtons.all()).slice(0, 12));

      const footer = page.getByRole('contentinfo');
      await expectAllTappable([
        footer.getByRole('button', { name: 'Suscribirme' }),
        footer.getByRole('textbox', { name: 'Correo electrónico' }),
      ]);
      await expectPageEndKeepsFloatRoom(page);
    });
  });
}

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test("leave the header's cart link and menu tappable while they show", async ({ page }) => {
    await page.goto('/productos');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Añadir al carrito', exact: true }) })
      .first();
    const productName = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await (await readyAddButton(card, 'Añadir al carrito')).click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: `«${productName}» se añadió al carrito.` })
      .first();
    await expect(toast).toBeVisible();

    const header = page.locator('header.site-header');
    const float = page.getByRole('link', { name: /Chatea con nosotros por WhatsApp/ });
    // Measured once the toast has slid into its place: below the header, above the WhatsApp button.
    await expect
      .poll(async () => {
        const [headerBox, toastBox, floatBox] = await Promise.all([header.boundingBox(), toast.boundingBox(), float.boundingBox()]);
        if (!headerBox || !toastBox || !floatBox) return 'not all on the page';
        if (toastBox.y < headerBox.y + headerBox.height) return 'over the header';
        if (toastBox.y + toastBox.height > floatBox.y) return 'over the WhatsApp button';
        return 'clear';
      })
      .toBe('clear');
    for (const control of [header.getByRole('link', { name: /^Carrito/ }), header.getByRole('button', { name: 'Abrir menú' })]) {
      await expectTappableAtCentre(control, 'center', await describeControl(control));
    }

    // A tap dismisses it, and the badge's link still leads to the cart.
    await toast.click();
    await expect(toast).toBeHidden();
    await header.getByRole('link', { name: /^Carrito/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
