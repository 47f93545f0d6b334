/**
 * Reviews from a verified buyer: a customer buys, the owner marks the sale delivered, the customer
 * rates it from /orders, the owner publishes it and answers from "Reseñas", and the product page
 * shows it with the average and carries it in its structured data.
 */
import { expect, test } from '@playwright/test';
import { reviewMessages } from '../../src/domain/reviews/messages-reviews.ts';
import { ADMIN, expectOk, originHeader, payOrder, sellableProduct, shippingInfo, signIn, uniqueTag } from './admin-helpers.ts';
import { signUpAndSignIn, waitForIslands } from './cart-helpers.ts';

test('a customer reviews a product from /orders and sees it on its page once the owner publishes and answers it', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const account = await signUpAndSignIn(page, baseURL);
  const product = await sellableProduct(page.request);
  const reference = await payOrder(page.request, [{ productId: product._id, quantity: 1 }], {
    ...shippingInfo,
    name: account.name,
    email: account.email,
  });
  const saleId = ((await (await page.request.get(`/api/transactions/${reference}`)).json()) as { data: { _id: string }[] }).data[0]!._id;
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const ownerApi = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: originHeader(baseURL) });
  await expectOk(await ownerApi.post('/api/signin', { data: ADMIN }));
  await expectOk(await ownerApi.patch(`/api/transactions/${saleId}`, { data: { status: 'entregada' } }));
  await ownerApi.dispose();

  // The customer rates it from /orders.
  const opinion = `Llegó perfecto y a tiempo <b>${uniqueTag()}</b>`;
  await page.goto('/orders');
  await waitForIslands(page);
  const card = page.getByRole('article').filter({ hasText: reference });
  await card.getByRole('button', { name: reviewMessages.rate }).click();
  const form = card.getByRole('form', { name: reviewMessages.rateTitle(product.productName) });
  await form
    .locator('label')
    .filter({ hasText: reviewMessages.ratingOption(4) })
    .click();
  await expect(form.getByRole('radio', { name: reviewMessages.ratingOption(4) })).toBeChecked();
  await form.getByLabel(reviewMessages.textLabel).fill(opinion);
  await form.getByRole('button', { name: reviewMessages.send }).click();
  await expect(card.getByText(`${reviewMessages.yourReview(4)} · en revisión`)).toBeVisible();

  // The owner publishes and answers it.
  const owner = await browser.newPage({ baseURL: origin });
  await signIn(owner, ADMIN);
  await owner.goto('/admin-panel/resenas');
  await waitForIslands(owner);
  const item = owner.getByRole('article').filter({ hasText: opinion });
  await expect(item).toContainText('Pendiente');
  await item.getByRole('button', { name: 'Publicar' }).click();
  await expect(item).toContainText('Publicada');
  await item.getByLabel('Respuesta pública').fill('¡Gracias por tu compra!');
  await item.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(owner.getByText('Respuesta guardada.')).toBeVisible();
  await owner.close();

  // The product page shows it, typed as it was, with the average and the shop's answer.
  await page.goto(`/product/${product._id}`);
  const section = page.getByRole('region', { name: 'Opiniones de clientes' });
  await expect(section.getByText(opinion)).toBeVisible();
  await expect(section.getByText('¡Gracias por tu compra!')).toBeVisible();
  await expect(section.getByText(/de 5 \(\d+ opini/)).toBeVisible();
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => 'aggregateRating' in data) as {
    aggregateRating?: { reviewCount: number };
    review?: { reviewBody: string }[];
  };
  expect(jsonLd.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1);
  expect(jsonLd.review?.map((review) => review.reviewBody)).toContain(opinion);
});
