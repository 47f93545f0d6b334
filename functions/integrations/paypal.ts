/**
 * PayPal's REST API over fetch: OAuth client-credentials token (cached until it expires), Orders v2
 * create and capture with PayPal-Request-Id idempotency, retries on timeout or 5xx with the same
 * request id, and webhook signature verification through PayPal.
 */
import { PaymentProviderError, type CaptureOutcome, type PaymentProvider } from './payments.ts';

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

export function createPayPalPayments(options: PayPalOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  let cachedToken: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await doFetch(`${options.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        if (response.status < 500) return response;
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
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaymentProviderError(`PayPal token answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaymentProviderError('PayPal token response without access_token');
    // Renew a minute early so a token never expires mid-request.
    cachedToken = { value: body.access_token, expiresAt: Date.now() + Math.max((body.expires_in ?? 0) - 60, 0) * 1000 };
    return cachedToken.value;
  }

  async function authorizedJson(path: string, body: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const response = await send(path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status === 401) cachedToken = null;
    return { status: response.status, body: (await response.json().catch(() => ({}))) as PayPalOrderResponse & Record<string, unknown> };
  }

  return {
    kind: 'paypal',
    clientId: options.clientId,

    async createOrder({ reference, amountUsd, description }) {
      const { status, body } = await authorizedJson(
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
      const { status, body } = await authorizedJson(
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${reference}`,
      );
      // 422 is PayPal's answer for a declined instrument or an order that was not approved.
      if (status >= 300 && status !== 422) throw new PaymentProviderError(`PayPal capture answered ${status}`);
      const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
      return {
        orderStatus: body.status ?? (status === 422 ? 'DECLINED' : 'UNKNOWN'),
        captureId: capture?.id ?? null,
        captureStatus: capture?.status ?? null,
        amountValue: capture?.amount?.value ?? null,
        currency: capture?.amount?.currency_code ?? null,
      };
    },

    async verifyWebhook(headers, event) {
      if (!options.webhookId) return false;
      const { status, body } = await authorizedJson('/v1/notifications/verify-webhook-signature', {
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
