/**
 * The shop's people in api tests: saving the team, and a customer's order of a service with a
 * person (or "cualquiera"), one create-order each from its own address and e-mail.
 */
import { expect } from 'vitest';
import type { StaffMember } from '../../src/domain/staff/staff.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { shopper } from './checkout-helpers.ts';
import { body, type Harness } from './helpers.ts';

/** Every day open from `from` to `to`. */
export const everyDay = (from = '08:00', to = '18:00') => Array.from({ length: 7 }, () => ({ open: true, from, to }));

export interface PersonInput {
  name: string;
  serviceIds: string[];
  week?: { open: boolean; from: string; to: string }[];
  timeOff?: { from: string; to: string; reason: string }[];
  photo?: string | null;
}

export const saveStaff = (harness: Harness, cookie: string, staff: unknown[]) =>
  harness.request('/api/admin/staff', { method: 'PUT', cookie, json: { staff } });

export async function listStaff(harness: Harness, cookie: string): Promise<StaffMember[]> {
  const response = await harness.request('/api/admin/staff', { cookie });
  expect(response.status).toBe(200);
  return (await body<{ data: StaffMember[] }>(response)).data;
}

/** Adds people to the team as it is now; returns them with their ids, in the order given. */
export async function addPeople(harness: Harness, cookie: string, people: PersonInput[]): Promise<StaffMember[]> {
  const current = await listStaff(harness, cookie);
  const added = people.map((person) => ({ week: everyDay(), timeOff: [], ...person }));
  const saved = await saveStaff(harness, cookie, [...current, ...added]);
  expect(saved.status, await saved.clone().text()).toBe(200);
  const { staff } = (await body<{ data: { staff: StaffMember[] } }>(saved)).data;
  return people.map((person) => staff.find((member) => member.name === person.name)!);
}

let orders = 0;

/** One customer's create-order of the service at that hour with a person (an id or "cualquiera"), not paid. */
export function orderWithPerson(harness: Harness, service: Product, date: string, time: string, staffId?: string) {
  orders += 1;
  const shippingInfo = {
    name: `Cliente equipo ${orders}`,
    email: `equipo${orders}@correo.co`,
    phone: '3001234567',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  return shopper(harness, { shippingInfo, seed: `equipo-${orders}` }).createOrder(
    [{ productId: service._id, reservationDate: date, reservationTime: time, ...(staffId ? { staffId } : {}) }],
    { shippingInfo, ip: `10.77.${(orders >> 8) & 255}.${orders & 255}` },
  );
}

export interface StaffedHour {
  time: string;
  available: boolean;
  remaining: number;
  staff?: { _id: string; name: string }[];
}

export async function staffedHours(harness: Harness, service: Product, date: string): Promise<Map<string, StaffedHour>> {
  const response = await harness.request(`/api/services/${service._id}/availability?date=${date}`);
  expect(response.status).toBe(200);
  const answer = await body<{ data: { slots: StaffedHour[] } }>(response);
  return new Map(answer.data.slots.map((slot) => [slot.time, slot]));
}
