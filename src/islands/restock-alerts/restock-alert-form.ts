/**
 * The product page's "Avísame cuando llegue" form, loaded only when the shopper opens its box (the
 * page's own script imports this module then): prefills a signed-in customer's e-mail, enables the
 * button, and sends the alert through the API, showing the server's answer in the form's `<output>`.
 */
import { ApiError } from '~/lib/api/core.ts';
import { requestRestockAlert } from '~/lib/api/restock-alerts.ts';
import { loadSession } from '~/stores/session.ts';

const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

/** Wires the box's form once (the button stays disabled until then), and fills a signed-in customer's e-mail if still empty. */
export async function openRestockAlert(box: HTMLElement): Promise<void> {
  const form = box.querySelector<HTMLFormElement>('[data-restock-alert]');
  if (!form || form.dataset.ready) return;
  form.dataset.ready = 'true';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void sendRestockAlert(form);
  });
  const button = form.querySelector('button');
  if (button) button.disabled = false;
  const email = fieldOf(form, 'email');
  const user = await loadSession().catch(() => null);
  if (user && email && !email.value) email.value = user.email;
}

async function sendRestockAlert(form: HTMLFormElement): Promise<void> {
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
