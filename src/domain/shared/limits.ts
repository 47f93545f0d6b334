/**
 * The shop's limits against abuse: how much one caller may do in a window, and how much one
 * order or one holder may take. The server enforces them; the browser may show them.
 */
export interface RateRule {
  /** How many times the action is allowed… */
  limit: number;
  /** …in a window this long. */
  windowMs: number;
}

const MINUTE = 60_000;

export const rateRules = {
  /** Failed sign-ins for one e-mail from one address. */
  signinFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, whatever the e-mail. */
  signinFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  /** Contact-form messages from one address. */
  contactPerAddress: { limit: 5, windowMs: 10 * MINUTE },
  /** Checkouts started from one address: generous, because a mobile carrier or a shop counter puts many shoppers behind one address. */
  createOrderPerAddress: { limit: 40, windowMs: 10 * MINUTE },
  /**
   * Accounts created from one address (each stores a photo of at most 2 MB). Generous for the same
   * reason as checkouts: a mobile carrier's shared address puts many real shoppers behind one.
   */
  signupPerAddress: { limit: 60, windowMs: 60 * MINUTE },
  /** Password-reset links asked for one e-mail (each one sends a message). */
  passwordResetPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  /** Password-reset links asked from one address, whatever the e-mail. */
  passwordResetPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  /** New passwords set from one address through reset links (each costs a bcrypt hash). */
  passwordResetsPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Profile photo changes by one user. */
  photoChangesPerUser: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * Images stored for one account, whatever the form: the owner's catalogue images (at most 4 MB
   * each) and a customer's profile photos (2 MB), so at most 400 MB an hour per account.
   */
  mediaUploadsPerAccount: { limit: 100, windowMs: 60 * MINUTE },
  /**
   * Images stored by the whole shop in a (UTC) day: catalogue images, profile photos and sign-up
   * photos together. Bounds how much the media storage can grow in a day (at most 8 GB), whatever
   * the number of addresses or accounts a flood comes from.
   */
  mediaUploadsPerDay: { limit: 2000, windowMs: 24 * 60 * MINUTE },
  /** Links to confirm the account's e-mail asked again by one user (each one sends a message). */
  emailConfirmationsPerUser: { limit: 3, windowMs: 60 * MINUTE },
  /** Downloads of a user's own data (each reads every order and reservation of the account). */
  dataExportsPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** Wompi payments confirmed from one address (each reads the transaction from Wompi): a browser back from Wompi asks a few times while a payment is pending. */
  wompiConfirmPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** Cancellations and moves asked for one reservation (each may refund, send mail and take an hour). */
  bookingChangesPerReference: { limit: 20, windowMs: 60 * MINUTE },
  /** Cancellations and moves asked from one address, whatever the reservation. */
  bookingChangesPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** Newsletter subscriptions asked for one e-mail (each may send a confirmation). */
  newsletterPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  /** Newsletter subscriptions asked from one address, whatever the e-mail. */
  newsletterPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  /** Back-in-stock alerts asked for one e-mail (each may send a confirmation). */
  restockAlertsPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Back-in-stock alerts asked from one address, whatever the e-mail. */
  restockAlertsPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  /** Waitlists of full hours joined by one e-mail ("Avísame si se libera"). */
  waitlistPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Waitlists of full hours joined from one address, whatever the e-mail. */
  waitlistPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  /** Lost /mi-reserva links asked again for one e-mail (each may send a message). */
  bookingLinksPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  /** Lost /mi-reserva links asked again from one address, whatever the e-mail. */
  bookingLinksPerAddress: { limit: 10, windowMs: 10 * MINUTE },
  /** Reset links checked from one address when their page opens (each one store read, no hash). */
  passwordResetChecksPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Discount codes tried from one address in the cart (so codes cannot be guessed by the thousand). */
  discountChecksPerAddress: { limit: 30, windowMs: 10 * MINUTE },
  /** Reviews sent by one account (one per bought line at most; this bounds a burst). */
  reviewsPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** Reviews sent from one address, whatever the account. */
  reviewsPerAddress: { limit: 30, windowMs: 60 * MINUTE },
  /** Cash-on-delivery orders placed from one address (each takes stock until it is confirmed or released). */
  cashOnDeliveryPerAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** Cash-on-delivery orders to one delivery address (city, neighbourhood and address), whoever places them. */
  cashOnDeliveryPerDestination: { limit: 3, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof rateRules;

/** The most reservation lines one order may carry. */
export const MAX_RESERVATIONS_PER_ORDER = 6;

/** The most unpaid hours one address (or one e-mail of the shipping form) may hold at a time, across its open orders. */
export const MAX_UNPAID_HOURS_PER_HOLDER = 6;

/** How long an unpaid order (or a code's use, or a pack's credit) holds what it took. */
export const HOLD_MINUTES = 15;

/**
 * How long, counted from the order's creation, the hours of a payment Wompi still reports as
 * PENDING are kept for it. A PSE payment waits for the customer's bank: minutes, rarely more than
 * an hour. While Wompi says PENDING (a confirm, an event, the sweeper's check) the hold is extended
 * up to this bound; past it the hold expires as any other, and a later approval goes to review.
 */
export const PENDING_PAYMENT_HOLD_MAX_MINUTES = 60;

/** The most days one answer of the owner's agenda (GET /api/admin/agenda) covers. */
export const AGENDA_MAX_DAYS = 31;

/** The limits counted per client address (their names say so): many people may share one address. */
export function isPerAddressRule(rule: RateRuleName): boolean {
  return rule.endsWith('PerAddress');
}
