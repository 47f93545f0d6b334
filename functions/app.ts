/**
 * The API: one Hono app mounted at /api, shared by the Netlify function and the local server.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '../src/domain/messages.ts';
import { CatalogueAnswers } from './http/catalogue-answers.ts';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/context.ts';
import { fail } from './http/envelope.ts';
import { ServiceError } from './services/errors.ts';
import { sameOriginForStateChanges } from './http/origin.ts';
import { accountDataRoutes } from './routes/accounts/account-data.ts';
import { adminRoutes } from './routes/owner/admin.ts';
import { agendaRoutes } from './routes/owner/agenda.ts';
import { dashboardRoutes } from './routes/owner/dashboard.ts';
import { discountCodeRoutes } from './routes/promotions/discount-codes.ts';
import { sessionPackRoutes } from './routes/promotions/session-packs.ts';
import { authRoutes } from './routes/accounts/auth.ts';
import { benchRoutes } from './routes/bench.ts';
import { bookingRoutes } from './routes/bookings/bookings.ts';
import { cartRoutes } from './routes/catalogue/cart.ts';
import { catalogueRoutes } from './routes/catalogue/catalogue.ts';
import { contactRoutes } from './routes/mail/contact.ts';
import { emailConfirmationRoutes } from './routes/accounts/email-confirmation.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/catalogue/media.ts';
import { newsletterRoutes } from './routes/mail/newsletter.ts';
import { paymentReviewRoutes } from './routes/payments/payment-reviews.ts';
import { paymentRoutes } from './routes/payments/payments.ts';
import { reservationRoutes } from './routes/bookings/reservations.ts';
import { shippingRoutes } from './routes/catalogue/shipping.ts';
import { resourceRoutes } from './routes/owner/resources.ts';
import { recordRoutes } from './routes/records/records.ts';
import { scheduleRoutes } from './routes/owner/schedule.ts';
import { userRoutes } from './routes/accounts/users.ts';
import { wompiRoutes } from './routes/payments/wompi.ts';
import { whatsappNoticeRoutes } from './routes/whatsapp/notices.ts';
import { whatsappWebhookRoutes } from './routes/whatsapp/webhook.ts';
import { DuplicateKeyError, StoreUnavailableError } from './store/contract.ts';

export function createApp(deps: AppDeps) {
  const catalogueAnswers = new CatalogueAnswers();
  const api = new Hono<AppEnv>()
    .basePath('/api')
    .use(requestId())
    .use(async (c, next) => {
      const started = performance.now();
      c.set('deps', deps);
      c.set('user', null);
      c.set('catalogueAnswers', catalogueAnswers);
      await next();
      // API answers are personal or live; only immutable media says otherwise.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      deps.log({
        level: 'info',
        event: 'request',
        method: c.req.method,
        // The path only: query strings can carry personal data (searches, e-mails).
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: c.get('requestId'),
      });
    })
    .use(
      secureHeaders({
        crossOriginResourcePolicy: 'same-origin',
        xFrameOptions: 'DENY',
        referrerPolicy: 'strict-origin-when-cross-origin',
        // JSON and images need nothing from anywhere, and nobody may frame them.
        contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      }),
    )
    .use(
      bodyLimit({
        maxSize: deps.config.bodyLimitBytes,
        onError: (c) => fail(c, 413, messages.payloadTooLarge),
      }),
    )
    .use(sameOriginForStateChanges)
    .route('/', healthRoutes)
    .route('/', catalogueRoutes)
    .route('/', contactRoutes)
    .route('/', newsletterRoutes)
    .route('/', authRoutes)
    .route('/', accountDataRoutes)
    .route('/', emailConfirmationRoutes)
    .route('/', userRoutes)
    .route('/', mediaRoutes)
    .route('/', cartRoutes)
    .route('/', reservationRoutes)
    .route('/', shippingRoutes)
    .route('/', resourceRoutes)
    .route('/', paymentRoutes)
    .route('/', wompiRoutes)
    .route('/', whatsappWebhookRoutes)
    .route('/', whatsappNoticeRoutes)
    .route('/', paymentReviewRoutes)
    .route('/', recordRoutes)
    .route('/', bookingRoutes)
    .route('/', adminRoutes)
    .route('/', agendaRoutes)
    .route('/', scheduleRoutes)
    .route('/', dashboardRoutes)
    .route('/', discountCodeRoutes)
    .route('/', sessionPackRoutes);
  // The benchmark's baseline: the same middleware, no store. Off unless BENCH_BARE_ENDPOINT is set.
  if (deps.config.benchBareEndpoint) api.route('/', benchRoutes);

  api.notFound((c) => fail(c, 404, messages.routeNotFound));
  api.onError((error, c) => {
    if (error instanceof ServiceError) return fail(c, error.status, error.message);
    if (error instanceof DuplicateKeyError) return fail(c, 409, messages.invalidInput);
    if (error instanceof StoreUnavailableError) {
      // The driver's reason, never its stack: the owner sees which request met the outage and why.
      const reason = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : String(error.cause);
      deps.log({
        level: 'error',
        event: 'store.unavailable',
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        reason,
      });
      return fail(c, 503, messages.storeUnavailable);
    }
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, messages.invalidInput);
    deps.log({ level: 'error', event: 'request.failed', requestId: c.get('requestId'), error: String(error?.stack ?? error) });
    return fail(c, 500, messages.internalError);
  });

  return api;
}

export type ApiApp = ReturnType<typeof createApp>;
