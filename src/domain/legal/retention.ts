/**
 * How long the shop keeps what it does not need to keep (stated in the data policy, applied by
 * the sweeper). Orders and reservations are accounting records and are not on this list.
 */
export const retention = {
  /** Contact messages (and PQR) are deleted this many years after they arrived. */
  contactMessageYears: 2,
  /** A signed-in customer's cart is emptied after this many days without a change. */
  userCartInactiveDays: 90,
  /** A newsletter subscription whose address's owner has not confirmed it is deleted this many days after it was asked for (or asked again). */
  newsletterConfirmDays: 7,
  /** A back-in-stock alert whose address's owner has not confirmed it is deleted this many days after it was asked for. */
  restockAlertConfirmDays: 7,
  /** A confirmed back-in-stock alert still waiting (the item never came back) is deleted this many days after it was asked for. */
  restockAlertDays: 180,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contact messages that arrived before this instant are past their retention: the same date and hour, contactMessageYears calendar years ago. */
export function contactMessagesCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retention.contactMessageYears);
  return cutoff;
}

/** A signed-in customer's cart none of whose lines changed since this instant is emptied. */
export function inactiveCartCutoff(now: Date): Date {
  return new Date(now.getTime() - retention.userCartInactiveDays * DAY_MS);
}

/** Until when the confirmation link of a newsletter subscription asked for at `now` works; after it the sweeper deletes the request. */
export function newsletterConfirmExpiresAt(now: Date): Date {
  return new Date(now.getTime() + retention.newsletterConfirmDays * DAY_MS);
}

/** Until when the confirmation link of a back-in-stock alert asked for at `now` works. */
export function restockAlertConfirmExpiresAt(now: Date): Date {
  return new Date(now.getTime() + retention.restockAlertConfirmDays * DAY_MS);
}

/** Back-in-stock alerts asked for before this instant are past their retention, confirmed or not. */
export function restockAlertsCutoff(now: Date): Date {
  return new Date(now.getTime() - retention.restockAlertDays * DAY_MS);
}
