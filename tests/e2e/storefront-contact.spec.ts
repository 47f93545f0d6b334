/**
 * The contact page. The API keeps at most 5 messages per 10 minutes per address, and every e2e
 * request comes from 127.0.0.1: this suite stores exactly one message.
 */
import { expect, test } from '@playwright/test';

test.describe('contact page', () => {
  test('shows the address, phone, e-mail, WhatsApp and the opening hours', async ({ page }) => {
    await page.goto('/contacto');
    const info = page.getByRole('region', { name: 'Información de contacto' });
    await expect(info.getByText('Carrera 43A # 1-50, El Poblado, Medellín')).toBeVisible();
    await expect(info.getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute('href', 'tel:+573001234567');
    await expect(info.getByRole('link', { name: 'contacto@tiendamedellin.co' })).toHaveAttribute(
      'href',
      'mailto:contacto@tiendamedellin.co',
    );
    const whatsapp = info.getByRole('link', { name: /Escríbenos por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/573001234567');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await expect(info.getByRole('list', { name: 'Horario de la tienda' }).getByRole('listitem')).toHaveText([
      'Miércoles a lunes: 9:00 am a 4:00 pm',
      'Cerrado todos los martes',
      'Domingos y festivos: 9:00 am a 4:00 pm',
    ]);

    const map = page.getByRole('region', { name: 'Cómo llegar' });
    await expect(map.getByRole('img')).toBeVisible();
    await expect(map.getByRole('link', { name: /Abrir la dirección en Google Maps/ })).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('checks the fields, sends the message and clears the form', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario de Contacto' });
    const send = form.getByRole('button', { name: 'Enviar' });
    const name = form.getByLabel('Nombre');
    const email = form.getByLabel('Correo');
    const subject = form.getByLabel('Asunto');
    const message = form.getByLabel('Mensaje');
    const consent = form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ });
    await expect(send).toBeEnabled();

    await send.click();
    await expect(form.getByText('El nombre es obligatorio.')).toBeVisible();
    await expect(form.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
    await expect(form.getByText('El mensaje es obligatorio.')).toBeVisible();
    await expect(consent).toHaveAccessibleDescription('Debes aceptar la política de tratamiento de datos.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('El nombre es obligatorio.');
    await expect(name).toBeFocused();

    await name.fill('Laura Gómez');
    await email.fill('laura@');
    await expect(form.getByText('El nombre es obligatorio.')).toBeHidden();
    await send.click();
    await expect(form.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('laura@example.com');
    await subject.fill('Disponibilidad');
    await message.fill('¿Tienen la GoPro HERO13 para recoger en la tienda?');
    await consent.check();
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: '¡Formulario enviado con éxito!' })).toBeVisible();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue('');
    await expect(consent).not.toBeChecked();
  });

  test('tells when the server refuses the message, with its reason, and keeps what was typed', async ({ page }) => {
    await page.route('**/api/forma', (route) =>
      route.fulfill({
        status: 429,
        json: { success: false, error: true, message: 'Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.' },
      }),
    );
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario de Contacto' });
    await expect(form.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await form.getByLabel('Nombre').fill('Andrés');
    await form.getByLabel('Correo').fill('andres@example.com');
    await form.getByLabel('Mensaje').fill('Hola');
    await form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Hubo un error al enviar el formulario. Has enviado demasiados mensajes. Intenta de nuevo en unos minutos.',
      }),
    ).toBeVisible();
    await expect(form.getByLabel('Mensaje')).toHaveValue('Hola');
  });
});
