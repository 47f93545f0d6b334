/**
 * The API's route groups, each loaded on its first request (`lazy.ts`): a group's module, with the
 * services, schemas and messages it imports, is evaluated only when a request needs it. The order
 * is the order the app mounts them in. Each list names the group's routes as its module declares
 * them; tests/unit/lazy-routes.test.ts fails when a module and its list differ.
 */
import type { LazyGroup } from './lazy.ts';

export const routeGroups = {
  catalogue: {
    routes: [
      'GET /get-product',
      'POST /product-details',
      'GET /get-categoryProduct',
      'POST /category-product',
      'GET /search',
      'GET /product-prices',
      'POST /filter-product',
      'POST /filter-product/facets',
    ],
    load: () => import('./catalogue/catalogue.ts').then((module) => module.catalogueRoutes),
  },
  contact: {
    routes: ['POST /forma', 'POST /payment-reversals'],
    load: () => import('./mail/contact.ts').then((module) => module.contactRoutes),
  },
  newsletter: {
    routes: ['POST /newsletter', 'POST /newsletter/confirm', 'POST /newsletter/unsubscribe'],
    load: () => import('./mail/newsletter.ts').then((module) => module.newsletterRoutes),
  },
  restockAlerts: {
    routes: ['POST /restock-alerts', 'POST /restock-alerts/confirm', 'POST /restock-alerts/unsubscribe', 'GET /admin/restock-alerts'],
    load: () => import('./restock-alerts/restock-alerts.ts').then((module) => module.restockAlertRoutes),
  },
  waitlist: {
    routes: ['POST /waitlist', 'POST /waitlist/cancel', 'GET /waitlist/offers/:token', 'GET /admin/waitlist'],
    load: () => import('./waitlist/waitlist.ts').then((module) => module.waitlistRoutes),
  },
  auth: {
    routes: [
      'POST /signup',
      'POST /signin',
      'GET /userLogout',
      'POST /userLogout',
      'GET /user-details',
      'PATCH /profile',
      'PATCH /profile/password',
      'POST /forgot-password',
      'POST /reset-password/check',
      'POST /reset-password',
    ],
    load: () => import('./accounts/auth.ts').then((module) => module.authRoutes),
  },
  accountData: {
    routes: ['GET /profile/export', 'DELETE /profile'],
    load: () => import('./accounts/account-data.ts').then((module) => module.accountDataRoutes),
  },
  invoiceBuyer: {
    routes: ['GET /profile/invoice-buyer', 'PUT /profile/invoice-buyer', 'DELETE /profile/invoice-buyer'],
    load: () => import('./accounts/invoice-buyer.ts').then((module) => module.invoiceBuyerRoutes),
  },
  emailConfirmation: {
    routes: ['POST /profile/email-confirmation', 'POST /confirm-email'],
    load: () => import('./accounts/email-confirmation.ts').then((module) => module.emailConfirmationRoutes),
  },
  user: {
    routes: ['GET /all-user', 'POST /update-user'],
    load: () => import('./accounts/users.ts').then((module) => module.userRoutes),
  },
  media: {
    routes: ['POST /media', 'GET /media/:key'],
    load: () => import('./catalogue/media.ts').then((module) => module.mediaRoutes),
  },
  cart: {
    routes: [
      'POST /addtocart',
      'GET /countAddToCartProduct',
      'GET /view-cart-product',
      'POST /update-cart-product',
      'POST /delete-cart-product',
      'POST /cart/merge',
    ],
    load: () => import('./catalogue/cart.ts').then((module) => module.cartRoutes),
  },
  reservation: {
    routes: ['GET /services/:id/availability'],
    load: () => import('./bookings/reservations.ts').then((module) => module.reservationRoutes),
  },
  shipping: {
    routes: ['GET /shippingRates'],
    load: () => import('./catalogue/shipping.ts').then((module) => module.shippingRoutes),
  },
  carrier: {
    routes: ['GET /admin/carriers', 'PUT /admin/carriers'],
    load: () => import('./shipments/carriers.ts').then((module) => module.carrierRoutes),
  },
  withdrawal: {
    routes: [
      'GET /withdrawals/mine',
      'POST /withdrawals',
      'GET /admin/withdrawals',
      'POST /admin/withdrawals/:id/approve',
      'POST /admin/withdrawals/:id/refund-done',
    ],
    load: () => import('./withdrawals/withdrawals.ts').then((module) => module.withdrawalRoutes),
  },
  resource: {
    routes: ['GET /admin/resources', 'PUT /admin/resources'],
    load: () => import('./owner/resources.ts').then((module) => module.resourceRoutes),
  },
  staff: {
    routes: ['GET /admin/staff', 'PUT /admin/staff'],
    load: () => import('./owner/staff.ts').then((module) => module.staffRoutes),
  },
  payment: {
    routes: [
      'GET /payment/config',
      'POST /payment/create-order',
      'POST /payment/capture-order',
      'GET /payment/orders/:reference',
      'POST /payment/cancel-payment',
      'POST /payment/webhook',
    ],
    load: () => import('./payments/payments.ts').then((module) => module.paymentRoutes),
  },
  wompi: {
    routes: ['POST /payment/wompi/confirm', 'POST /payment/wompi/events'],
    load: () => import('./payments/wompi.ts').then((module) => module.wompiRoutes),
  },
  whatsappWebhook: {
    routes: ['GET /whatsapp/webhook', 'POST /whatsapp/webhook'],
    load: () => import('./whatsapp/webhook.ts').then((module) => module.whatsappWebhookRoutes),
  },
  whatsappNotice: {
    routes: ['GET /admin/whatsapp/:reference'],
    load: () => import('./whatsapp/notices.ts').then((module) => module.whatsappNoticeRoutes),
  },
  paymentReview: {
    routes: ['GET /payment-reviews', 'POST /payment-reviews/:reference/handled', 'POST /transactions/:id/lines/:lineId/refund-done'],
    load: () => import('./payments/payment-reviews.ts').then((module) => module.paymentReviewRoutes),
  },
  record: {
    routes: [
      'POST /transactions',
      'GET /transactions',
      'GET /transactions/export.csv',
      'GET /transactions/:reference/calendar.ics',
      'GET /transactions/:reference',
    ],
    load: () => import('./records/records.ts').then((module) => module.recordRoutes),
  },
  booking: {
    routes: [
      'POST /bookings/resend-links',
      'GET /bookings/:reference',
      'POST /bookings/:reference/cancel',
      'POST /bookings/:reference/reschedule',
    ],
    load: () => import('./bookings/bookings.ts').then((module) => module.bookingRoutes),
  },
  admin: {
    routes: [
      'POST /categories',
      'POST /upload-product',
      'POST /update-product',
      'DELETE /product/:id',
      'PUT /shippingRates',
      'PATCH /transactions/:id',
      'DELETE /transactions/:id',
      'POST /reservations/manual',
      'GET /admin/product-count',
      'GET /contact-messages',
      'PATCH /admin/contact-messages/:id',
      'GET /admin/publish-status',
    ],
    load: () => import('./owner/admin.ts').then((module) => module.adminRoutes),
  },
  agenda: {
    routes: ['GET /admin/agenda'],
    load: () => import('./owner/agenda.ts').then((module) => module.agendaRoutes),
  },
  schedule: {
    routes: [
      'GET /schedule',
      'GET /admin/schedule',
      'PUT /admin/schedule',
      'GET /admin/closures',
      'POST /admin/closures',
      'DELETE /admin/closures/:id',
    ],
    load: () => import('./owner/schedule.ts').then((module) => module.scheduleRoutes),
  },
  dashboard: {
    routes: ['GET /admin/stats', 'PATCH /admin/low-stock-threshold', 'POST /admin/contact-messages/:id/read'],
    load: () => import('./owner/dashboard.ts').then((module) => module.dashboardRoutes),
  },
  taxDefault: {
    routes: ['GET /admin/tax-default', 'PUT /admin/tax-default'],
    load: () => import('./owner/taxes.ts').then((module) => module.taxDefaultRoutes),
  },
  discountCode: {
    routes: [
      'GET /admin/discount-codes',
      'POST /admin/discount-codes',
      'PATCH /admin/discount-codes/:id',
      'DELETE /admin/discount-codes/:id',
      'POST /discount-codes/check',
    ],
    load: () => import('./promotions/discount-codes.ts').then((module) => module.discountCodeRoutes),
  },
  invoice: {
    routes: ['GET /invoices/:key/documento', 'GET /invoices/:key/xml', 'GET /admin/invoices', 'POST /admin/invoices/:key/retry'],
    load: () => import('./invoicing/invoices.ts').then((module) => module.invoiceRoutes),
  },
  sessionPack: {
    routes: ['GET /profile/credits', 'GET /admin/packs'],
    load: () => import('./promotions/session-packs.ts').then((module) => module.sessionPackRoutes),
  },
  review: {
    routes: [
      'GET /reviews',
      'GET /reviews/mine',
      'POST /reviews',
      'GET /admin/reviews',
      'PATCH /admin/reviews/:id',
      'POST /admin/reviews/:id/answer',
    ],
    load: () => import('./reviews/reviews.ts').then((module) => module.reviewRoutes),
  },
  cashOnDelivery: {
    routes: [
      'POST /cash-on-delivery/offer',
      'POST /cash-on-delivery/orders',
      'POST /cash-on-delivery/confirm',
      'GET /admin/cash-on-delivery',
      'GET /admin/cash-on-delivery/settings',
      'PUT /admin/cash-on-delivery/settings',
      'POST /admin/cash-on-delivery/:reference/confirm',
      'POST /admin/cash-on-delivery/:reference/cancel',
      'POST /admin/cash-on-delivery/:reference/dispatch',
      'POST /admin/cash-on-delivery/:reference/collect',
    ],
    load: () => import('./cash-on-delivery/cash-on-delivery.ts').then((module) => module.cashOnDeliveryRoutes),
  },
} satisfies Record<string, LazyGroup>;
