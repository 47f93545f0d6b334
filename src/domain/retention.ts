/**
 * How long the shop keeps what it does not need to keep (stated in the data policy, applied by
 * the sweeper). Orders and reservations are accounting records and are not on this list.
 */
export const retention = {
  /** Contact messages (and PQR) are deleted this many years after they arrived. */
  contactMessageYears: 2,
  /** A signed-in customer's cart is emptied after this many days without a change. */
  userCartInactiveDays: 90,
} as const;
