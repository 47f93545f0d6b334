/**
 * The product page's "Avísame cuando llegue" form, loaded only when the shopper opens it or sends
 * it (the page's own script imports this module on demand): prefills a signed-in customer's e-mail,
 * and sends the alert through the API, showing the server's answer in the form's `<output>`.
 */
import { ApiError } from '~/lib/api/core.ts';
import { requestRestockAlert } from '~/lib/api/restock-alerts.ts';
import { loadSession } from '~/stores/session.ts';

const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

/** Fills the e-mail of the signed-in customer, if the field is still empty. */
export async function prefillEmail(form: HTMLFormElement): Promise<void> {
  const email = fieldOf(form, 'email');
  const user = await loadSession().catch(() => null);
  if (user && email && !email.value) email.value = user.email;
}

export async function sendRestockAlert(form: HTMLFormElement): Promise<void> {
  const output = form.querySelector('output');
  const button = form.querySelector('button');
  const variantId = fieldOf(form, 'variantId')?.value;
  if (button) button.disabled = true;
  try {
    const answer = await requestRestockAlert({
      productId: form.dataset.productId ?? '',
      ...(variantId ? { variantId } : {}),
      email: fieldOf(form, 'email')?.value ?? '',
      acceptDataPolicy: (fieldOf(form, 'acceptDataPolicy') as HTMLInputElement | null)?.checked === true,
    } as Parameters<typeof requestRestockAlert>[0]);
    if (output) output.textContent = answer.message ?? '';
    form.dataset.sent = 'true';
  } catch (error) {
    if (output) output.textContent = error instanceof ApiError ? error.message : String(error);
  } finally {
    if (button) button.disabled = false;
  }
}
