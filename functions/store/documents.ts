/**
 * The shape of each stored document. Dates are stored as Date and leave the API as ISO strings.
 */
import type { BookingEvent } from '../../src/domain/bookings/booking-policy.ts';
import type { ConsentRecord } from '../../src/domain/legal/consent.ts';
import type { ContactMessageKind, DataRequestClass } from '../../src/domain/contact/contact-requests.ts';
import type { StaffMember } from '../../src/domain/staff/staff.ts';
import type { CashOnDeliverySettings, CashOnDeliveryState } from '../../src/domain/cash-on-delivery/cash-on-delivery.ts';
import type { ReviewStatus } from '../../src/domain/reviews/reviews.ts';
import type { WaitlistStatus } from '../../src/domain/waitlist/waitlist.ts';
import type { InvoiceBuyer } from '../../src/domain/invoicing/buyer.ts';
import type { InvoiceDocumentKind, InvoiceRequest, InvoiceSummary, IssuedDocument } from '../../src/domain/invoicing/invoices.ts';
import type { TaxTreatment } from '../../src/domain/invoicing/tax.ts';
import type { DiscountRule } from '../../src/domain/promotions/discounts.ts';
import type { Totals } from '../../src/domain/money/money.ts';
import type { PublicRecord, RecordAmounts, RecordLine, RecordShippingInfo, RefundPending } from '../../src/domain/records/records.ts';
import type { Role } from '../../src/domain/accounts/account-schemas.ts';
import type { ServiceFields } from '../../src/domain/catalogue/catalogue-schemas.ts';
import type { WhatsAppDeliveryStatus, WhatsAppNoticeKind } from '../../src/domain/whatsapp/whatsapp.ts';
import type { Closure, ShopSchedule } from '../../src/domain/schedule/shop-schedule.ts';
import type { ProductOption, ProductVariant } from '../../src/domain/catalogue/variants.ts';
import type { Carrier } from '../../src/domain/shipments/carriers.ts';
import type { SaleShipment } from '../../src/domain/shipments/shipments.ts';
import type { WithdrawalStatus } from '../../src/domain/withdrawals/withdrawals.ts';

export interface UserDoc {
  _id: string;
  name: string;
  /** Stored trimmed and lower-cased, so uniqueness ignores case. */
  email: string;
  tel: string;
  passwordHash: string;
  role: Role;
  profilePic: string;
  /**
   * The user's live sessions, newest last, at most MAX_SESSIONS_PER_USER (services/accounts/sessions.ts).
   * Never leaves the server. Missing on accounts that never signed in since sessions were added.
   */
  sessions?: SessionRecord[];
  /** The one password-reset link that works now: the SHA-256 of its token, never the token. */
  passwordReset?: { tokenHash: string; expiresAt: Date };
  /**
   * Set when the user asked to delete the account (services/accounts/account-deletion.ts): the e-mail it
   * had (the account's own `email` is replaced at once, so it can be used again) and when. The
   * sweeper finishes a deletion a crash left half-done.
   */
  deletion?: { email: string; startedAt: Date };
  /**
   * When the owner of `email` confirmed it from their mailbox (the link of
   * services/accounts/email-confirmation.ts). Missing until then: sign-up proves nothing about the address,
   * so what depends on the address alone (its newsletter subscription) stays out of the account's
   * reach. Accounts created before the confirmation existed are unconfirmed, admins excepted.
   */
  emailConfirmedAt?: Date;
  /** The one confirmation link that works now: the SHA-256 of its token, never the token, the address it was sent to, and its expiry. */
  emailConfirmation?: { tokenHash: string; email: string; expiresAt: Date };
  /** What the user accepted (the data policy at sign-up…), with the version and the time. Missing on older accounts. */
  consents?: ConsentRecord[];
  /** "Datos de facturación": who their invoices go to, kept for the next checkouts; missing: none kept (consumidor final). */
  invoiceBuyer?: InvoiceBuyer;
  createdAt: Date;
  updatedAt: Date;
}

/** One signed-in browser: the `sid` its token carries, and when the token expires. */
export interface SessionRecord {
  id: string;
  expiresAt: Date;
}

