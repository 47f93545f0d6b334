/**
 * The real PayPal client against a loopback fake that speaks PayPal's documented HTTP API:
 * token caching, Orders v2 create/capture with idempotency, retries, timeouts, PayPal down,
 * and webhook verification.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from '../../functions/integrations/payments.ts';
import { createPayPalPayments, type PayPalOptions } from '../../functions/integrations/paypal.ts';
import {
  captureCompletedEvent,
  startFakePayPal,
  webhookHeaders,
  type FakePayPal,
  type FakePayPalOptions,
  type RecordedRequest,
} from '../fixtures/paypal-fake.ts';

const started: FakePayPal[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((fake) => fake.close()));
});

async function setup(
  fakeOptions: FakePayPalOptions = {},
  clientOptions: Partial<PayPalOptions> = {},
): Promise<{ fake: FakePayPal; paypal: PaymentProvider }> {
  const fake = await startFakePayPal(fakeOptions);
  started.push(fake);
  const paypal = createPayPalPayments({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    apiBase: fake.baseUrl,
    webhookId: fake.webhookId,
    // Generous for a loaded machine: an answer slower than this is retried (and counted twice). The
    // slow-answer tests hold theirs back well past it.
    timeoutMs: 1500,
    attempts: 3,
    ...clientOptions,
  });
  return { fake, paypal };
}

const order = (reference: string, amountUsd = '12.50') => ({ reference, amountUsd, description: `Pedido ${reference}` });

function requestIds(requests: RecordedRequest[]): (string | string[] | undefined)[] {
  return requests.map((request) => request.headers['paypal-request-id']);
}

function bodyOf(request: RecordedRequest | undefined): Record<string, unknown> {
  expect(request).toBeDefined();
  return request?.body as Record<string, unknown>;
}

describe('PayPal client: OAuth token', () => {
  it('fetches the token once with Basic client credentials and reuses it', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-TOKEN1'));
    await paypal.createOrder(order('TM-TOKEN2'));
    await paypal.captureOrder({ orderId: id, reference: 'TM-TOKEN1', expectedAmountUsd: '12.50' });

    expect(fake.tokenRequests).toBe(1);
    const [tokenRequest] = fake.requestsTo('/v1/oauth2/token');
    expect(tokenRequest?.headers.authorization).toBe(`Basic ${Buffer.from('fake-client-id:fake-client-secret').toString('base64')}`);
    expect(tokenRequest?.body).toBe('grant_type=client_credentials');
    const bearers = fake.requests.filter((request) => request.path !== '/v1/oauth2/token').map((request) => request.headers.authorization);
    expect(bearers).toEqual([`Bearer ${fake.issuedTokens[0]}`, `Bearer ${fake.issuedTokens[0]}`, `Bearer ${fake.issuedTokens[0]}`]);
  });

  it('fetches a new token once the cached one is within a minute of expiring', async () => {
    // The client renews 60 s early: a 60 s token is stale at once, so every call fetches one.
    const { fake, paypal } = await setup({ expiresIn: 60 });
    const { id } = await paypal.createOrder(order('TM-EXPIRY1'));
    await paypal.createOrder(order('TM-EXPIRY2'));
    await paypal.captureOrder({ orderId: id, reference: 'TM-EXPIRY1', expectedAmountUsd: '12.50' });

    expect(fake.tokenRequests).toBe(3);
    expect(new Set(fake.issuedTokens).size).toBe(3);
  });

  it('throws PaymentProviderError when PayPal rejects the client credentials, without retrying', async () => {
    const { fake, paypal } = await setup({}, { clientSecret: 'wrong-secret' });
    await expect(paypal.createOrder(order('TM-BADCREDS'))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.tokenRequests).toBe(1);
    expect(fake.orders.size).toBe(0);
  });

  it('drops a token PayPal no longer accepts and fetches a new one on the next call', async () => {
    const { fake, paypal } = await setup();
    await paypal.createOrder(order('TM-REVOKED1'));
    fake.revokeTokens();
    await expect(paypal.createOrder(order('TM-REVOKED2'))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.tokenRequests).toBe(1);

    const { id } = await paypal.createOrder(order('TM-REVOKED2'));
    expect(fake.tokenRequests).toBe(2);
    expect(fake.orders.get(id)?.reference_id).toBe('TM-REVOKED2');
  });
});

describe('PayPal client: createOrder', () => {
  it('sends intent CAPTURE, the USD amount, the reference and a PayPal-Request-Id', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-CREATE1', '308.64'));

    const [request] = fake.requestsTo('/v2/checkout/orders');
    expect(request?.method).toBe('POST');
    expect(request?.headers['paypal-request-id']).toBe('create-TM-CREATE1');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = bodyOf(request);
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units).toEqual([
      expect.objectContaining({ reference_id: 'TM-CREATE1', amount: { currency_code: 'USD', value: '308.64' } }),
    ]);

    const created = fake.orders.get(id);
    expect(created).toMatchObject({ status: 'CREATED', reference_id: 'TM-CREATE1', amount: { currency_code: 'USD', value: '308.64' } });
  });

  it('returns the same order for the same reference (idempotent) and a new one for another', async () => {
    const { fake, paypal } = await setup();
    const first = await paypal.createOrder(order('TM-IDEM1'));
    const again = await paypal.createOrder(order('TM-IDEM1'));
    expect(again.id).toBe(first.id);
    expect(fake.orders.size).toBe(1);

    const other = await paypal.createOrder(order('TM-IDEM2'));
    expect(other.id).not.toBe(first.id);
    expect(fake.orders.size).toBe(2);
  });

  it('retries a 5xx on create with the same request id', async () => {
    const { fake, paypal } = await setup({ behaviour: { kind: 'server-error', times: 1, endpoints: ['create'] } });
    const { id } = await paypal.createOrder(order('TM-CREATE5XX'));
    expect(fake.orders.size).toBe(1);
    expect(fake.orders.has(id)).toBe(true);
    expect(requestIds(fake.requestsTo('/v2/checkout/orders'))).toEqual(['create-TM-CREATE5XX', 'create-TM-CREATE5XX']);
  });
});

describe('PayPal client: captureOrder', () => {
  it('reports the completed capture', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-CAPTURE1', '45.10'));
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-CAPTURE1', expectedAmountUsd: '45.10' });

    const captured = fake.orders.get(id);
    expect(captured?.status).toBe('COMPLETED');
    expect(captured?.captures).toHaveLength(1);
    expect(outcome).toEqual({
      orderStatus: 'COMPLETED',
      captureStatus: 'COMPLETED',
      amountValue: '45.10',
      currency: 'USD',
      captureId: captured?.captures[0]?.id,
    });
    const [request] = fake.requestsTo(`/v2/checkout/orders/${id}/capture`);
    expect(request?.headers['paypal-request-id']).toBe('capture-TM-CAPTURE1');
  });

  it('captures once: the same reference gets the first capture back', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-CAPTURE2'));
    const first = await paypal.captureOrder({ orderId: id, reference: 'TM-CAPTURE2', expectedAmountUsd: '12.50' });
    const again = await paypal.captureOrder({ orderId: id, reference: 'TM-CAPTURE2', expectedAmountUsd: '12.50' });

    expect(first.captureId).toEqual(expect.any(String));
    expect(again).toEqual(first);
    expect(fake.orders.get(id)?.captures).toHaveLength(1);
    expect(requestIds(fake.requestsTo(`/v2/checkout/orders/${id}/capture`))).toEqual(['capture-TM-CAPTURE2', 'capture-TM-CAPTURE2']);
  });

  it('never captures twice: an already captured order reports its one real capture', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-CAPTURE3'));
    const first = await paypal.captureOrder({ orderId: id, reference: 'TM-CAPTURE3', expectedAmountUsd: '12.50' });
    // A different request id (as after PayPal forgot the first one) meets ORDER_ALREADY_CAPTURED.
    const other = await paypal.captureOrder({ orderId: id, reference: 'TM-OTHER', expectedAmountUsd: '12.50' });

    expect(fake.orders.get(id)?.captures).toHaveLength(1);
    expect(other).toEqual(first);
    expect(other).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', amountValue: '12.50' });
  });

  it('reports a capture the instrument declined after approval', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-DECLINED'));
    fake.setBehaviour('declined', id);
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-DECLINED', expectedAmountUsd: '12.50' });

    expect(outcome).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'DECLINED', amountValue: '12.50', currency: 'USD' });
    expect(outcome.captureId).toBe(fake.orders.get(id)?.captures[0]?.id);
  });

  it('maps 422 INSTRUMENT_DECLINED to a DECLINED order with no capture', async () => {
    const { fake, paypal } = await setup({ behaviour: 'unprocessable' });
    const { id } = await paypal.createOrder(order('TM-422'));
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-422', expectedAmountUsd: '12.50' });

    expect(outcome).toEqual({ orderStatus: 'DECLINED', captureId: null, captureStatus: null, amountValue: null, currency: null });
    expect(fake.orders.get(id)?.captures).toHaveLength(0);
    expect(fake.requestsTo(`/v2/checkout/orders/${id}/capture`)).toHaveLength(1);
  });

  it('only captures an order the buyer approved when approval is not automatic', async () => {
    const { fake, paypal } = await setup({ approveAll: false });
    const { id } = await paypal.createOrder(order('TM-APPROVE'));
    const early = await paypal.captureOrder({ orderId: id, reference: 'TM-APPROVE', expectedAmountUsd: '12.50' });
    expect(early).toMatchObject({ orderStatus: 'DECLINED', captureId: null });

    fake.approve(id);
    expect(fake.orders.get(id)?.status).toBe('APPROVED');
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-APPROVE', expectedAmountUsd: '12.50' });
    expect(outcome).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED' });
  });

  it('reports the amount PayPal captured, even when it differs from the order', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-AMOUNT', '12.50'));
    fake.setBehaviour({ kind: 'amount', value: '1.00' }, id);
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-AMOUNT', expectedAmountUsd: '12.50' });
    expect(outcome).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', amountValue: '1.00', currency: 'USD' });
  });

  it('throws PaymentProviderError for an order PayPal does not know', async () => {
    const { fake, paypal } = await setup();
    await expect(paypal.captureOrder({ orderId: 'NOSUCHORDER123', reference: 'TM-404', expectedAmountUsd: '1.00' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(fake.requestsTo('/v2/checkout/orders/NOSUCHORDER123/capture')).toHaveLength(1);
  });
});

describe('PayPal client: retries', () => {
  it('retries a 5xx capture with the same PayPal-Request-Id until it works', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-RETRY5XX'));
    fake.setBehaviour({ kind: 'server-error', times: 2 });
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-RETRY5XX', expectedAmountUsd: '12.50' });

    expect(outcome).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED' });
    expect(requestIds(fake.requestsTo(`/v2/checkout/orders/${id}/capture`))).toEqual([
      'capture-TM-RETRY5XX',
      'capture-TM-RETRY5XX',
      'capture-TM-RETRY5XX',
    ]);
    expect(fake.attemptsByRequestId.get('capture-TM-RETRY5XX')).toBe(3);
    expect(fake.orders.get(id)?.captures).toHaveLength(1);
  });

  it('throws PaymentProviderError when every attempt answers 5xx', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-ALL5XX'));
    fake.setBehaviour({ kind: 'server-error', times: 10 });
    await expect(paypal.captureOrder({ orderId: id, reference: 'TM-ALL5XX', expectedAmountUsd: '12.50' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(fake.attemptsByRequestId.get('capture-TM-ALL5XX')).toBe(3);
    expect(fake.orders.get(id)?.captures).toHaveLength(0);
  });

  it('retries a capture whose answer is slower than the timeout, with the same request id, capturing once', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-SLOW1'));
    // The first answer is held back past the timeout: PayPal captured, but the answer was lost.
    fake.setBehaviour({ kind: 'slow', delayMs: 4000, times: 1 });
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-SLOW1', expectedAmountUsd: '12.50' });

    const captures = fake.orders.get(id)?.captures ?? [];
    expect(captures).toHaveLength(1);
    expect(outcome).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', captureId: captures[0]?.id });
    expect(requestIds(fake.requestsTo(`/v2/checkout/orders/${id}/capture`))).toEqual(['capture-TM-SLOW1', 'capture-TM-SLOW1']);
  });

  it('throws PaymentProviderError when every attempt times out', async () => {
    const { fake, paypal } = await setup({}, { timeoutMs: 150 });
    const { id } = await paypal.createOrder(order('TM-SLOW2'));
    fake.setBehaviour({ kind: 'slow', delayMs: 5000 });
    const started = Date.now();
    await expect(paypal.captureOrder({ orderId: id, reference: 'TM-SLOW2', expectedAmountUsd: '12.50' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect(fake.attemptsByRequestId.get('capture-TM-SLOW2')).toBe(3);
  });

  it('throws PaymentProviderError when PayPal is down, and works again once it is back', async () => {
    const { fake, paypal } = await setup();
    const { id } = await paypal.createOrder(order('TM-DOWN'));
    await fake.stop();
    const error: unknown = await paypal
      .captureOrder({ orderId: id, reference: 'TM-DOWN', expectedAmountUsd: '12.50' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).cause).toBeDefined();
    expect(fake.orders.get(id)?.captures).toHaveLength(0);

    await fake.resume();
    const outcome = await paypal.captureOrder({ orderId: id, reference: 'TM-DOWN', expectedAmountUsd: '12.50' });
    expect(outcome).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED' });
  });

  it('throws PaymentProviderError when PayPal is down before any token was fetched', async () => {
    const { fake, paypal } = await setup({}, { attempts: 2 });
    await fake.close();
    await expect(paypal.createOrder(order('TM-DOWN2'))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('PayPal client: verifyWebhook', () => {
  const event = captureCompletedEvent('5O190127TN364715T', '3C679366HH908993F', '12.50');

  it('is true when PayPal vouches for the signature and the webhook id', async () => {
    const { fake, paypal } = await setup();
    const headers = webhookHeaders();
    expect(await paypal.verifyWebhook(headers, event)).toBe(true);

    const [request] = fake.requestsTo('/v1/notifications/verify-webhook-signature');
    expect(bodyOf(request)).toEqual({
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: 'firma-valida',
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: 'WH-FAKE',
      webhook_event: event,
    });
  });

  it('is false for a bad signature', async () => {
    const { paypal } = await setup();
    expect(await paypal.verifyWebhook(webhookHeaders('firma-falsa'), event)).toBe(false);
  });

  it('is false for a webhook id PayPal does not know', async () => {
    const { paypal } = await setup({}, { webhookId: 'WH-OTHER' });
    expect(await paypal.verifyWebhook(webhookHeaders(), event)).toBe(false);
  });

  it('is false when the transmission headers are missing', async () => {
    const { paypal } = await setup();
    expect(await paypal.verifyWebhook({}, event)).toBe(false);
  });

  it('is false without asking PayPal when the client has no webhook id', async () => {
    const { fake, paypal } = await setup({}, { webhookId: undefined });
    expect(await paypal.verifyWebhook(webhookHeaders(), event)).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});
