/**
 * "Bonos vendidos": the packs the server lists per customer, as the table's rows, one per pack, in
 * the server's order (newest purchase first), each with its customer and its figures as shown.
 */
import { packMessages as t } from '~/domain/promotions/messages-packs.ts';
import { bogotaMoment, formatBogotaDate } from '~/domain/schedule/schedule.ts';
import type { CustomerPacks } from '~/lib/api/admin/packs.ts';

export interface SoldPackRow {
  /** The pack's id: the row's key. */
  id: string;
  customerName: string;
  /** Null when the account was deleted. */
  customerEmail: string | null;
  packName: string;
  reference: string;
  /** The Bogotá day it was paid, as a date is written ("5 de marzo de 2026"). */
  purchased: string;
  total: number;
  used: number;
  /** Sessions held by a payment under way (not used, not left). */
  held: number;
  left: number;
  /** Its last day, or "Venció el …" once it expired. */
  expires: string;
  expired: boolean;
}

export function soldPackRows(groups: readonly CustomerPacks[]): SoldPackRow[] {
  return groups.flatMap(({ customer, packs }) =>
    packs.map((pack) => ({
      id: pack._id,
      customerName: customer?.name ?? t.packDeletedAccount,
      customerEmail: customer?.email ?? null,
      packName: pack.packName,
      reference: pack.reference,
      purchased: formatBogotaDate(bogotaMoment(new Date(pack.purchasedAt)).date),
      total: pack.total,
      used: pack.used,
      held: pack.held,
      left: pack.remaining,
      expires: pack.expired ? t.packExpired(pack.lastDay) : formatBogotaDate(pack.lastDay),
      expired: pack.expired,
    })),
  );
}