export interface CategoryDoc {
  _id: string;
  name: string;
  /** normalizeText(name): the unique key that makes names unique ignoring case and accents. */
  nameKey: string;
  slug: string;
  image: string;
  createdAt: Date;
}

export interface ProductDoc extends Partial<ServiceFields> {
  _id: string;
  productName: string;
  brandName: string;
  category: string;
  productImage: string[];
  description: string;
  price: number;
  sellingPrice: number;
  stock: number;
  /** Accent- and case-free name, brand and category, for search. */
  searchText: string;
  /** Accent- and case-free description, searched when description=true. */
  searchDescription: string;
  /** A garment's options (Talla, Color…) and variants; with variants, `stock` is their sum, kept in the same writes. */
  options?: ProductOption[];
  variants?: VariantDoc[];
  /** Orders whose capture took this product's stock and is not settled yet: a resumed capture never takes it twice. */
  stockTakenBy?: Record<string, Date>;
  /** The withdrawn sales whose units came back (`retracto-<record id>[-<variant>]`), each once (services/catalogue/stock.ts). */
  stockReturnedBy?: Record<string, Date>;
  /** How many times the owner raised the stock above the low-stock threshold: the low-stock notice is sent once per value. Missing = 0. */
  restocks?: number;
  /** Units sold: raised in the write that takes stock, lowered when it is given back ("Más vendidos"). Missing = 0. */
  salesCount?: number;
  /** A service's shared resource (services/bookings/resources.ts); missing: a resource of its own with one unit. */
  resourceId?: string;
  /** A session pack ("bono", src/domain/promotions/packs.ts): all three, or none. */
  packSessions?: number;
  packServiceIds?: string[];
  packValidityDays?: number;
  /** Its IVA treatment (src/domain/invoicing/tax.ts); missing: the shop's default (the `tax-default` setting). */
  taxTreatment?: TaxTreatment;
  /** "No admite retracto": personal use or made to order (src/domain/withdrawals). */
  noWithdrawal?: boolean;
  /** Set while the owner changes the service's resource: holds made meanwhile give their hour back. */
  resourceChangeAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A variant as stored: `restocks` moves the variant's own low-stock notice, as the product's does. */
export interface VariantDoc extends ProductVariant {
  restocks?: number;
}

export interface CartLineDoc {
  _id: string;
  userId: string;
  productId: string;
  /** The chosen variant of a product with variants: two sizes of one garment are two lines. */
  variantId?: string;
  quantity: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One taken unit of a resource's hour (src/domain/bookings/resources.ts): `_id` is
 * `resourceKey|YYYY-MM-DD|HH:mm` for unit 0 and `…|<unit>` for the others. Documents stored
 * before resources have neither `resourceKey` nor `unit`: they are unit 0 of their service's own.
 */
export interface SlotDoc {
  _id: string;
  serviceId: string;
  date: string;
  time: string;
  /** The resource whose unit this is (a service's own id when it has none). */
  resourceKey?: string;
  unit?: number;
  state: 'held' | 'booked';
  /** The payment order holding or owning the slot. */
  orderId: string;
  heldUntil: Date | null;
  createdAt: Date;
  /** The person whose hour this unit's booking also takes (services/staff): a `staffHours` document names this unit and its token. */
  staffId?: string;
  staffToken?: string;
}

/**
 * One person's hour (services/staff/staff-hours.ts), `_id` from `staffHourId`, so of many bookings
 * racing for it one inserts it. It is taken while the unit it names (`slotId`) is taken and carries
 * the same `token`: freeing or taking over that unit frees the person's hour with it.
 */
export interface StaffHourDoc {
  _id: string;
  staffId: string;
  date: string;
  time: string;
  slotId: string;
  token: string;
  createdAt: Date;
}

/** A line as the server priced it, and the shipping details: the records' shapes (src/domain). */
export type OrderLine = RecordLine;
export type OrderShippingInfo = RecordShippingInfo;

/** The cart's totals as computeTotals gives them (without the per-line amounts), and the charge as sent to the provider. */
export type OrderAmounts = Omit<Totals, 'lines'> & {
  /** "12.34", as sent to the provider. */
  totalNowUsd: string;
  /** Pesos a discount code took off the lines (already out of the lines' totals), and the code as the owner wrote it. */
  discount?: number;
  discountCode?: string;
};

/** The discount code an order used, and the uses it holds (services/promotions/discount-uses.ts). */
export interface OrderDiscount {
  codeId: string;
  code: string;
  /** The `discountUses` documents the order took: a use of the code, and one per customer limit it has. */
  useIds: string[];
}

/** CASH_ON_DELIVERY: placed to be paid on delivery, stock taken, not yet collected (services/cash-on-delivery/). */
export type PaymentOrderStatus = 'CREATED' | 'CAPTURING' | 'COMPLETED' | 'DECLINED' | 'FAILED' | 'CANCELLED' | 'CASH_ON_DELIVERY';

/** What an order paid on delivery keeps beside the order (services/cash-on-delivery/). */
export type CashOnDeliveryShipment = Required<Omit<SaleShipment, 'deliveredAt'>>;

export interface CashOnDeliveryFields {
  state: CashOnDeliveryState;
  /** The extra fee of its place, already in the order's shipping, COP. */
  fee: number;
  /** SHA-256 of the mail's confirmation link's secret. */
  confirmTokenHash: string;
  /** When it is released if still unconfirmed. */
  releaseAt: Date;
  confirmedAt?: Date;
  confirmedBy?: 'cliente' | 'tienda';
  dispatchedAt?: Date;
  /** The carrier and guide it was dispatched with (services/shipments), copied to its sale once collected. */
  shipment?: CashOnDeliveryShipment;
  /** Once collected: when, and the pesos collected (the order's total). */
  collectedAt?: Date;
  amountCollected?: number;
}

/** Why a payment needs the owner: what the provider charged and what the order expected. */
export interface PaymentReview {
  /** 'revisar' (messages.paymentToReview). */
  label: string;
  /** mismatch, slot, stock:<product>, declined, cancelled, second-payment… */
  reason: string;
  transactionId: string;
  amountInCents: number;
  currency: string;
  at: Date;
  /** When the owner marked it handled, and who; a later review of the order replaces the whole review. */
  handledAt?: Date;
  handledBy?: string;
}

/** The capture answer the API gives, kept so a repeated capture returns the same thing. */
export interface CaptureResult {
  id: string;
  status: string;
  purchase_units: {
    reference_id: string;
    payments: { captures: { id: string; status: string; amount: { currency_code: string; value: string } }[] };
  }[];
  reference: string;
  accessToken: string;
}

export interface PaymentOrderDoc {
  _id: string;
  /** The shop's unguessable order reference, shown to the customer. */
  reference: string;
  /** Lets a guest read their own receipt. */
  accessToken: string;
  /** SHA-256 of the checkout cookie of the browser that created the order: only it may capture or cancel. */
  checkoutKeyHash?: string;
  provider: 'paypal' | 'sandbox' | 'wompi' | 'contra-entrega';
  /** Paid on delivery: its state, fee and confirmation (services/cash-on-delivery/); missing on orders paid online. */
  cashOnDelivery?: CashOnDeliveryFields;
  /** PayPal's order id; a Wompi order's own reference (Wompi has no order before the payment). */
  providerOrderId: string | null;
  /** Nothing to pay now (a discount took it all): settled without asking any provider. */
  nothingToPay?: true;
  /** Wompi orders: what Wompi must charge, in COP cents (the pesos to pay now × 100). */
  amountInCents?: number;
  /** Wompi orders: the transaction that settles the order, once the shop has read it from Wompi. */
  wompiTransactionId?: string;
  /** Set when the owner must look at this payment (Wompi charged but the order could not take it). */
  review?: PaymentReview;
  status: PaymentOrderStatus;
  userId: string | null;
  lines: OrderLine[];
  shippingInfo: OrderShippingInfo;
  amounts: OrderAmounts;
  /** Slot ids this order holds or booked. */
  slotIds: string[];
  /** The discount code it used, and the uses it holds; missing without a code. */
  discount?: OrderDiscount;
  captureStartedAt: Date | null;
  result: CaptureResult | null;
  failure: string | null;
  /** The data policy and the terms the buyer accepted to pay, with their versions and the time. Missing on older orders. */
  consents?: ConsentRecord[];
  /** Who the electronic invoice is made out to, as the buyer asked at checkout; missing: consumidor final. */
  invoiceBuyer?: InvoiceBuyer;
  createdAt: Date;
  updatedAt: Date;
}

/** A checkout the server priced: the lines, shipping and amounts its order will store. */
export type PricedCheckout = Pick<PaymentOrderDoc, 'lines' | 'shippingInfo' | 'amounts'>;

/**
 * A record's line, with what the customer's own changes keep on it (services/bookings/bookings.ts). Older
 * lines have no `lineId`; they are known as `<record _id>-<index>` until their first change stores it.
 */
export interface RecordLineDoc extends OrderLine {
  lineId?: string;
  /** How many times the customer moved the appointment. */
  reschedules?: number;
  /** When the appointment was cancelled (ISO), by whom, and the refund of its deposit. */
  cancelledAt?: string;
  cancelledBy?: 'cliente' | 'tienda';
  refundId?: string | null;
  /** The customer asked to cancel and the refund may be under way (services/bookings/booking-cancel.ts). */
  cancelRequest?: { at: string; by: 'cliente' | 'tienda' };
  /** What happened to the appointment, oldest first. */
  history?: BookingEvent[];
  /** A deposit paid through Wompi (PSE, Nequi: no refund by API) to give back by hand: "devolución pendiente" until the owner marks it done. */
  refundPending?: RefundPending;
  /** What the owner noted when taking the reservation by phone; missing when nothing was noted. */
  notes?: string;
  /** The `orderId` its hours' slot documents carry; missing on older lines (their hours are unit 0 of the service's own). */
  slotOwner?: string;
}

export interface SlotToFree {
  slotId: string;
  /** The slot's `orderId` while it is ours to free. */
  owner: string;
  since: Date;
  /**
   * Only on a move's pending hour that was already the line's own (a long appointment moved by less
   * than its length): the owner it had, given back to it instead of freeing the hour.
   */
  previousOwner?: string;
  /**
   * A move's new hour, listed before a unit is taken (its id is not known yet): it is found by its
   * hour and its owner, which is the move's own.
   */
  hour?: { serviceId: string; date: string; time: string };
}

export interface RecordDoc {
  _id: string;
  reference: string;
  kind: 'reserva' | 'venta';
  status: string;
  user: { _id: string; name: string; email: string; tel: string } | null;
  reservationDetails: RecordLineDoc[];
  /** Moved by every change of the lines a customer makes: their writes are conditional on it. */
  bookingRevision?: number;
  /**
   * Hours a customer's change has still to give back (services/bookings/booking-slots.ts): the old hour of a
   * move or a cancellation once the record says so, or the new hour of a move not yet written. Each
   * names the slot's owner, so freeing it again never frees somebody else's booking.
   */
  slotsToFree?: SlotToFree[];
  /** Hours moves have taken and not yet written on their line: freed if the move never gets there. */
  slotsPending?: SlotToFree[];
  shippingInfo: OrderShippingInfo;
  amounts: RecordAmounts;
  payment: PublicRecord['payment'];
  accessToken: string;
  /** The consents of the order it came from (the data policy and the terms), kept with the accounting record. */
  consents?: ConsentRecord[];
  /** Who the electronic invoice is made out to (from the order); missing: consumidor final. */
  invoiceBuyer?: InvoiceBuyer;
  /** The payment's electronic invoice as it stands (functions/services/invoicing); missing until it is queued. */
  invoice?: InvoiceSummary;
  /** A sale's shipment (src/domain/shipments/shipments.ts): set by "enviada" and "entregada". */
  shipment?: SaleShipment;
  createdAt: Date;
  updatedAt: Date;
  /**
   * A reservation's appointments (src/domain/bookings/agenda.ts), for the owner's agenda: its Bogotá dates
   * and its first "YYYY-MM-DD HH:mm". Older records get them when the list is next read.
   */
  appointmentDates?: string[];
  firstAppointment?: string;
}

/** A city as the shipping list stores it: neighbourhood names are values, so any name fits. */
export interface StoredCityRate {
  city: string;
  default: number;
  neighborhoods: { name: string; fee: number }[];
}

/**
 * The whole list of shipping rates, in the editor's order: one document (`_id` SHIPPING_RATES_ID
 * in services/catalogue/shipping.ts), replaced by one write, so a save lands whole or not at all.
 */
export interface ShippingRatesDoc {
  _id: string;
  cities: StoredCityRate[];
  updatedAt: Date;
}

/**
 * The older shape, still read until the next save replaces it: one document per city, with the
 * neighbourhood names as keys (which could hold no "." and not start with "$").
 */
export interface LegacyCityRateDoc {
  _id: string;
  city: string;
  default: number;
  neighborhoods: Record<string, number>;
  position: number;
}

export type ShippingRateDoc = ShippingRatesDoc | LegacyCityRateDoc;

export interface ContactMessageDoc {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When the owner marked it read on the dashboard; missing while unread. */
  readAt?: Date;
  /** What the server made of the chosen request type: a PQR and a personal-data request have a legal answer deadline. Missing on older messages (general). */
  kind?: ContactMessageKind;
  /** A personal-data request the owner marked a claim (15 business days) or back a consultation (10); missing: a consultation. */
  dataRequest?: DataRequestClass;
  /** The filing number a PQR or a personal-data request gets (`PQR-2026-000123`); missing on general messages and older ones. */
  radicado?: string;
  /** The data policy the sender accepted. Missing on older messages. */
  consents?: ConsentRecord[];
  /** Set while its mails (the owner's notice, a filed request's acknowledgement) are not yet queued: the sweeper queues them if the request died. */
  mailPending?: true;
  ip: string;
  createdAt: Date;
}

/**
 * One newsletter subscription per e-mail (a unique index). Stored only with the marketing consent
 * the form gave, first `pending` until the owner of the address confirms it from the mail (double
 * opt-in, Ley 1581 de 2012); a pending one the owner never confirms is deleted by the sweeper after
 * `confirmExpiresAt`. Both links' tokens are kept as their SHA-256 only.
 */
export interface SubscriptionDoc {
  _id: string;
  email: string;
  /** Missing on the subscriptions stored before the double opt-in (single opt-in): they count as confirmed. */
  status?: SubscriptionStatus;
  unsubscribeTokenHash: string;
  /** The confirmation link's token (the newest one sent); kept after the confirmation, so using it again answers the same. */
  confirmTokenHash?: string;
  /** Until when a pending subscription may be confirmed (src/domain/legal/retention.ts); removed once confirmed. */
  confirmExpiresAt?: Date;
  /** When the owner of the address confirmed it. */
  confirmedAt?: Date;
  consents: ConsentRecord[];
  createdAt: Date;
}

export type SubscriptionStatus = 'pending' | 'confirmed';

/**
 * One back-in-stock alert ("Avísame cuando llegue") per e-mail and item (`itemKey`: the product's
 * id, or `<product>-<variant>` for a garment's size and colour; a unique index). `pending` until the
 * owner of the address confirms it from the mail (a signed-in customer with a confirmed e-mail is
 * `confirmed` at once); `notified` once its one mail is queued (claimed by one conditional update),
 * then deleted. Both links' tokens are kept as their SHA-256 only. The sweeper deletes a pending one
 * after `confirmExpiresAt`, and any one older than the retention (src/domain/legal/retention.ts).
 */
export interface RestockAlertDoc {
  _id: string;
  email: string;
  productId: string;
  variantId: string | null;
  itemKey: string;
  status: 'pending' | 'confirmed' | 'notified';
  unsubscribeTokenHash: string;
  confirmTokenHash?: string;
  confirmExpiresAt?: Date;
  confirmedAt?: Date;
  notifiedAt?: Date;
  consents: ConsentRecord[];
  createdAt: Date;
}

/**
 * One person waiting in the line of a full hour ("Avísame si se libera", services/waitlist): one
 * per mailbox and line (`lineKey` is `<service>|<date>|<time>`; a unique index on `mailbox` and
 * `lineKey`). `waiting` in order of `createdAt`; claimed `offering` by one conditional update while a
 * freed place is being held for it; `offered` with the place held (a slot owned by `espera:<_id>`)
 * until `offer.until`; `booked` once a checkout took the place over; `lapsed` when the offer ran out.
 * The cancel link's and the offer link's tokens are kept as their SHA-256 only. The sweeper deletes
 * the entries of a past hour.
 */
export interface WaitlistEntryDoc {
  _id: string;
  lineKey: string;
  serviceId: string;
  date: string;
  time: string;
  /** As typed (lower-cased), where the mail goes. */
  email: string;
  /** The mailbox it reaches (src/domain/shared/mailboxes.ts): sub-addresses are one person. */
  mailbox: string;
  userId: string | null;
  /** The phone the offer's WhatsApp goes to, kept only when its box was ticked (a `whatsapp` consent). */
  phone?: string;
  status: WaitlistStatus;
  cancelTokenHash: string;
  claimedAt?: Date;
  offer?: { slotId: string; until: Date; tokenHash: string; at: Date; orderId?: string };
  consents: ConsentRecord[];
  createdAt: Date;
}

/** A rate limit's counter for one rule, key and fixed window (`_id` is `rule|key|windowStart`). */
export interface RateLimitDoc {
  _id: string;
  count: number;
  /** The end of the window; the sweeper deletes it after that. */
  expiresAt: Date;
}

/** One of the few tickets a holder (`ip:…`, `email:…`) has for unpaid hours (`_id` is `holder|index`). */
export interface HoldTicketDoc {
  _id: string;
  holder: string;
  /** The payment order using the ticket; null when it is free. */
  orderId: string | null;
  /** When the order's hold expires; the ticket is free after that too. */
  until: Date | null;
}

/** Small shop-wide state that must survive across function instances (e.g. the publish debounce). */
export interface SettingDoc {
  _id: string;
  pendingSince?: Date | null;
  lastChangeAt?: Date | null;
  firedAt?: Date | null;
  failedAt?: Date | null;
  /** On the `catalogue-version` setting: moved by every write to the catalogue (MongoDB engine). */
  version?: number;
  /** On the `low-stock` setting: a product at or below it is running out (the dashboard's list and the owner's notice). */
  lowStockThreshold?: number;
  /** On the `resources` setting: the shop's shared resources (services/bookings/resources.ts). */
  resources?: { _id: string; name: string; capacity: number }[];
  /** Moved by every save of the list: putting an old list back is conditional on it. */
  resourcesRevision?: string;
  /** On the `staff` setting: the shop's people (services/staff), saved whole. */
  staff?: StaffMember[];
  /** On the `schedule` setting: the owner's weekly hours (missing = today's hours). */
  schedule?: ShopSchedule;
  /** On the `schedule` setting: the owner's closures and special days, added and removed one by one (`$push`, `$pull`). */
  closures?: ClosureDoc[];
  /** On the `tax-default` setting: the IVA treatment of products and services without their own. */
  taxTreatment?: TaxTreatment;
  /** On the `carriers` setting: the carriers a sale is sent with (services/shipments). */
  carriers?: Carrier[];
  /** On the `cash-on-delivery` setting: where the shop takes payment on delivery, and when unconfirmed orders are released. */
  cashOnDelivery?: CashOnDeliverySettings;
}

/** A closure (`hours` null) or special day the owner set. */
export interface ClosureDoc extends Closure {
  createdAt: Date;
}

/** A sequence's last number taken (`_id` names the sequence, e.g. `radicado-2026`); raised only by an atomic `$inc`. */
export interface CounterDoc {
  _id: string;
  value: number;
}

/**
 * Where an entry of a durable queue (services/outbox) stands: waiting, claimed by a sender, done,
 * failed (to retry, or given up once `nextAttemptAt` is null), or stopped on purpose.
 */
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'stopped';

/**
 * What every entry of a durable queue holds, whatever it carries: a message, a WhatsApp notice, an
 * event for one subscriber. Its `_id` is its idempotency key, so it is queued at most once however
 * often its cause repeats. The queue (services/outbox) owns these fields; the owner reads them.
 */
export interface OutboxEntry {
  _id: string;
  state: OutboxState;
  attempts: number;
  lastError?: string;
  /** When a pending or failed entry may be tried (again); null once it is done or given up. */
  nextAttemptAt: Date | null;
  /** An entry being sent belongs to its sender until then; after it, a crashed send is retried. */
  leaseUntil?: Date;
  createdAt: Date;
  sentAt?: Date;
}

export type MailState = Exclude<OutboxState, 'stopped'>;

/** A file sent with a message, as text (the calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * One message of the outbox (an OutboxEntry keyed `receipt:<reference>` and so on). It is rendered
 * when queued and sent as is.
 */
export interface MailDoc extends OutboxEntry {
  state: MailState;
  kind: string;
  to: string;
  replyTo?: string;
  /** A list message's one-click unsubscribe address (the newsletter). */
  listUnsubscribe?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export type WhatsAppMessageState = OutboxState;

/**
 * One WhatsApp notice of the outbox (an OutboxEntry keyed `whatsapp:<kind>:<line id>:<event>`).
 * Written with its template and parameters before it is sent.
 */
export interface WhatsAppMessageDoc extends OutboxEntry {
  /** `stopped`: never sent, because the number opted out (or it is no WhatsApp number). */
  state: WhatsAppMessageState;
  kind: WhatsAppNoticeKind;
  reference: string;
  lineId: string;
  /** The normalised number, digits with the country code. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** When the customer ticked the box: an opt-out after it stops the message. */
  consentAt: Date;
  /** Meta's id of the sent message (`wamid.…`): the webhook's statuses name it. */
  providerMessageId?: string;
  /** The last delivery status the webhook told, when, and Meta's error of a failed delivery. */
  delivery?: WhatsAppDeliveryStatus;
  deliveryAt?: Date;
  deliveryError?: string;
}

/**
 * One domain event for one of its subscribers (services/events): an OutboxEntry keyed
 * `<event key>>` + subscriber, so each subscriber gets the event once and is retried on its own.
 */
export interface EventDeliveryDoc extends OutboxEntry {
  /** The event's name, e.g. `order.paid`. */
  topic: string;
  /** The decision's own key, e.g. `order.paid:<reference>`: the same for every subscriber. */
  eventKey: string;
  subscriber: string;
  payload: Record<string, unknown>;
}

/**
 * One electronic document of the invoices' queue (services/invoicing): an OutboxEntry keyed
 * `factura:<reference>` or `nota-credito:<what was refunded>`. It holds the whole request built when
 * it was queued, so a resume after a crash sends the same thing, and once issued what the provider
 * answered. Never deleted: DIAN's documents are kept ten years (docs/features/invoices.md).
 */
export interface InvoiceDoc extends OutboxEntry {
  kind: InvoiceDocumentKind;
  /** The order's reference: its records show the invoice, its owner may read the documents. */
  reference: string;
  request: InvoiceRequest;
  /** A credit note's invoice (`factura:<reference>`): the note is sent only once that one is issued. */
  invoiceKey?: string;
  /** The sandbox's consecutive, taken once for the key, so a retry reuses it. */
  consecutive?: number;
  issued?: IssuedDocument;
}

/**
 * A number that replied "BAJA" (`_id` is the normalised number): no notice goes to it until it
 * replies "ALTA" later (`optedInAt`); each time is only ever raised. See `isOptedOut` in
 * src/domain/whatsapp/whatsapp.ts.
 */
export interface WhatsAppOptOutDoc {
  _id: string;
  optedOutAt?: Date;
  optedInAt?: Date;
}

/**
 * A delivery status the webhook got before the notice it names had Meta's id stored (Meta may
 * answer the send after it calls the webhook): kept until the notice is stored, then applied.
 * `_id` is `<Meta's message id>|<status>`, so Meta's retries keep one.
 */
export interface WhatsAppEarlyStatusDoc {
  _id: string;
  messageId: string;
  status: WhatsAppDeliveryStatus;
  at: Date;
  error?: string;
  receivedAt: Date;
}

/**
 * A discount code the owner made (services/promotions/discount-codes.ts). `codeKey` makes codes
 * unique ignoring case and accents; `used` counts the use documents made for it (held, paid or
 * free to take again), raised only by a conditional `$inc` bounded by `maxUses`.
 */
export interface DiscountCodeDoc extends DiscountRule {
  _id: string;
  codeKey: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  used: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One use of a code, held by an order like an hour is: `<codeId>|use|<n>` (n from 1 to maxUses) for
 * the code's limit, `<codeId>|customer|<who>|<i>` for a customer's. Held until `heldUntil` (then any
 * other order may take it over), paid for good once the order is paid, free again when the order ends.
 */
export interface DiscountUseDoc {
  _id: string;
  codeId: string;
  kind: 'use' | 'customer';
  /** The use's number (kind 'use'): one beyond a lowered maxUses is never taken again. */
  n?: number;
  orderId: string | null;
  state: 'held' | 'paid' | 'free';
  heldUntil: Date | null;
}

/**
 * A session pack a customer bought (services/promotions/session-packs.ts): one per paid pack line,
 * `<reference>|<line>`, so a resumed settlement never grants it twice. Its credits are `packCredits`.
 */
export interface SessionPackDoc {
  _id: string;
  userId: string;
  productId: string;
  packName: string;
  serviceIds: string[];
  sessions: number;
  validityDays: number;
  /** The last Bogotá day it works ('YYYY-MM-DD') and the instant it stops (the next midnight). */
  lastDay: string;
  expiresAt: Date;
  orderId: string;
  reference: string;
  createdAt: Date;
}

/**
 * One session of a pack, `<packId>|<n>`: free, held by an unpaid order (like an hour), or used by
 * a paid appointment. Taken with one conditional update (services/promotions/pack-credits.ts).
 */
export interface PackCreditDoc {
  _id: string;
  packId: string;
  userId: string;
  serviceIds: string[];
  expiresAt: Date;
  state: 'free' | 'held' | 'used';
  /** The payment order holding or having used it. */
  orderId: string | null;
  heldUntil: Date | null;
  usedAt: Date | null;
}

/**
 * One review of one record line by the customer who bought it or had the appointment
 * (services/reviews): `lineKey` is the line's id, unique, so a line is rated once however many
 * requests race. The text is stored as typed; every page and mail escapes it.
 */
export interface ReviewDoc {
  _id: string;
  lineKey: string;
  reference: string;
  productId: string;
  productName: string;
  kind: 'product' | 'service';
  /** The author's account; null once the account was deleted (the name is then "Cliente"). */
  userId: string | null;
  authorName: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  /** The shop's public answer, shown under the review. */
  answer?: { text: string; at: Date };
  /** The address it was sent from, for the limits; forgotten with the account. */
  ip: string;
  moderatedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A sale's request of withdrawal (retracto, services/withdrawals): one per sale (`_id` is the
 * sale's record id), with its radicado, and what its approval did, each step once.
 */
export interface WithdrawalDoc {
  _id: string;
  recordId: string;
  reference: string;
  userId: string;
  radicado: string;
  status: WithdrawalStatus;
  lines: number[];
  reason: string;
  amount: number;
  deliveredAt: string;
  lastDay: string;
  requestedAt: Date;
  /** When the owner's approval claimed it, and who. */
  approvedAt?: Date;
  approvedBy?: string;
  refundId?: string | null;
  refundPending?: { amount: number; since: string; doneAt?: string; doneBy?: string };
  /** When its lines' units went back to the stock (once). */
  restockedAt?: Date;
}

export interface CollectionDocs {
  users: UserDoc;
  categories: CategoryDoc;
  products: ProductDoc;
  carts: CartLineDoc;
  slots: SlotDoc;
  staffHours: StaffHourDoc;
  paymentOrders: PaymentOrderDoc;
  transactions: RecordDoc;
  shippingRates: ShippingRateDoc;
  contactMessages: ContactMessageDoc;
  subscriptions: SubscriptionDoc;
  settings: SettingDoc;
  rateLimits: RateLimitDoc;
  holdTickets: HoldTicketDoc;
  mail: MailDoc;
  counters: CounterDoc;
  whatsappMessages: WhatsAppMessageDoc;
  eventDeliveries: EventDeliveryDoc;
  whatsappOptOuts: WhatsAppOptOutDoc;
  whatsappEarlyStatuses: WhatsAppEarlyStatusDoc;
  discountCodes: DiscountCodeDoc;
  discountUses: DiscountUseDoc;
  sessionPacks: SessionPackDoc;
  packCredits: PackCreditDoc;
  invoices: InvoiceDoc;
  restockAlerts: RestockAlertDoc;
  reviews: ReviewDoc;
  waitlist: WaitlistEntryDoc;
  withdrawals: WithdrawalDoc;
}
