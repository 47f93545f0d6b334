/**
 * The owner adds a therapist on /admin-panel/equipo (her hours and a service of the test's own);
 * a customer books the service "con Laura" in the picker and pays with the sandbox, then books
 * another hour with "Cualquiera disponible", which the shop gives to the one free person. The
 * agenda names her on both. The team is the shop's one, so it is changed only while holding its
 * lock, and the test's person is removed again at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { agendaMessages } from '../../src/domain/bookings/messages-agenda.ts';
import { staffMessages } from '../../src/domain/staff/messages-staff.ts';
import { staffPickerMessages } from '../../src/domain/staff/messages-picker.ts';
import type { StaffMember } from '../../src/domain/staff/staff.ts';
import { ADMIN, expectOk, originHeader, signIn, uniqueTag } from './admin-helpers.ts';
import { payInTestMode, saveShipping, setBrowserClock, shopDay } from './cart-helpers.ts';
import { ownEmail, ownService, whileHolding } from './own-data.ts';

/** The picker on the service's page: a date, an hour and the person ('' keeps "Cualquiera disponible"). */
async function reserveWith(page: Page, serviceId: string, date: string, time: string, person: string) {
  await page.goto(`/product/${serviceId}`);
  const booking = page.getByRole('region', { name: 'Reservar este servicio' });
  await booking.scrollIntoViewIfNeeded();
  await expect(booking.locator('form[data-ready="true"]')).toBeVisible();
  await booking.getByLabel('Fecha de la cita').fill(date);
  await booking.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  const choice = booking.getByLabel(staffPickerMessages.personLabel);
  await expect(choice.getByRole('option', { name: person || staffPickerMessages.anyone })).toHaveCount(1);
  await choice.selectOption({ label: person || staffPickerMessages.anyone });
  await booking.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Pays the cart with the sandbox; the receipt names the person the appointment is with. */
async function payAsGuest(page: Page, name: string, person: string) {
  await saveShipping(page, { name, email: ownEmail('equipo'), phone: '3001112233' }, 'Datos de contacto');
  await payInTestMode(page);
  await expect(page).toHaveURL(/\/payment-success\?status=APPROVED/);
  await expect(page.getByRole('heading', { name: staffPickerMessages.withPerson(person) })).toBeVisible();
}

test('the owner adds a therapist; a customer books "con Laura", then "Cualquiera disponible"', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tag = uniqueTag();
  const laura = `Laura ${tag}`;
  const headers = originHeader(baseURL);
  const service = await ownService(request, { label: 'Masaje con terapeuta', durationMinutes: 60 });
  await signIn(page, ADMIN);
  const admin = page.request;

  await whileHolding('staff', async () => {
    try {
      await page.goto('/admin-panel/equipo');
      await expect(page.getByRole('heading', { name: staffMessages.title })).toBeVisible();
      await page.getByRole('button', { name: staffMessages.add }).click();
      const person = page.locator('.admin-staff-person').last();
      await person.getByLabel(staffMessages.nameLabel).fill(laura);
      await person.getByRole('checkbox', { name: service.productName }).check();
      await page.getByRole('button', { name: staffMessages.save }).click();
      await expect(page.getByText(staffMessages.saved).first()).toBeVisible();
      const team = ((await (await expectOk(await admin.get('/api/admin/staff'))).json()) as { data: StaffMember[] }).data;
      expect(team.find((member) => member.name === laura)).toMatchObject({ serviceIds: [service._id] });

      const day = shopDay(7);
      const customer = await browser.newPage();
      await setBrowserClock(customer, day);
      await reserveWith(customer, service._id, day, '10:00', laura);
      await payAsGuest(customer, `Cliente Laura ${tag}`, laura);
      await reserveWith(customer, service._id, day, '11:00', '');
      await payAsGuest(customer, `Cliente cualquiera ${tag}`, laura);
      await customer.close();

      await page.goto(`/admin-panel/agenda?dia=${day}&vista=dia&servicio=${service._id}`);
      const table = page.getByRole('region', { name: agendaMessages.tableRegion });
      await expect(table.getByRole('columnheader', { name: laura })).toBeVisible();
      for (const name of [`Cliente Laura ${tag}`, `Cliente cualquiera ${tag}`]) {
        const booking = table.getByRole('button', { name: new RegExp(name) }).first();
        await expect(booking).toContainText(staffPickerMessages.withPerson(laura));
      }
    } finally {
      const team = ((await (await expectOk(await admin.get('/api/admin/staff'))).json()) as { data: StaffMember[] }).data;
      await expectOk(await admin.put('/api/admin/staff', { headers, data: { staff: team.filter((member) => member.name !== laura) } }));
      await admin.delete(`/api/product/${service._id}`, { headers });
    }
  });
});
