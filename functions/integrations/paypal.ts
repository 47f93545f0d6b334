/**
 * PayPal's REST API over fetch: OAuth client-credentials token (cached until it expires), Orders v2
 * create and capture, and Payments v2 refunds, with PayPal-Request-Id idempotency, retries on timeout or 5xx with the same
 * request id, and webhook signature verification through PayPal.
 */
import { PaymentProviderError, type CaptureOutcome, type PaymentProvider, type RefundOutcome } from './payments.ts';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string | undefined;
  /** Per attempt. */
  timeoutMs?: number;
  attempts?: number;
  fetch?: typeof fetch;
}

interface PayPalCapture {
  id?: string;
  status?: string;
  amount?: { value?: string; currency_code?: string };
}

interface PayPalOrderResponse {
  id?: string;
  status?: string;
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

const RETRY_DELAY_MS = 300;

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** PayPal's error name, e.g. INSTRUMENT_DECLINED or ORDER_ALREADY_CAPTURED. */
function issueOf(body: Record<string, unknown>): string | undefined {
  const details = body.details as { issue?: string }[] | undefined;
  return details?.[0]?.issue ?? (typeof body.name === 'string' ? body.name : undefined);
}

function outcomeOf(body: PayPalOrderResponse, fallbackStatus: string): CaptureOutcome {
  const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
  return {
    orderStatus: body.status ?? fallbackStatus,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    amountValue: capture?.amount?.value ?? null,
    currency: capture?.amount?.currency_code ?? null,
  };
}

export function createPayPalPayments(options: PayPalOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  let cachedToken: { value: string; expiresAt: number } | null = null;

  /** One call, body included, within the timeout; retried with the same headers on timeout or 5xx. */
  async function send(path: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await doFetch(`${options.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        // Read inside the timeout: a body that never arrives is a failed attempt, not an empty answer.
        const text = await response.text();
        if (response.status < 500) return { status: response.status, body: parseJson(text) };
        lastError = new Error(`PayPal ${path} answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
    throw new PaymentProviderError(`PayPal ${path} failed after ${attempts} attempts`, { cause: lastError });
  }

  async function accessToken(): Promise<string> {
    if (cachedToken && cachedToken.expiresAt > Date.now()) return cachedToken.value;
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token: token, expires_in: expiresIn } = body as { access_token?: string; expires_in?: number };
    if (status !== 200 || !token) throw new PaymentProviderError(`PayPal token answered ${status}`);
    // Renew a minute early so a token never expires mid-request.
    cachedToken = { value: token, expiresAt: Date.now() + Math.max((expiresIn ?? 0) - 60, 0) * 1000 };
    return cachedToken.value;
  }

  async function authorized(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = await send(path, init);
    if (response.status === 401) cachedToken = null;
    return response as { status: number; body: PayPalOrderResponse & Record<string, unknown> };
  }

  return {
    kind: 'paypal',
    clientId: options.clientId,

    async createOrder({ reference, amountUsd, description }) {
      const { status, body } = await authorized(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: reference,
              custom_id: reference,
              description: description.slice(0, 127),
              amount: { currency_code: 'USD', value: amountUsd },
            },
          ],
        },
        `create-${reference}`,
      );
      if (status >= 300 || !body.id) throw new PaymentProviderError(`PayPal create order answered ${status}`);
      return { id: body.id };
    },

    async captureOrder({ orderId, reference }): Promise<CaptureOutcome> {
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const { status, body } = await authorized('POST', `${orderPath}/capture`, {}, `capture-${reference}`);
      if (status < 300) return outcomeOf(body, 'UNKNOWN');
      if (status !== 422) throw new PaymentProviderError(`PayPal capture answered ${status}`);
      if (issueOf(body) === 'ORDER_ALREADY_CAPTURED') {
        // Captured before (e.g. after PayPal forgot the request id): the order itself tells how.
        const current = await authorized('GET', orderPath);
        if (current.status !== 200) throw new PaymentProviderError(`PayPal order lookup answered ${current.status}`);
        return outcomeOf(current.body, 'UNKNOWN');
      }
      // INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…: the buyer's payment did not go through.
      return outcomeOf({}, 'DECLINED');
    },

    async refundCapture({ captureId, amountUsd, requestId, note }): Promise<RefundOutcome> {
      const path = `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`;
      const { status, body } = await authorized(
        'POST',
        path,
        { amount: { currency_code: 'USD', value: amountUsd }, note_to_payer: note.slice(0, 255) },
        requestId,
      );
      // 201 made now, 200 made before under the same request id; anything else refunded nothing.
      if (status >= 300 || typeof body.id !== 'string') {
        throw new PaymentProviderError(`PayPal refund answered ${status}${issueOf(body) ? ` ${issueOf(body)}` : ''}`);
      }
      return { refundId: body.id, status: body.status ?? 'UNKNOWN' };
    },

    async verifyWebhook(headers, event) {
      if (!options.webhookId) return false;
      const { status, body } = await authorized('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: options.webhookId,
        webhook_event: event,
      });
      return status === 200 && body.verification_status === 'SUCCESS';
    },
  };
}
