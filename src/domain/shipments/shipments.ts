/**
 * A sale's shipment as its record keeps it: the carrier and the guide it was sent with (and the
 * tracking link made from them then), when it was sent, and the Bogotá day it was delivered, which
 * starts the five business days of the right of withdrawal.
 */
import { bogotaMoment } from '../schedule/schedule.ts';
import type { Carrier } from './carriers.ts';
import { trackingUrlOf, normalizedGuide } from './carriers.ts';

export interface SaleShipment {
  /** The carrier's name when it was sent ("Servientrega", "Mensajero propio"); missing on a sale delivered without being sent. */
  carrier?: string;
  carrierId?: string;
  /** The guide number, as the owner typed it without spaces. */
  guide?: string;
  /** The tracking link, from the carrier's pattern; null for a carrier without one. */
  url?: string | null;
  /** When it was marked "enviada" (ISO). */
  shippedAt?: string;
  /** The Bogotá day it was marked "entregada" (YYYY-MM-DD). */
  deliveredAt?: string;
}

/** The shipment of a sale sent now with `carrier` and `guide`. */
export function dispatchOf(carrier: Carrier, guide: string, now: Date): Required<Omit<SaleShipment, 'deliveredAt'>> {
  const kept = normalizedGuide(guide);
  return {
    carrier: carrier.name,
    carrierId: carrier.id,
    guide: kept,
    url: trackingUrlOf(carrier.trackingUrl, kept),
    shippedAt: now.toISOString(),
  };
}

/** The Bogotá day of an instant: what "entregada" records. */
export function deliveryDayOf(now: Date): string {
  return bogotaMoment(now).date;
}

/** Whether a shipment says something to show the customer: a carrier and a guide. */
export function isDispatched(shipment: SaleShipment | undefined): shipment is SaleShipment & { carrier: string; guide: string } {
  return Boolean(shipment?.carrier && shipment.guide);
}
