/**
 * The WhatsApp api tests' shop: a harness whose WhatsApp client talks to a loopback fake of Meta's
 * Graph API, a sample service to book, the clock set back before each test, and the notices sent
 * for one reservation (their /mi-reserva link names its reference).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/whatsapp-fake.ts';
import { findService } from './booking-helpers.ts';
import { createHarness, type Harness } from './helpers.ts';

export const BOOKED_AT = new Date('2026-03-04T15:00:00Z'); // Wednesday 10:00 in Bogotá
export const FRIDAY = '2026-03-06';
export const SATURDAY = '2026-03-07';

/** The contact form's fields of a customer who ticked "Recibir avisos de mi cita por WhatsApp". */
export const optIn = (phone = '3001234567') => ({ shippingInfo: { phone, whatsappOptIn: true } });
/** `minutes` after the booking's moment. */
export const later = (minutes: number) => new Date(BOOKED_AT.getTime() + minutes * 60_000);

export interface WhatsAppShop {
  fake: FakeWhatsApp;
  harness: Harness;
  service: Product;
}

/** Starts the fake and the shop for the file's tests, and stops both after them. */
export function useWhatsAppShop(): WhatsAppShop {
  const shop = {} as WhatsAppShop;
  beforeAll(async () => {
    shop.fake = await startFakeWhatsApp();
    shop.harness = await createHarness({ now: BOOKED_AT, env: shop.fake.env });
    shop.service = await findService(shop.harness);
  });
  beforeEach(() => shop.harness.setNow(BOOKED_AT));
  afterAll(async () => {
    await shop.harness?.close();
    await shop.fake?.close();
  });
  return shop;
}

/** The templates the fake took for one reservation, once the work after the answers is done. */
export async function sentFor(shop: WhatsAppShop, reference: string) {
  await shop.harness.deps.background.settle();
  return shop.fake.messages.filter((message) => message.parameters.some((parameter) => parameter.includes(`ref=${reference}&`)));
}
